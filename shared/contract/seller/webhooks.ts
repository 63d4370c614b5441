import { z } from 'zod';
import { id, optionalInteger } from '../calls/fields';
import { defineSellerCall } from './define';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

export const sellerWebhookDeliverySchema = z.strictObject({
  id: z.number().int(),
  event_id: z.string(),
  type: z.string(),
  /** Orders the events of one object: the larger version is the later state. */
  version: z.number().int(),
  /** pending (will be tried again), delivered, failed (24 hours of retries passed; replay to try again) */
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  last_status: z.number().int().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
  object: z.record(z.string(), z.unknown()),
});
export type SellerWebhookDelivery = z.infer<typeof sellerWebhookDeliverySchema>;

export const sellerListWebhookDeliveries = defineSellerCall({
  method: 'GET',
  path: '/api/seller/v1/webhooks/deliveries',
  scope: 'orders',
  summary: '本客户端的 Webhook 投递记录（按编号递增，after_id 翻页；可按状态筛选）',
  input: z.strictObject({
    status: z.enum(WEBHOOK_DELIVERY_STATUSES, { error: '投递状态须为 pending、delivered 或 failed' }).optional(),
    after_id: optionalInteger({ min: 0, max: Number.MAX_SAFE_INTEGER, invalid: 'after_id 须为非负整数' }, 0),
    limit: optionalInteger({ min: 1, max: 200, invalid: '每页数量须为 1-200 的整数' }, 50),
  }),
  output: z.strictObject({ deliveries: z.array(sellerWebhookDeliverySchema), next_after_id: z.number().int().nullable() }),
});

export const sellerReplayWebhookDelivery = defineSellerCall({
  method: 'POST',
  path: '/api/seller/v1/webhooks/deliveries/:id/replay',
  scope: 'orders',
  summary: '重新投递一条 Webhook（同一事件编号；立即到期，并重新计 24 小时重试）',
  input: z.strictObject({ id: id('投递记录') }),
  output: z.strictObject({ delivery: sellerWebhookDeliverySchema }),
});
