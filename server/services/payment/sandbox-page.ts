import { fenToYuan } from '../../../shared/domain/money';
import { escapeHtml } from '../../lib/html';

/** The pages' styles, served as a file (/pay/sandbox/page.css) so a strict CSP needs no inline allowance. */
export const SANDBOX_STYLE = `body{margin:0;font-family:"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;background:#f4f6f8;color:#222}
main{max-width:420px;margin:48px auto;background:#fff;border-radius:8px;padding:28px 32px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 4px}.note{color:#888;font-size:12px;margin:0 0 20px}
dl{display:grid;grid-template-columns:80px 1fr;gap:10px 12px;margin:0 0 24px}dt{color:#666}dd{margin:0}
.amount{font-size:28px;color:#e4393c;font-weight:bold}.buttons{display:flex;gap:12px}.buttons form{flex:1;display:flex}
button,a.button{flex:1;padding:12px 0;font-size:16px;border-radius:4px;border:1px solid #1677ff;background:#1677ff;color:#fff;cursor:pointer;text-align:center;text-decoration:none}
a.button.secondary,button.secondary{background:#fff;color:#1677ff}.result{font-size:22px;text-align:center;margin:12px 0 24px}`;

export const SANDBOX_STYLE_PATH = '/pay/sandbox/page.css';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="${SANDBOX_STYLE_PATH}"></head><body><main>${body}</main></body></html>`;
}

export interface SandboxPageData {
  paymentNo: string;
  orderNo: string;
  orderId: number;
  amountFen: number;
  status: string;
}

/**
 * The sandbox gateway's page: what a buyer sees after scanning the QR code.
 * A plain form post, no script (the site's CSP). `token` is the QR code's
 * single-use payer token, sent back as a hidden field; '' when the page was
 * opened with the paying buyer's session instead.
 */
export function sandboxPayPage(data: SandboxPageData, token: string): string {
  const no = escapeHtml(encodeURIComponent(data.paymentNo));
  const header = `<h1>药批 · 在线支付</h1><p class="note">沙箱支付环境：不会产生真实扣款</p>
<dl><dt>收款方</dt><dd>药批</dd><dt>订单号</dt><dd>${escapeHtml(data.orderNo)}</dd><dt>支付单号</dt><dd>${escapeHtml(data.paymentNo)}</dd>
<dt>支付金额</dt><dd class="amount">¥${escapeHtml(fenToYuan(data.amountFen))}</dd></dl>`;
  if (data.status !== 'pending') return sandboxResultPage(data, data.status === 'paid' ? '该笔款项已支付' : '该支付单已关闭');
  const hidden = token ? `<input type="hidden" name="token" value="${escapeHtml(token)}">` : '';
  return page(
    '药批 · 在线支付',
    `${header}<div class="buttons"><form method="post" action="/pay/sandbox/${no}/confirm">${hidden}<button type="submit">确认支付</button></form>
<a class="button secondary" href="/cart/step3/${escapeHtml(String(data.orderId))}">取消</a></div>`,
  );
}

export function sandboxResultPage(data: SandboxPageData, message: string): string {
  return page(
    message,
    `<h1>药批 · 在线支付</h1><p class="result">${escapeHtml(message)}</p>
<dl><dt>订单号</dt><dd>${escapeHtml(data.orderNo)}</dd><dt>支付金额</dt><dd class="amount">¥${escapeHtml(fenToYuan(data.amountFen))}</dd></dl>
<div class="buttons"><a class="button" href="/cart/step4?id=${escapeHtml(String(data.orderId))}">返回药批查看订单</a></div>`,
  );
}

/** A refusal (unknown payment, no token, a used token): says nothing about the payment. */
export function sandboxRefusedPage(message: string): string {
  return page(
    message,
    `<h1>药批 · 在线支付</h1><p class="result">${escapeHtml(message)}</p>
<div class="buttons"><a class="button" href="/">返回药批首页</a></div>`,
  );
}
