import { z } from 'zod';
import { id } from '../calls/fields';
import { defineSellerCall } from './define';

export const sellerPendingReviewSchema = z.strictObject({
  user_id: z.number().int(),
  username: z.string(),
  company: z.string(),
  phone: z.string(),
  type: z.string(),
  /** The login account a store (门店) belongs to, or ''. */
  owner: z.string(),
  licences: z.array(z.strictObject({ kind: z.string(), number: z.string(), expires_on: z.string(), status: z.string() })),
  created_at: z.string(),
});

export const sellerListReviews = defineSellerCall({
  method: 'GET',
  path: '/api/seller/v1/reviews',
  scope: 'reviews',
  summary: '待审核的注册与资质',
  input: z.strictObject({}),
  output: z.strictObject({ reviews: z.array(sellerPendingReviewSchema) }),
});

const userId = id('用户');

export const sellerApproveReview = defineSellerCall({
  method: 'POST',
  path: '/api/seller/v1/reviews/:user_id/approve',
  scope: 'reviews',
  summary: '审核通过：账户可采购，待审资质按其类别的经营范围通过（与 npm run admin -- review 同一服务）',
  input: z.strictObject({ user_id: userId }),
  output: z.strictObject({ user_id: z.number().int(), username: z.string(), approved: z.boolean() }),
});

export const sellerRefuseReview = defineSellerCall({
  method: 'POST',
  path: '/api/seller/v1/reviews/:user_id/refuse',
  scope: 'reviews',
  summary: '审核驳回，理由买家可见',
  input: z.strictObject({ user_id: userId, reason: z.string().trim().min(1, '请填写驳回理由').max(200, '驳回理由最多 200 个字') }),
  output: z.strictObject({ user_id: z.number().int(), username: z.string(), approved: z.boolean() }),
});
