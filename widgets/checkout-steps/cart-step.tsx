import { useState } from 'react';
import { cartApi } from '../../shared/api/resources/cart';
import { navigate } from '../../shared/bus/navigate';
import type { CartItem } from '../../shared/contract/cart';
import { useConfirm } from '../../shared/ui/confirm';
import { Empty, LoadFailed } from '../../shared/ui/empty';
import { Link } from '../../shared/ui/link';
import { TableScroll } from '../../shared/ui/table-scroll';
import { useStyles } from '../../shared/ui/use-styles';
import tableCss from '../../shared/ui/table.css?inline';
import { ActivityTiers, type ActivityKind } from './activity-tiers';
import { CartLineRow } from './cart-line-row';
import { selectableIds, selectAllState, selectedIds } from './cart-selection';
import { CartTotalsBar } from './cart-totals-bar';
import { QualificationNotice, useOrderBlock } from './qualification-notice';
import { confirmPath, HOME_PATH } from './checkout-paths';
import { checkoutText as text } from './checkout-steps.text';
import { ALL_FILTER } from './cart-store-merge';
import { useCartStore } from './use-cart-store';

/** Grey rows in the shape of the table while the cart loads. */
function CartSkeleton() {
  return (
    <div className="yp-co__skeleton" part="skeleton" role="status" aria-label={text.loading}>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="yp-co__skeleton-row">
          <span className="yp-skeleton yp-co__shimmer yp-co__shimmer--box" />
          <span className="yp-skeleton yp-co__shimmer yp-co__shimmer--wide" />
          <span className="yp-skeleton yp-co__shimmer" />
          <span className="yp-skeleton yp-co__shimmer" />
        </div>
      ))}
    </div>
  );
}

/** Whether a line's goods count towards the activity (the server's goods_manjian_id / goods_discount_id). */
function isActivityGoods(line: CartItem, kind: ActivityKind): boolean {
  return kind === 'manjian' ? line.goods_manjian_id > 0 : line.goods_discount_id > 0;
}

/** 满减 -¥50.00，满折 -¥42.00: what makes up the totals bar's 已优惠. */
function savingDetail(store: NonNullable<ReturnType<typeof useCartStore>['store']>): string {
  const { manjians, discounts } = store.activity_data;
  return text.activitySavingDetail(manjians.promotion?.saving ?? '0.00', discounts.promotion?.saving ?? '0.00');
}

/**
 * Step 1, /cart (docs/product/routes.md Cart flow, docs/product/entities.md, docs/product/states.md, docs/product/constants.md): filter tabs, the activity
 * strip, the table of lines, and the sticky totals bar. Every figure is the
 * server's answer; the page never adds prices itself.
 */
export function CartStep() {
  const cart = useCartStore();
  const { confirm, confirmElement } = useConfirm();
  const [checkingOut, setCheckingOut] = useState(false);
  // The promotion line's 只看活动商品: the table shows that activity's goods alone.
  const [showing, setShowing] = useState<ActivityKind | null>(null);
  const blockedReason = useOrderBlock();
  const tableRef = useStyles<HTMLDivElement>(tableCss);
  const { store } = cart;

  const removeLines = async (ids: number[]) => {
    if (ids.length === 0 || !(await confirm(text.confirmDelete))) return;
    await cart.remove(ids);
  };

  const checkout = async () => {
    if (blockedReason) return;
    setCheckingOut(true);
    let ids: number[] = [];
    try {
      // Quantities still being typed go out first: step 2 must price what the buyer sees.
      const settled = await cart.settle();
      // A filter tab shows part of the cart; the order takes every selected line.
      const whole = cart.filter === ALL_FILTER ? settled : await cartApi.cartList({ filters: ALL_FILTER });
      ids = selectedIds(whole?.data ?? []);
    } catch {
      // The API client showed the failure message (docs/product/errors.md).
    } finally {
      setCheckingOut(false);
    }
    if (ids.length > 0) navigate(confirmPath(ids));
  };

  if (!store) {
    if (cart.status === 'error') {
      return <LoadFailed text={text.cartFailed} onRetry={cart.reload} />;
    }
    return <CartSkeleton />;
  }

  const wholeCount = store.filter_data.find((entry) => entry.id === ALL_FILTER)?.count ?? store.data.length;
  if (wholeCount === 0 && cart.filter === ALL_FILTER) {
    return (
      <div part="empty">
        <Empty
          icon="cart"
          text={text.cartEmpty}
          action={
            <Link to={HOME_PATH} className="yp-btn yp-btn--primary" part="browse">
              {text.browse}
            </Link>
          }
        />
      </div>
    );
  }

  const lines: CartItem[] = showing ? store.data.filter((line) => isActivityGoods(line, showing)) : store.data;
  const selectAll = selectAllState(lines);
  const selectedHere = selectedIds(lines);

  return (
    <div ref={tableRef} className="yp-co__cart" aria-busy={cart.status === 'loading'}>
      {blockedReason ? <QualificationNotice reason={blockedReason} /> : null}
      <div className="yp-co__filters" role="group" aria-label={text.filters} part="filters">
        {store.filter_data.map((entry) => (
          <button
            key={entry.id}
            type="button"
            className={entry.id === cart.filter ? 'yp-co__filter is-active' : 'yp-co__filter'}
            aria-pressed={entry.id === cart.filter}
            part="filter"
            data-filter={entry.id}
            onClick={() => cart.setFilter(entry.id)}
          >
            {entry.name}
            <span className="yp-co__filter-count">{entry.count}</span>
          </button>
        ))}
      </div>
      <ActivityTiers store={store} showing={showing} onShowGoods={setShowing} />
      {lines.length === 0 ? (
        <Empty compact text={showing ? text.activityGoodsEmpty(showing === 'manjian' ? text.manjian : text.discount) : text.filterEmpty} />
      ) : (
        <TableScroll label={text.cartLines}>
          <table className="yp-table yp-co__lines" part="lines">
            <thead>
              <tr>
                <th className="yp-co__cell-check" scope="col">
                  <input
                    type="checkbox"
                    aria-label={text.selectAll}
                    checked={selectAll === 'all'}
                    ref={(input) => {
                      if (input) input.indeterminate = selectAll === 'some';
                    }}
                    disabled={selectableIds(lines).length === 0}
                    onChange={(event) => void cart.select(selectableIds(lines), event.currentTarget.checked)}
                  />
                </th>
                <th scope="col">{text.colGoods}</th>
                <th scope="col">{text.colPrice}</th>
                <th scope="col">{text.colQuantity}</th>
                <th scope="col">{text.colSubtotal}</th>
                <th scope="col">{text.colAction}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <CartLineRow
                  key={line.id}
                  line={line}
                  draft={cart.drafts.get(line.id)}
                  busy={cart.busy.has(line.id)}
                  onSelect={(selected) => void cart.select([line.id], selected)}
                  onQuantity={(number) => cart.setQuantity(line, number)}
                  onRemove={() => void removeLines([line.id])}
                />
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <CartTotalsBar
        totals={store.totals}
        savingDetail={savingDetail(store)}
        selectAll={selectAll}
        canSelectAll={selectableIds(lines).length > 0}
        onSelectAll={(selected) => void cart.select(selectableIds(lines), selected)}
        selectedCount={selectedHere.length}
        onRemoveSelected={() => void removeLines(selectedHere)}
        onCheckout={() => void checkout()}
        checkingOut={checkingOut}
        blockedReason={blockedReason}
      />
      {confirmElement}
    </div>
  );
}
