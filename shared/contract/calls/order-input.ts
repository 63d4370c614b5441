/**
 * The inputs of 提交订单 (POST /api/order, ./order.ts orderCreate) and of a declared transfer (the offline
 * method of POST /api/order/:id/pay), apart so the checkout's forms validate with them: browser code imports
 * this module only with a dynamic import, on submit, so it and zod load in a chunk of their own
 * (scripts/build/contract-for-browser.ts, docs/decisions.md ADR-059).
 */
import { z } from 'zod';
import { DB_INT_MAX, idList, integer, multilineText, optionalIntegerChoice, optionalRef, text } from './fields';

export const INVOICE_MESSAGES = { title: '请填写发票抬头', taxNo: '请填写纳税人识别号' } as const;

const INVOICE_FIELDS = new Set<PropertyKey>(['invoice_type', 'invoice_title', 'invoice_tax_no']);
const invoiceReadable = (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
  !payload.issues.some((issue) => INVOICE_FIELDS.has(issue.path?.[0] ?? ''));

export const orderCreateInput = z
  .object({
    ids: idList('购物车商品编号', '请选择要结算的商品'),
    address_id: integer({ min: 1, max: DB_INT_MAX, invalid: '请选择收货地址', tooBig: '收货地址不存在' }),
    /** A held coupon (user_coupons.id); 0 or absent = none. */
    coupon_id: optionalRef('优惠券编号'),
    /** 0 不开发票, 1 普通发票, 2 增值税专用发票. */
    invoice_type: optionalIntegerChoice([0, 1, 2], '发票类型不正确', 0),
    invoice_title: text('发票抬头', 100),
    invoice_tax_no: text('纳税人识别号', 30),
    // The 订单备注 box stops at the same 200 (confirm-step.tsx REMARK_MAX; remark-limit.test.ts keeps them equal). Not
    // imported from a shared module: whatever a form schema imports joins its chunk, and the first load with it.
    remark: multilineText('订单备注', 200),
  })
  // Any invoice needs its title, a 增值税专用发票 the company's 纳税人识别号 as well. Checked even when another
  // field is wrong (a missing address), so the form shows every message at once; not when the invoice's own
  // fields are already refused.
  .refine((input) => input.invoice_type === 0 || input.invoice_title !== '', {
    path: ['invoice_title'],
    message: INVOICE_MESSAGES.title,
    when: invoiceReadable,
  })
  .refine((input) => input.invoice_type !== 2 || input.invoice_tax_no !== '', {
    path: ['invoice_tax_no'],
    message: INVOICE_MESSAGES.taxNo,
    when: invoiceReadable,
  });

const ACCOUNT_DIGITS = /^[0-9 -]{6,40}$/;
const ACCOUNT_INVALID = '付款账号只能是数字';
const payerAccount = text('付款账号', 40).refine((value) => value === '' || ACCOUNT_DIGITS.test(value), ACCOUNT_INVALID);

/** The transfer's fields as POST /api/order/:id/pay reads them for every method (the other methods send none). */
export const transferFields = {
  payer_account_name: text('付款单位', 100),
  payer_bank: text('付款银行', 100),
  payer_account: payerAccount,
  receipt_no: text('转账流水号', 64),
};

export const HM_ACCOUNT_REQUIRED = '含麻药品须对公账户付款，请填写付款账号';

/**
 * 线下转账 / 对公转账 as the finance check needs it: who paid, from which bank, the receipt; on an order with
 * ephedrine-type goods (`hm`) the company account number too, since the receipt (/hmdd) must show which
 * corporate account paid. The pay call's schema cannot see the order, so the server checks an offline
 * payment with this once it has read the order, and the form with the order it shows.
 */
export const transferInput = (hm: boolean) =>
  z.object({
    payer_account_name: text('付款单位', 100, '请填写付款单位（户名）'),
    payer_bank: text('付款银行', 100, '请填写付款银行'),
    payer_account: hm ? text('付款账号', 40, HM_ACCOUNT_REQUIRED).refine((value) => value === '' || ACCOUNT_DIGITS.test(value), ACCOUNT_INVALID) : payerAccount,
    receipt_no: text('转账流水号', 64, '请填写转账流水号'),
  });
