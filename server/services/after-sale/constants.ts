import { AFTER_SALE_STATUS, ORDER_STATUS } from '../../../shared/contract/statuses';

/**
 * After-sales rules (docs/decisions.md ADR-033). The seller reviews
 * applications in its ERP, outside this system; the local reviewer
 * (review.ts) stands in for it and acts after this many seconds.
 */
export const DEFAULT_AFTER_SALE_REVIEW_SECONDS = 60;

/** AFTER_SALE_REVIEW_SECONDS from the environment, read when the job runs (tests may set it). */
export function afterSaleReviewSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.AFTER_SALE_REVIEW_SECONDS;
  const value = raw ? Number(raw) : Number.NaN;
  return Number.isFinite(value) && value >= 0 ? value : DEFAULT_AFTER_SALE_REVIEW_SECONDS;
}

/** The reasons the return form offers; an application must name one of them. */
export const RETURN_REASONS = ['商品破损', '发错货', '近效期', '质量问题', '多拍/拍错', '其他'] as const;

/** Applications still holding units of the order (they count against what may be returned). */
export const OPEN_AFTER_SALE_STATUSES = [AFTER_SALE_STATUS.pending, AFTER_SALE_STATUS.approved] as const;

/** Order statuses that allow an application: 待收货 and 已完成. */
export const RETURNABLE_ORDER_STATUSES = [ORDER_STATUS.shipped, ORDER_STATUS.completed] as const;

export const ORDER_NOT_FOUND = '订单不存在';
export const AFTER_SALE_NOT_FOUND = '售后申请不存在';
export const SALES_RETURN_NOT_FOUND = '退货单不存在';
export const ORDER_NOT_RETURNABLE = '订单当前状态不能申请售后';
