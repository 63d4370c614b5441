import { CouponsPage } from './coupons-view';

/**
 * /wdqb/xjq (现金券): the cash vouchers, coupons of type 2 with no
 * threshold (docs/decisions.md ADR-026: issued by the marketplace,
 * spent at checkout like a coupon, one per order; the list by state is
 * their ledger, a used one naming its order).
 */
export default function VouchersPage() {
  return (
    <CouponsPage
      path="/wdqb/xjq"
      type={2}
      noun="现金券"
      note="现金券由平台在开户、活动时发放，无使用门槛；结算时在“核对订单信息”页选择，直接抵扣订单金额（每笔订单限用一张优惠券或现金券）。取消未支付的订单，现金券在有效期内自动退回。"
    />
  );
}
