import { escapeHtml } from '../../lib/html';
import { SANDBOX_STYLE_PATH } from '../payment/sandbox-page';
import type { ScanPurpose } from './binding';
import { WECHAT_SANDBOX_PATH } from './provider';

/** What the scan authorises, as the WeChat app would name it, and where its result page leads back to. */
const PURPOSE = { bind: { label: '药批 · 绑定微信', back: '/zhzx/bdwx' }, login: { label: '药批 · 微信登录', back: '/login' } } as const;

/**
 * The local WeChat provider's pages: what the WeChat app would show after a
 * scan. Plain forms, no script (the site's CSP); the styles are the sandbox
 * payment pages' file.
 */
function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="${SANDBOX_STYLE_PATH}"></head><body><main>${body}</main></body></html>`;
}

const HEAD = '<h1>微信 · 扫码授权</h1><p class="note">模拟微信扫码：本机测试环境，不会连接真实微信</p>';

/** The authorisation form: the nickname stands for the WeChat account (the same nickname is the same account). */
export function wechatScanPage(ticket: string, nickname: string, purpose: ScanPurpose): string {
  return page(
    '微信扫码授权',
    `${HEAD}<form method="post" action="${WECHAT_SANDBOX_PATH}">
<input type="hidden" name="t" value="${escapeHtml(ticket)}">
<dl><dt>应用</dt><dd>${PURPOSE[purpose].label}</dd><dt><label for="nickname">微信昵称</label></dt><dd><input id="nickname" name="nickname" maxlength="20" required value="${escapeHtml(nickname)}"></dd></dl>
<div class="buttons"><button type="submit">确认授权</button></div></form>`,
  );
}

export function wechatResultPage(message: string, purpose: ScanPurpose = 'bind'): string {
  return page(
    message,
    `${HEAD}<p class="result">${escapeHtml(message)}</p><div class="buttons"><a class="button" href="${PURPOSE[purpose].back}">返回药批</a></div>`,
  );
}
