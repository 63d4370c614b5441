import { orderApi } from '../../shared/api/resources/order';
import type { GoodsSummary } from '../../shared/contract/goods';
import type { OrderCounts, OrderSummary } from '../../shared/contract/order';
import { walletApi } from '../../shared/api/resources/wallet';
import { goodsApi } from '../../shared/api/resources/goods';

/** Everything the member centre shows besides the user state, fetched together. */
export interface MemberCentreData {
  /** 2-decimal yuan. */
  balance: string;
  /** Unused coupons that can still be used (GET /api/user/couponNum; cash vouchers included, as /wdqb/yhq lists them). */
  coupons: number;
  /** Unused cash vouchers (现金券, coupon type 2): the 未使用 total of /wdqb/xjq. */
  vouchers: number;
  counts: OrderCounts;
  recentOrders: OrderSummary[];
  favorites: GoodsSummary[];
  favoriteTotal: number;
}

export const RECENT_ORDERS = 3;
export const FAVORITES_SHOWN = 4;

/**
 * Loads the figures. The user state (points, unread messages) is not read
 * here: the member centre's page makes that one call (docs/product/roles.md), and the
 * figures and the user arrive side by side.
 */
export async function loadMemberCentre(): Promise<MemberCentreData> {
  const [wallet, couponNum, vouchers, counts, orders, favorites] = await Promise.all([
    walletApi.userMoney(),
    walletApi.couponNum({}, { silent: false }),
    walletApi.userCoupons({ type: 2, status: 0, per_page: 1 }),
    orderApi.orderCounts({}, { silent: true }),
    orderApi.orderList({ per_page: RECENT_ORDERS }),
    goodsApi.favoriteList({ per_page: FAVORITES_SHOWN }),
  ]);
  return {
    balance: wallet.balance,
    coupons: couponNum.unused,
    vouchers: vouchers.total,
    counts,
    recentOrders: orders.data,
    favorites: favorites.data,
    favoriteTotal: favorites.total,
  };
}
