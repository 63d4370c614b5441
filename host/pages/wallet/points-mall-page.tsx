import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { getBus } from '../../../shared/bus';
import type { Address, PointsGift } from '../../../shared/contract/order';
import { EMPTY_ADDRESS } from '../../../shared/domain';
import { AddressForm } from '../../../shared/connected/address-form';
import { schemaErrors } from '../../../shared/connected/schema-errors';
import { useFormSubmit } from '../../../shared/connected/use-form-submit';
import { loadSession, session } from '../../../shared/store';
import { AsyncView, Dialog, FormError, Loading, useAsync, useSignalValue } from '../../../shared/ui';
import { MemberPage } from '../../lib/member-shell';
import '../../lib/wallet.css';
import { pointsApi } from '../../../shared/api/resources/points';
import { addressApi } from '../../../shared/api/resources/address';
import { MemberPanel } from '../../../shared/ui/member-panel';

/**
 * /jfsc (积分商城): the gifts payable in points. 兑换 asks for the number
 * and a delivery address (the buyer's list, or a new one with the shared
 * address form); the server takes the points once, conditionally, and the
 * order appears under /jfdd.
 */
export default function PointsMallPage() {
  return (
    <MemberPage crumbs={[{ label: '积分商城' }]}>
      <PointsMall />
    </MemberPage>
  );
}

function PointsMall() {
  const user = useSignalValue(session.user);
  const gifts = useAsync(() => pointsApi.pointsGifts(), []);
  useAsync(() => loadSession(), []);
  const [exchanging, setExchanging] = useState<PointsGift | null>(null);
  const points = user?.points ?? 0;

  const body = (
    <AsyncView state={gifts} loadingText="正在加载礼品…" errorText="礼品加载失败" emptyText="积分商城暂无礼品">
      {(data) => (
        <ul className="yp-gifts" aria-label="礼品">
          {data.map((gift) => {
            const soldOut = gift.stock <= 0;
            const short = gift.points > points;
            return (
              <li key={gift.id} className="yp-gift" aria-label={gift.name}>
                <h2>{gift.name}</h2>
                <p>{gift.describe}</p>
                <span>
                  <span className="yp-gift__points">{gift.points}</span> 积分 <small className="yp-coupon__muted">库存 {gift.stock}</small>
                </span>
                <button
                  type="button"
                  className="yp-btn yp-btn--primary"
                  disabled={soldOut || short}
                  title={soldOut ? '已兑完' : short ? '积分不足' : undefined}
                  onClick={() => setExchanging(gift)}
                >
                  {soldOut ? '已兑完' : short ? '积分不足' : '立即兑换'}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </AsyncView>
  );

  return (
    <MemberPanel id="mall-title" title="积分商城">
      <div className="yp-wallet__summary">
        <span>可用积分</span>
        <strong aria-label="可用积分">{user?.points ?? '…'}</strong>
        <small>礼品随您的下一次订单一起配送。</small>
        <Link to="/wdqb/jfgl">积分明细</Link>
        <Link to="/jfdd">我的积分订单</Link>
      </div>
      {body}
      {exchanging && (
        <ExchangeDialog
          key={exchanging.id}
          gift={exchanging}
          points={points}
          onClose={() => setExchanging(null)}
          onDone={() => {
            setExchanging(null);
            gifts.reload();
          }}
        />
      )}
    </MemberPanel>
  );
}

const EXCHANGE_FIELDS = ['number', 'address_id'] as const;

function ExchangeDialog({ gift, points, onClose, onDone }: { gift: PointsGift; points: number; onClose: () => void; onDone: () => void }) {
  const navigate = useNavigate();
  const addresses = useAsync(() => addressApi.addressList(), []);
  const [chosen, setChosen] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [number, setNumber] = useState('1');
  const { errors, submitting: sending, submit: send } = useFormSubmit(EXCHANGE_FIELDS);
  const list = addresses.data ?? [];
  const addressId = chosen ?? list.find((address) => address.is_default === 1)?.id ?? list[0]?.id ?? null;
  const count = Number(number);
  const cost = Number.isInteger(count) && count > 0 ? count * gift.points : 0;

  const submit = async () => {
    // The call's own schema, loaded on the first submit so zod stays out of the page's first load.
    const { pointsExchangeInput } = await import('../../../shared/contract/calls/points-exchange-input');
    const found = schemaErrors(pointsExchangeInput, { gift_id: gift.id, number, address_id: addressId ?? undefined }, EXCHANGE_FIELDS);
    // What the schema cannot know: the stock and the balance shown on this page (the server checks both again).
    if (!found.number && count > gift.stock) found.number = `礼品库存不足，仅剩${gift.stock}件`;
    else if (!found.number && cost > points) found.number = '积分不足';
    const result = await send(found, () => pointsApi.pointsExchange({ gift_id: gift.id, number: count, address_id: addressId! }, { silent: true }));
    if (!result.ok) return;
    getBus().emit('ui:toast', { message: `兑换成功，消耗${result.value.points}积分`, kind: 'success' });
    await loadSession().catch(() => null);
    onDone();
    void navigate('/jfdd');
  };

  const added = (address: Address) => {
    setAdding(false);
    setChosen(address.id);
    addresses.reload();
  };

  return (
    <Dialog
      open
      title={`兑换 ${gift.name}`}
      onClose={onClose}
      width={560}
      footer={
        adding ? undefined : (
          <div className="yp-exchange__actions">
            <button type="button" className="yp-btn" onClick={onClose}>
              取消
            </button>
            <button type="button" className="yp-btn yp-btn--primary" disabled={sending} onClick={() => void submit()}>
              {sending ? '正在兑换…' : `确认兑换（${cost}积分）`}
            </button>
          </div>
        )
      }
    >
      <div className="yp-exchange">
        <FormError message={errors.form} className="yp-wallet__error" />
        <label className="yp-site-addr-form__field">
          兑换数量（每件 {gift.points} 积分，可用 {points} 积分）
          <input
            className="yp-input"
            inputMode="numeric"
            value={number}
            onChange={(event) => setNumber(event.target.value.trim())}
            aria-invalid={errors.number ? true : undefined}
            aria-describedby={errors.number ? 'exchange-number-error' : undefined}
          />
          {errors.number && (
            <small id="exchange-number-error" className="yp-wallet__error" role="alert">
              {errors.number}
            </small>
          )}
        </label>
        {adding ? (
          <AddressForm
            initial={EMPTY_ADDRESS}
            title="新增收货地址"
            save={(draft) => addressApi.addressCreate(draft)}
            onSaved={added}
            onCancel={() => setAdding(false)}
            focusFirst
          />
        ) : (
          <fieldset aria-describedby={errors.address_id ? 'exchange-address-error' : undefined}>
            <legend>收货地址</legend>
            {addresses.status === 'loading' && !addresses.data ? (
              <Loading text="正在加载收货地址…" />
            ) : list.length === 0 ? (
              <p className="yp-coupon__muted">还没有收货地址，请新增。</p>
            ) : (
              list.map((address) => (
                <label key={address.id} className="yp-exchange__address">
                  <input type="radio" name="exchange-address" checked={address.id === addressId} onChange={() => setChosen(address.id)} />
                  <span>
                    {address.consignee} {address.phone}
                    <br />
                    <small className="yp-coupon__muted">
                      {address.province}
                      {address.city}
                      {address.district}
                      {address.detail}
                    </small>
                  </span>
                </label>
              ))
            )}
            {errors.address_id && (
              <small id="exchange-address-error" className="yp-wallet__error" role="alert">
                {errors.address_id}
              </small>
            )}
            <button type="button" className="yp-btn yp-btn--small" onClick={() => setAdding(true)}>
              新增收货地址
            </button>
          </fieldset>
        )}
      </div>
    </Dialog>
  );
}
