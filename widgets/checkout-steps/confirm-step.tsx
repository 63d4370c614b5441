import { useEffect, useId, useRef, useState } from 'react';
import { cartApi } from '../../shared/api/resources/cart';
import { newIdempotencyKey, orderApi, withIdempotencyKey } from '../../shared/api/resources/order';
import { navigate } from '../../shared/bus/navigate';
import { cartLineImage, type CartItem } from '../../shared/contract/cart';
import type { Address } from '../../shared/contract/order';
import { bestCouponId } from '../../shared/domain/best-coupon';
import { refreshCartCount } from '../../shared/store/cart-lines';
import { assetUrl } from '../../shared/ui/asset-url';
import { Empty, LoadFailed } from '../../shared/ui/empty';
import { Icon } from '../../shared/ui/icon';
import { Link } from '../../shared/ui/link';
import { DataTable, type DataColumn } from '../../shared/ui/data-table';
import { Loading } from '../../shared/ui/spinner';
import { useAsync } from '../../shared/ui/use-async';
import { AddressPicker } from './address-picker';
import { CART_PATH } from './checkout-paths';
import { checkoutText as text } from './checkout-steps.text';
import { CombinationParts, CombinationTag, GiftLine } from './combination-parts';
import { CouponPicker } from './coupon-picker';
import { handleFormFailure } from '../../shared/api/form-failure';
import { InvoiceForm, type InvoiceDraft, type InvoiceErrors } from './invoice-form';
import { schemaErrors } from '../../shared/connected/schema-errors';
import { OrderAmounts } from './order-amounts';
import { QualificationNotice, useOrderBlock } from './qualification-notice';
import { FormError } from '../../shared/ui/form-error';
import { formatYuan } from '../../shared/domain/money';
import { addressApi } from '../../shared/api/resources/address';
import { walletApi } from '../../shared/api/resources/wallet';

/** 订单备注's length: the order call's (shared/contract/calls/order-input.ts). */
export const REMARK_MAX = 200;

/** The order call's fields this step shows a message beside; the others' messages go to the form's. */
const ORDER_FIELDS = ['address_id', 'invoice_title', 'invoice_tax_no', 'remark'] as const;

/** The default address, else the first. */
/** The lines of the order being confirmed: what each costs, how many, and the subtotal, as the server priced them. */
const orderLineColumns: DataColumn<CartItem>[] = [
  {
    heading: text.colGoods,
    kind: 'title',
    cell: (line) => (
      <div className="yp-co__goods">
        <img
          className="yp-co__image yp-co__image--small"
          src={assetUrl(line.combination?.items[0]?.image ?? cartLineImage(line.goods), 48)}
          alt=""
          width={48}
          height={48}
          loading="lazy"
        />
        <div className="yp-co__goods-info">
          <span className="yp-co__name">
            {line.combination ? <CombinationTag /> : null}
            {line.goods.name}
          </span>
          {line.combination ? (
            <CombinationParts combination={line.combination} />
          ) : (
            <div className="yp-co__meta">
              {line.goods.ypgg} · {line.goods.sccj}
            </div>
          )}
          <GiftLine gift={line.gift_data} />
        </div>
      </div>
    ),
  },
  { heading: text.colPrice, kind: 'num', cell: (line) => <span className="yp-co__money">{formatYuan(line.price)}</span> },
  {
    heading: text.colQuantity,
    kind: 'num',
    cell: (line) => (
      <>
        {line.number}
        {line.goods.bzdw}
      </>
    ),
  },
  {
    heading: text.colSubtotal,
    kind: 'num',
    // After the line's share of the 满减 / 满折, as in the cart; the amounts below take them off 商品金额.
    cell: (line) => (
      <>
        <strong className="yp-co__money">{formatYuan(line.subtotal)}</strong>
        {Number(line.goods_manjian_amount) > 0 ? <span className="yp-co__line-saving">{text.lineSaving(line.goods_manjian_amount)}</span> : null}
      </>
    ),
  },
];

function preferredAddress(addresses: readonly Address[]): number {
  return (addresses.find((a) => a.is_default === 1) ?? addresses[0])?.id ?? 0;
}

/**
 * Step 2, /cart/step2?ids=… (docs/product/routes.md Cart flow): address, the goods
 * (read-only), coupon, invoice, remark and the amounts, all priced by the
 * server's preview. 提交订单 sends ONE idempotency key per visit of the
 * page, so a double click or a retry after a lost answer makes one order.
 */
export function ConfirmStep({ ids }: { ids: number[] }) {
  const idsKey = ids.join(',');
  const remarkId = useId();
  const [couponId, setCouponId] = useState(0);
  const [addressId, setAddressId] = useState(0);
  const [invoice, setInvoice] = useState<InvoiceDraft>({ type: 0, title: '', taxNo: '' });
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<InvoiceErrors & { address_id?: string; remark?: string; form?: string }>({});
  const [submitting, setSubmitting] = useState(false);
  // One key for this visit: a second click or a retry gets the first order back.
  // The server binds it to the body; after a 422 on the key (the body changed
  // since a lost answer) the next submit is a new request with a new key.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const submittingRef = useRef(false);

  const addresses = useAsync(() => addressApi.addressList(), []);
  const coupons = useAsync(() => (ids.length ? walletApi.availableCoupons({ ids }) : Promise.resolve(null)), [idsKey]);
  const preview = useAsync(() => (ids.length ? cartApi.cartCheckout({ ids, coupon_id: couponId }) : Promise.resolve(null)), [idsKey, couponId]);
  const blockedReason = useOrderBlock(preview.data);

  // The default address is chosen once the list arrives (and after one is added, see onAdded).
  const addedAddress = useRef(0);
  useEffect(() => {
    const list = addresses.data;
    if (!list) return;
    if (addedAddress.current && list.some((a) => a.id === addedAddress.current)) {
      setAddressId(addedAddress.current);
      addedAddress.current = 0;
    } else if (!list.some((a) => a.id === addressId)) {
      setAddressId(preferredAddress(list));
    }
  }, [addresses.data, addressId]);

  // Once the coupons for these lines arrive, the one that saves the most is
  // chosen, unless the buyer has already picked (or picked 不使用优惠券).
  const couponPicked = useRef(false);
  const couponList = coupons.data?.data;
  useEffect(() => {
    if (!couponList || couponPicked.current) return;
    couponPicked.current = true;
    setCouponId(bestCouponId(couponList));
  }, [couponList]);
  const chooseCoupon = (id: number) => {
    couponPicked.current = true;
    setCouponId(id);
  };

  // A coupon the server turned down (already alerted): back to none.
  useEffect(() => {
    if (preview.status === 'error' && couponId !== 0) setCouponId(0);
  }, [preview.status, couponId]);

  if (ids.length === 0) {
    return (
      <Empty
        icon="cart"
        text={text.noIds}
        action={
          <Link to={CART_PATH} className="yp-btn yp-btn--primary">
            {text.backToCart}
          </Link>
        }
      />
    );
  }

  const data = preview.data;
  if (!data) {
    if (preview.status === 'error') {
      return (
        <LoadFailed
          text={text.confirmFailed}
          onRetry={preview.reload}
          also={
            <Link to={CART_PATH} className="yp-btn">
              {text.backToCart}
            </Link>
          }
        />
      );
    }
    return <Loading />;
  }

  const chosenAddress = addresses.data?.find((a) => a.id === addressId);

  const submit = async () => {
    if (submittingRef.current || blockedReason) return;
    const input = {
      ids,
      address_id: addressId,
      coupon_id: couponId,
      invoice_type: invoice.type,
      invoice_title: invoice.type === 0 ? '' : invoice.title.trim(),
      invoice_tax_no: invoice.type === 0 ? '' : invoice.taxNo.trim(),
      remark: remark.trim(),
    };
    // The call's own schema (its Chinese messages), loaded on the first submit so zod stays out of the first load.
    const { orderCreateInput } = await import('../../shared/contract/calls/order-input');
    // A second press while the schema loaded finds the first one sending.
    if (submittingRef.current) return;
    const found = schemaErrors(orderCreateInput, input, ORDER_FIELDS);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    submittingRef.current = true;
    setSubmitting(true);
    try {
      const created = await orderApi.orderCreate(input, withIdempotencyKey(idempotencyKey, { silent: true }));
      // The ordered lines have left the cart: the badges follow.
      void refreshCartCount().catch(() => undefined);
      navigate(created.pay_path, { replace: true });
    } catch (error) {
      // Not useFormSubmit: a refused idempotency key must be renewed before the next press (see form-failure.ts).
      const fields = handleFormFailure(error);
      if (fields) setErrors({ ...fields, form: Object.values(fields)[0] });
      if (fields?.idempotency_key) setIdempotencyKey(newIdempotencyKey());
      submittingRef.current = false;
      setSubmitting(false);
    }
  };

  return (
    <div className="yp-co__confirm">
      {blockedReason ? <QualificationNotice reason={blockedReason} /> : null}
      {data.is_hm === 1 ? (
        <p className="yp-co__notice" role="note" part="hm-notice">
          <Icon name="warning" />
          {text.hmNotice}
        </p>
      ) : null}
      {addresses.data ? (
        <AddressPicker
          addresses={addresses.data}
          chosen={addressId}
          onChoose={(id) => {
            setAddressId(id);
            setErrors((prev) => ({ ...prev, address_id: undefined }));
          }}
          onAdded={(address) => {
            addedAddress.current = address.id;
            setErrors((prev) => ({ ...prev, address_id: undefined }));
            addresses.reload();
          }}
          error={errors.address_id}
        />
      ) : addresses.status === 'error' ? (
        <LoadFailed compact text={text.confirmFailed} onRetry={addresses.reload} />
      ) : (
        <Loading />
      )}

      <section className="yp-co__section" part="goods">
        <h3 className="yp-co__section-title">{text.goodsList}</h3>
        <DataTable
          caption={text.goodsList}
          className="yp-co__order-lines"
          columns={orderLineColumns}
          rows={data.items}
          rowKey={(line) => line.id}
          rowProps={(line) => ({ part: 'order-line', 'data-cart-id': line.id })}
        />
      </section>

      <CouponPicker coupons={coupons.data?.data ?? []} chosen={couponId} disabled={preview.status === 'loading'} onChoose={chooseCoupon} />
      <InvoiceForm value={invoice} onChange={setInvoice} errors={errors} />

      <section className="yp-co__section">
        <h3 className="yp-co__section-title">
          <label htmlFor={remarkId}>{text.remark}</label>
        </h3>
        <div className="yp-co__remark">
          <textarea
            id={remarkId}
            part="remark"
            value={remark}
            maxLength={REMARK_MAX}
            rows={3}
            placeholder={text.remarkPlaceholder}
            aria-invalid={Boolean(errors.remark)}
            onChange={(event) => setRemark(event.currentTarget.value.slice(0, REMARK_MAX))}
          />
          <span className="yp-co__counter" aria-live="polite">
            {text.remarkCount(remark.length, REMARK_MAX)}
          </span>
        </div>
        {errors.remark ? (
          <span className="yp-co__field-error" role="alert">
            {errors.remark}
          </span>
        ) : null}
      </section>

      <section className="yp-co__submit-box" aria-busy={preview.status === 'loading'}>
        <OrderAmounts preview={data} />
        {chosenAddress ? <p className="yp-co__muted">{text.deliverTo(chosenAddress.consignee, chosenAddress.phone, chosenAddress.full)}</p> : null}
        <FormError message={errors.form} className="yp-co__field-error" />
        <div className="yp-co__submit-row">
          <Link to={CART_PATH} className="yp-co__link-btn">
            {text.backToCart}
          </Link>
          {blockedReason ? (
            <span className="yp-co__blocked" part="submit-blocked" id="yp-co-submit-blocked">
              {blockedReason}
            </span>
          ) : null}
          <button
            type="button"
            className="yp-btn yp-btn--primary yp-co__submit"
            part="submit"
            disabled={submitting || preview.status === 'loading' || Boolean(blockedReason)}
            aria-busy={submitting}
            aria-describedby={blockedReason ? 'yp-co-submit-blocked' : undefined}
            title={blockedReason ?? undefined}
            onClick={() => void submit()}
          >
            {submitting ? text.submitting : text.submit}
          </button>
        </div>
      </section>
    </div>
  );
}
