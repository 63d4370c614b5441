import type { CartTotalsData } from '../../shared/contract/cart';
import { checkoutText as text } from './checkout-steps.text';
import { formatYuan } from '../../shared/domain/money';

export interface CartTotalsBarProps {
  totals: CartTotalsData;
  /** 满减 -¥X，满折 -¥Y: what 已优惠 is made of. */
  savingDetail?: string;
  selectAll: 'all' | 'some' | 'none';
  canSelectAll: boolean;
  onSelectAll: (selected: boolean) => void;
  selectedCount: number;
  onRemoveSelected: () => void;
  onCheckout: () => void;
  checkingOut: boolean;
  /** Why this buyer cannot order yet: 去结算 is off and the reason stands beside it. */
  blockedReason?: string | null;
}

/** 优选商品合计： on a wide screen, 优选： on a phone (the rest is hidden by checkout-steps.css). */
function SumLabel({ parts: [short, rest] }: { parts: readonly [string, string] }) {
  return (
    <>
      {short}
      <span className="yp-co__sum-rest">{rest}</span>：
    </>
  );
}

/**
 * The sticky bar under the cart (docs/product/constants.md totals, all from the server):
 * 全选, 删除选中商品, 已选N种 M件, 已优惠 (the 满减 and 满折 taken off as
 * soon as a tier is reached: what step 2 and the order take off), 合计
 * (after them) and the separate 优选 / 秒杀 /
 * 可用券 totals, and 去结算 (off with nothing selected, or while the buyer
 * may not order: the reason is shown beside it).
 */
export function CartTotalsBar(props: CartTotalsBarProps) {
  const { totals, savingDetail, selectAll, canSelectAll, onSelectAll, selectedCount, onRemoveSelected, onCheckout, checkingOut, blockedReason } = props;
  const saving = Number(totals.activity_saving) > 0;
  return (
    <div className="yp-co__bar" part="totals-bar">
      <label className="yp-co__check">
        <input
          type="checkbox"
          checked={selectAll === 'all'}
          ref={(input) => {
            if (input) input.indeterminate = selectAll === 'some';
          }}
          disabled={!canSelectAll}
          onChange={(event) => onSelectAll(event.currentTarget.checked)}
        />
        {text.selectAll}
      </label>
      <button type="button" className="yp-co__link-btn" part="remove-selected" disabled={selectedCount === 0} onClick={onRemoveSelected}>
        {text.removeSelected}
      </button>
      <div className="yp-co__sums">
        <span className="yp-co__sum-line">
          <span part="selected-count">{text.selectedCount(totals.selected_count, totals.selected_quantity)}</span>
          {saving ? (
            <span className="yp-co__saving" part="activity-saving-line" title={savingDetail}>
              {text.activitySaving}
              <b part="activity-saving">-{formatYuan(totals.activity_saving)}</b>
              {savingDetail ? <span className="yp-sr-only">（{savingDetail}）</span> : null}
            </span>
          ) : null}
          <span className="yp-co__sum-main">
            {text.total}
            <strong className="yp-co__money yp-co__money--big" part="selected-total">
              {formatYuan(totals.selected_total)}
            </strong>
          </span>
        </span>
        <span className="yp-co__sum-line yp-co__sum-line--sub">
          <span>
            <SumLabel parts={text.preferredTotal} />
            <b part="preferred-total">{formatYuan(totals.preferred_total)}</b>
          </span>
          <span>
            <SumLabel parts={text.seckillTotal} />
            <b part="seckill-total">{formatYuan(totals.seckill_total)}</b>
          </span>
          <span>
            <SumLabel parts={text.couponTotal} />
            <b part="coupon-total">{formatYuan(totals.coupon_eligible_total)}</b>
          </span>
        </span>
      </div>
      {blockedReason ? (
        <span className="yp-co__blocked" part="checkout-blocked" id="yp-co-checkout-blocked">
          {blockedReason}
        </span>
      ) : null}
      <button
        type="button"
        className="yp-btn yp-btn--primary yp-co__checkout"
        part="checkout"
        disabled={totals.selected_count === 0 || checkingOut || Boolean(blockedReason)}
        aria-busy={checkingOut}
        aria-describedby={blockedReason ? 'yp-co-checkout-blocked' : undefined}
        title={blockedReason ?? undefined}
        onClick={onCheckout}
      >
        {text.checkout}
      </button>
    </div>
  );
}
