/**
 * WeChat (微信) sign-in for 绑定微信, behind a small interface: the site asks
 * for the URL a QR code should encode; the provider reports a completed scan
 * by calling services/wechat/binding.ts recordScan with the WeChat account's
 * openid and nickname (a real provider from its OAuth callback; the local
 * one from its own scan page).
 */
export interface WechatProvider {
  readonly name: string;
  /** What the QR code encodes for a ticket; `origin` is the site's. */
  qrUrl(ticket: string, origin: string): string;
}

/** The local provider's scan page (routes/wechat-sandbox.ts). */
export const WECHAT_SANDBOX_PATH = '/wechat/sandbox/scan';

/**
 * The local provider: the QR code opens a page on this site that plays the
 * WeChat app (pick a nickname, 确认授权). Anyone holding the QR code can
 * bind a made-up WeChat account, so it is off in production unless forced
 * (config.ts wechatSandboxFromEnv), like the sandbox payment gateway.
 */
export function localWechatProvider(): WechatProvider {
  return {
    name: 'sandbox',
    qrUrl: (ticket, origin) => `${origin}${WECHAT_SANDBOX_PATH}?t=${encodeURIComponent(ticket)}`,
  };
}
