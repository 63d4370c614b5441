import { MemberShell } from '../../lib/member-shell';
import { MemberOnly } from '../../lib/member-only';
import { CouponsView } from './coupons-view';

/** /wdqb/yhq (优惠券): every coupon the buyer holds, by state; what each applies to and the goods it works on. */
export default function CouponsPage() {
  return (
    <MemberOnly>
      <MemberShell crumbs={[{ label: '我的钱包' }, { label: '优惠券' }]}>
        <section className="ys-orders__panel" aria-labelledby="coupons-title">
          <h1 id="coupons-title" className="ys-orders__title">
            优惠券
          </h1>
          <p className="ys-wallet__note">结算时在“核对订单信息”页选择一张使用；每笔订单限用一张，秒杀、套餐商品不参与满额计算。</p>
          <CouponsView path="/wdqb/yhq" type={0} noun="优惠券" />
        </section>
      </MemberShell>
    </MemberOnly>
  );
}
