// Which held coupon step 2 chooses before the buyer does: the one that saves
// the most. A buyer who does not look should not overpay, so the default is
// the best usable coupon, never 不使用优惠券 while one applies. The server
// still measures the chosen coupon against the lines and prices the order.
import { parseYuan } from './money';

export interface CouponChoice {
  id: number;
  /** Face value in yuan, as the API renders it ("50.00"). */
  amount: string;
  /** Checkout only: 1 when the selected lines reach the threshold. */
  usable?: 0 | 1;
  /** Unix seconds; of two equal coupons the one that runs out first is used first. */
  valid_to: number;
}

/**
 * The id of the usable coupon with the largest amount (the sooner-expiring of
 * equals, then the lower id so the choice is stable), or 0 when none is
 * usable. Every coupon's saving is capped by the same goods total, so the
 * largest face value always saves at least as much as any other.
 */
export function bestCouponId(coupons: readonly CouponChoice[]): number {
  let best: { id: number; fen: number; validTo: number } | null = null;
  for (const coupon of coupons) {
    if (coupon.usable !== 1) continue;
    const fen = parseYuan(coupon.amount);
    if (fen === null || fen <= 0) continue;
    const better =
      !best || fen > best.fen || (fen === best.fen && (coupon.valid_to < best.validTo || (coupon.valid_to === best.validTo && coupon.id < best.id)));
    if (better) best = { id: coupon.id, fen, validTo: coupon.valid_to };
  }
  return best?.id ?? 0;
}
