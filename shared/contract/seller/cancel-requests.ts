import { z } from 'zod';
import { DB_INT_MAX, optionalInteger, optionalIntegerChoice } from '../calls/fields';
import { CANCEL_REQUEST_STATUS, cancelRequestStatusSchema } from '../statuses';
import { defineSellerCall } from './define';

const requestNo = z.string().regex(/^QX\d{10,30}$/, '取消申请编号格式不正确');

export const sellerCancelRequestSchema = z.strictObject({
  request_no: z.string(),
  order_no: z.string(),
  /** 1 待审核, 2 已同意（订单已取消并退款）, 3 已驳回. */
  status: cancelRequestStatusSchema,
  status_text: z.string(),
  reason: z.string(),
  review_note: z.string(),
  /** The order's pay total: what approval refunds. */
  amount_fen: z.number().int(),
  /** How the order was paid: wallet, online, offline. */
  pay_method: z.string(),
  /** The refund an approval made; null until then. */
  refund: z
    .strictObject({
      refund_no: z.string(),
      amount_fen: z.number().int(),
      /** wallet: the buyer's balance (its ledger); origin: the online provider's refund to the payer's account. */
      refund_to: z.enum(['wallet', 'origin']),
      provider: z.string(),
      provider_ref: z.string(),
      refunded_at: z.string(),
    })
    .nullable(),
  buyer: z.strictObject({ id: z.number().int(), username: z.string(), company: z.string() }),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});

export const sellerListCancelRequests = defineSellerCall({
  method: 'GET',
  path: '/api/seller/v1/cancel-requests',
  scope: 'after-sales',
  summary: '买家对已付款未发货订单的取消申请（默认待审核），按编号递增，after_id 翻页；待审核期间订单不能发货',
  input: z.strictObject({
    status: optionalIntegerChoice(Object.values(CANCEL_REQUEST_STATUS), '取消申请状态不正确', 1),
    after_id: optionalInteger({ min: 0, max: DB_INT_MAX, invalid: 'after_id 须为非负整数' }, 0),
    limit: optionalInteger({ min: 1, max: 200, invalid: '每页数量须为 1-200 的整数' }, 50),
  }),
  output: z.strictObject({
    cancel_requests: z.array(sellerCancelRequestSchema.extend({ id: z.number().int() })),
    next_after_id: z.number().int().nullable(),
  }),
});

const decided = z.strictObject({ cancel_request: sellerCancelRequestSchema });

export const sellerApproveCancelRequest = defineSellerCall({
  method: 'POST',
  path: '/api/seller/v1/cancel-requests/:request_no/approve',
  scope: 'after-sales',
  summary: '同意取消：订单取消，库存与优惠券退回，货款原路退回（余额支付退回余额，在线支付经支付渠道退款，转账退回余额），每单只退一次',
  input: z.strictObject({ request_no: requestNo, note: z.string().trim().max(200, '说明最多 200 个字').default('商家已同意取消订单，货款原路退回') }),
  output: decided,
});

export const sellerRefuseCancelRequest = defineSellerCall({
  method: 'POST',
  path: '/api/seller/v1/cancel-requests/:request_no/refuse',
  scope: 'after-sales',
  summary: '驳回取消申请（例如已出库），理由买家可见；订单照常发货',
  input: z.strictObject({ request_no: requestNo, reason: z.string().trim().min(1, '请填写驳回理由').max(200, '驳回理由最多 200 个字') }),
  output: decided,
});
