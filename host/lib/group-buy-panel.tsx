import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { schemaErrors } from '../../shared/connected/schema-errors';
import { useFormSubmit } from '../../shared/connected/use-form-submit';
import type { GroupDeal, GroupJoinResult } from '../../shared/contract/deal-zone';
import { FormError, useAsync } from '../../shared/ui';
import './group-buy.css';
import { formatDate, formatYuan } from '../../shared/domain';
import { dealZoneApi } from '../../shared/api/resources/deal-zone';
import { addressApi } from '../../shared/api/resources/address';

const FIELDS = ['number', 'deal_id', 'address_id'] as const;

/** yyyy-mm-dd HH:MM in China time, the deadline as buyers read it. */
export function deadlineText(seconds: number): string {
  return formatDate(seconds, 'minutes');
}

/** The units a buyer may join with now: the per-order limit, the units left and the stock, whichever is least. */
export function joinLimit(deal: Pick<GroupDeal, 'max_per_order' | 'remaining' | 'goods'>): number {
  return Math.max(0, Math.min(deal.max_per_order, deal.remaining, deal.goods.number));
}

/**
 * /list/info-pt/{id}: the goods' group buy — group price, progress towards
 * the target, deadline and rules in short — and the join form: a quantity
 * and the default address; the join is an order in 待成团 that becomes
 * payable when the deal reaches its target.
 */
export function GroupBuyPanel({ goodsId, visitor, loginHref }: { goodsId: number; visitor: boolean; loginHref: string }) {
  const deal = useAsync(() => dealZoneApi.groupDealOfGoods({ id: goodsId }, { silent: true }), [goodsId]);
  const addresses = useAsync(async () => (visitor ? [] : addressApi.addressList({}, { silent: true })), [visitor]);
  const [number, setNumber] = useState('1');
  const [joined, setJoined] = useState<GroupJoinResult | null>(null);
  const numberInput = useRef<HTMLInputElement>(null);
  // The quantity is the one input; a missing address is fixed through the link beside it.
  const form = useFormSubmit(FIELDS, { focus: (field) => (field === 'number' ? numberInput.current?.focus() : undefined) });

  if (deal.status === 'loading' && !deal.data) return null;
  const current = joined?.deal.id === deal.data?.id ? joined?.deal : deal.data;
  if (!current) {
    return (
      <div className="yp-detail__group" role="note">
        <strong>拼团</strong>
        <span>{deal.status === 'error' ? '拼团信息加载失败，请刷新重试。' : '暂无拼团活动：该商品当前没有进行中的拼团，可按批发价正常采购。'}</span>
      </div>
    );
  }
  const address = addresses.data?.find((a) => a.is_default === 1) ?? addresses.data?.[0];
  const limit = joinLimit(current);
  const percent = Math.min(100, Math.round((current.joined / current.target) * 100));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = { deal_id: current.id, number: number.trim(), address_id: address?.id };
    // The call's own schema with the units this buyer may take now, loaded on the first submit so zod stays out of the page's first load.
    const { groupJoinInput } = await import('../../shared/contract/calls/group-join-input');
    const result = await form.submit(schemaErrors(groupJoinInput(limit), input, FIELDS), () =>
      dealZoneApi.groupDealJoin({ deal_id: current.id, number: Number(input.number), address_id: address!.id }),
    );
    if (result.ok) setJoined(result.value);
  };

  return (
    <section className="yp-detail__group yp-group" aria-label="拼团活动">
      <div className="yp-group__head">
        <strong>拼团</strong>
        <span className="yp-group__state" data-state={current.state}>
          {current.state_text}
        </span>
        <span>截止 {deadlineText(current.deadline)}</span>
      </div>
      <div className="yp-group__price">
        拼团价{' '}
        {current.group_price === null ? (
          <Link to={loginHref}>登录可见</Link>
        ) : (
          <em>
            {formatYuan(current.group_price)}/{current.goods.bzdw}
          </em>
        )}
      </div>
      <div
        className="yp-group__progress"
        role="progressbar"
        aria-label="成团进度"
        aria-valuemin={0}
        aria-valuemax={current.target}
        aria-valuenow={current.joined}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="yp-group__count">
        已拼 {current.joined}/{current.target} {current.goods.bzdw}
        {current.state === 'open' ? `，还差 ${current.remaining} ${current.goods.bzdw}成团` : ''}
        {current.my_number > 0 ? `（我已参团 ${current.my_number} ${current.goods.bzdw}）` : ''}
      </p>
      {joined ? (
        <p className="yp-group__done" role="status">
          {joined.deal.state === 'succeeded' ? '参团成功，已成团！订单已转为待付款，请尽快支付。' : '参团成功！订单待成团，成团后即可付款。'}
          <Link to={`/order/info/${joined.order.id}`}>查看订单</Link>
        </p>
      ) : null}
      {current.state === 'open' && !visitor ? (
        <form className="yp-group__form" onSubmit={(event) => void submit(event)} noValidate>
          <label>
            参团数量
            <input
              ref={numberInput}
              type="number"
              min={1}
              max={limit}
              value={number}
              aria-invalid={form.errors.number ? true : undefined}
              onChange={(event) => {
                setNumber(event.target.value);
                form.clear('number');
              }}
            />
            <span>每单最多{current.max_per_order}件</span>
          </label>
          <span className="yp-group__address">收货地址：{address ? `${address.consignee} ${address.full}` : <Link to="/zhzx/addr">添加收货地址</Link>}</span>
          <button type="submit" className="yp-btn yp-btn--primary" disabled={form.submitting || limit === 0}>
            立即参团
          </button>
          <FormError message={form.errors.number ?? form.errors.deal_id ?? form.errors.address_id ?? form.errors.form} className="yp-group__error" />
        </form>
      ) : null}
      {current.state === 'open' && visitor ? (
        <p>
          <Link to={loginHref} className="yp-btn yp-btn--primary yp-btn--small">
            登录后参团
          </Link>
        </p>
      ) : null}
    </section>
  );
}
