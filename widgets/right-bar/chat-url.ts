/**
 * The address of the customer-service chat (the site's /chat page) for the
 * 客服 panel's iframe. On the site itself the session cookie identifies the
 * buyer. On a partner page the chat is another origin, where our cookie is
 * not sent inside an iframe, so the buyer's token goes along in the
 * fragment (`#token=…`, read by shared/config/fragment-token.ts): a
 * fragment never reaches a server or a Referer.
 */
export function chatUrl(site: string, pageOrigin: string, token: string): string {
  const base = (site || pageOrigin).replace(/\/+$/, '');
  const url = `${base}/chat`;
  let chatOrigin: string;
  try {
    chatOrigin = new URL(url, pageOrigin || undefined).origin;
  } catch {
    return url;
  }
  if (!token || chatOrigin === pageOrigin) return url;
  return `${url}#token=${encodeURIComponent(token)}`;
}
