import { useState } from 'react';
import { Link } from 'react-router';
import { getBus } from '../../../shared/bus/bus';
import { useFormSubmit } from '../../../shared/connected/use-form-submit';
import type { CouponBatch } from '../../../shared/contract/deal-zone';
import { AsyncView, useAsync } from '../../../shared/ui';
import { DealLayout } from './deal-layout';
import { formatYuan } from '../../../shared/domain';
import { dealZoneApi } from '../../../shared/api/resources/deal-zone';

const FIELDS = ['batch_id'] as const;

/** 满¥X可用, or 无门槛 for a cash voucher. */
export function thresholdText(batch: Pick<CouponBatch, 'threshold'>): string {
  return Number(batch.threshold) > 0 ? `满${batch.threshold}元可用` : '无门槛';
}

function CouponCard({ initial }: { initial: CouponBatch }) {
  const [batch, setBatch] = useState(initial);
  const form = useFormSubmit(FIELDS);
  const gone = batch.left === 0 && batch.claimed_by_me === 0;

  const claim = async () => {
    const result = await form.submit({}, () => dealZoneApi.couponClaim({ batch_id: batch.id }));
    if (!result.ok) return;
    setBatch(result.value.batch);
    getBus().emit('ui:toast', { message: '领取成功', kind: 'success' });
  };

  return (
    <li className="yp-deal__card yp-coupon" data-batch={batch.id}>
      <div>
        <div className="yp-coupon__amount">{formatYuan(batch.amount)}</div>
        <div>{batch.name}</div>
        <div className="yp-deal__muted">
          {thresholdText(batch)} · {batch.applies_to}
        </div>
        <div className="yp-deal__muted">
          领取后{batch.valid_days}天内有效 · 剩余{batch.left}/{batch.issued}张
        </div>
      </div>
      <div className="yp-coupon__side">
        {batch.claimed_by_me === 1 ? (
          <>
            <span>已领取</span>
            <Link to={batch.goods_path} className="yp-btn yp-btn--small">
              去使用
            </Link>
          </>
        ) : (
          <button type="button" className="yp-btn yp-btn--primary yp-btn--small" disabled={gone || form.submitting} onClick={() => void claim()}>
            {gone ? '已抢光' : '立即领取'}
          </button>
        )}
        {form.errors.batch_id || form.errors.form ? (
          <span className="yp-deal__muted" role="alert">
            {form.errors.batch_id ?? form.errors.form}
          </span>
        ) : null}
      </div>
    </li>
  );
}

/**
 * /lqzx 领券中心: limited coupon batches claimable now, one per buyer while
 * they last; a claimed coupon is in 我的优惠券 and offered at checkout.
 */
export default function LqzxPage() {
  const batches = useAsync(() => dealZoneApi.couponCentre({ per_page: 50 }), []);
  return (
    <DealLayout zone="lqzx" title="领券中心">
      <AsyncView state={batches} errorText="优惠券加载失败" emptyText="暂无可领取的优惠券">
        {(data) => (
          <ul className="yp-deal__cards">
            {data.data.map((batch) => (
              <CouponCard key={batch.id} initial={batch} />
            ))}
          </ul>
        )}
      </AsyncView>
      <p className="yp-deal__muted">
        已领取的优惠券可在 <Link to="/wdqb/yhq">我的优惠券</Link> 查看。
      </p>
    </DealLayout>
  );
}
