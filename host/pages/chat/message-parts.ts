/**
 * A chat message split into text and site links. Agents write site paths
 * such as （/order/info/34） in plain text; these become links that open in
 * the top window (the chat runs in a frame). Only paths of this site (a
 * leading slash and a known first segment) are linked, and nothing is ever
 * parsed as HTML: the result is rendered as text nodes and anchors.
 */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; path: string };

const SITE_PATH = /\/(?:order|cart|zhzx|star|hmdd|jfdd|list|search|help|user|wdqb)(?:\/[\w-]+)*(?:\?[\w=&-]+)?/g;

export function messageParts(body: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of body.matchAll(SITE_PATH)) {
    const start = match.index ?? 0;
    // A path must start a word: "a/order" or "http://x/order" is not ours to link.
    const before = body[start - 1];
    if (before !== undefined && /[\w:/.]/.test(before)) continue;
    if (start > last) parts.push({ kind: 'text', text: body.slice(last, start) });
    parts.push({ kind: 'link', path: match[0] });
    last = start + match[0].length;
  }
  if (last < body.length) parts.push({ kind: 'text', text: body.slice(last) });
  return parts;
}
