import { CouponsPage as CouponList } from './coupons-view';

/** /wdqb/yhq (优惠券): every coupon the buyer holds, by state; what each applies to and the goods it works on. */
export default function CouponsPage() {
  return <CouponList path="/wdqb/yhq" type={0} noun="优惠券" note="结算时在“核对订单信息”页选择一张使用；每笔订单限用一张，秒杀、套餐商品不参与满额计算。" />;
}
