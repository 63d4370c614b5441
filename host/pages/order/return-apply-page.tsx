import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { schemaErrors } from '../../../shared/connected/schema-errors';
import { useFormSubmit } from '../../../shared/connected/use-form-submit';
import type { OrderItem, ReturnForm } from '../../../shared/contract/order';
import { formatPrice, formatYuan, multiplyFen, yuanToFen } from '../../../shared/domain';
import { AsyncView, DataTable, Empty, useAsync } from '../../../shared/ui';
import { IdRoutePage } from './id-route-page';
import { afterSaleApi } from '../../../shared/api/resources/after-sale';
import { assetUrl } from '../../../shared/ui/asset-url';

const FIELDS = ['items', 'type', 'reason', 'description'] as const;
type Field = (typeof FIELDS)[number];
/** Where focus goes for a field's message: the first goods' checkbox, the chosen type, the reason, the description. */
const FOCUS: Record<Field, string> = {
  items: '.yp-return input[type="checkbox"]',
  type: '.yp-return input[name="type"]:checked',
  reason: '#return-reason',
  description: '#return-description',
};

const TYPES = [
  { value: 1, label: '退货退款', hint: '已收到货，需要退回商品' },
  { value: 2, label: '仅退款', hint: '未收到货或无需退回商品' },
] as const;

/**
 * /order/returnInfo/{id} (申请退货): per returnable line a checkbox and a
 * quantity up to what may still be returned, the type, a reason and a
 * description, and the refund it comes to. The server decides the real
 * amount; 422 messages show beside the fields they name.
 */
export default function ReturnApplyPage() {
  return (
    <IdRoutePage crumbs={[{ label: '我的订单', to: '/order' }, { label: '申请退货' }]} missing="订单不存在">
      {(id) => <ReturnApply orderId={id} />}
    </IdRoutePage>
  );
}

function ReturnApply({ orderId }: { orderId: number }) {
  const form = useAsync(() => afterSaleApi.returnForm({ id: orderId }), [orderId]);
  return (
    <AsyncView state={form} loadingText="正在加载订单…" errorText="退货信息加载失败">
      {(data) => <ReturnApplyForm form={data} />}
    </AsyncView>
  );
}

function ReturnApplyForm({ form }: { form: ReturnForm }) {
  const navigate = useNavigate();
  const { order, reasons } = form;
  const returnable = order.items.filter((item) => item.returnable_number > 0);
  const [picked, setPicked] = useState<Record<number, number>>({});
  const [type, setType] = useState<1 | 2>(order.status === 3 ? 2 : 1);
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const {
    errors,
    submitting,
    clear: clearError,
    submit,
  } = useFormSubmit(FIELDS, {
    inlineFailures: true,
    focus: (field) => document.querySelector<HTMLElement>(FOCUS[field])?.focus(),
  });

  const amountFen = useMemo(
    () => returnable.reduce((sum, item) => (picked[item.id] ? sum + multiplyFen(yuanToFen(item.price), picked[item.id] ?? 0) : sum), 0),
    [returnable, picked],
  );
  const pickedCount = Object.keys(picked).length;

  const toggle = (item: OrderItem, on: boolean) => {
    clearError('items');
    setPicked((prev) => {
      const next = { ...prev };
      if (on) next[item.id] = item.returnable_number;
      else delete next[item.id];
      return next;
    });
  };
  const setNumber = (item: OrderItem, raw: string) => {
    const value = Math.min(item.returnable_number, Math.max(1, Math.trunc(Number(raw.replace(/\D+/g, '')) || 1)));
    setPicked((prev) => ({ ...prev, [item.id]: value }));
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      id: order.id,
      type,
      reason,
      description: description.trim(),
      items: Object.entries(picked).map(([itemId, number]) => ({ order_item_id: Number(itemId), number })),
    };
    // The call's own schema, loaded on the first submit so zod stays out of the page's first load.
    const { returnApplyInput } = await import('../../../shared/contract/calls/return-apply-input');
    const result = await submit(schemaErrors(returnApplyInput, input, FIELDS), () => afterSaleApi.returnApply(input, { silent: true }));
    if (result.ok) void navigate(`/order/afterSalesInfo/${result.value.id}`);
  };

  // The summary at the top repeats the first message; one for a field the form does not show by name (items.0.number …) is only there.
  const firstError = errors.form ?? FIELDS.map((name) => errors[name]).find(Boolean);
  const fieldError = (name: Field) => errors[name];

  if (returnable.length === 0) {
    return (
      <section className="yp-orders__panel">
        <h1 className="yp-orders__title">申请退货</h1>
        <Empty
          icon="box"
          text="该订单暂无可申请售后的商品"
          action={
            <Link to={`/order/info/${order.id}`} className="yp-btn">
              返回订单详情
            </Link>
          }
        />
      </section>
    );
  }

  return (
    <form className="yp-orders__panel yp-return" onSubmit={(event) => void send(event)} noValidate aria-labelledby="return-title">
      <h1 id="return-title" className="yp-orders__title">
        申请退货
        <span className="yp-orders__sub">
          订单编号：<Link to={`/order/info/${order.id}`}>{order.order_no}</Link>
        </span>
      </h1>
      {firstError ? (
        <p className="yp-form-error" role="alert">
          {firstError}
        </p>
      ) : null}

      <fieldset className="yp-return__group">
        <legend>选择退货商品</legend>
        <DataTable
          caption="可退货商品"
          rows={returnable}
          rowKey={(item) => item.id}
          rowProps={(item) => ({ 'data-item-id': item.id })}
          columns={[
            {
              heading: '选择',
              kind: 'media',
              cell: (item) => (
                <input
                  id={`return-item-${item.id}`}
                  type="checkbox"
                  checked={item.id in picked}
                  onChange={(event) => toggle(item, event.currentTarget.checked)}
                />
              ),
            },
            {
              heading: '商品',
              kind: 'title',
              cell: (item) => (
                <label htmlFor={`return-item-${item.id}`} className="yp-return__goods">
                  <img src={assetUrl(item.image, 48)} alt="" width={48} height={48} />
                  <span>
                    <strong>{item.name}</strong>
                    <small>
                      {item.ypgg} · {item.sccj}
                    </small>
                  </span>
                </label>
              ),
            },
            { heading: '单价', kind: 'num', cell: (item) => formatYuan(item.price) },
            { heading: '购买数量', kind: 'num', cell: (item) => item.number },
            { heading: '可退数量', kind: 'num', cell: (item) => item.returnable_number },
            {
              heading: '退货数量',
              kind: 'num',
              cell: (item) => {
                const checked = item.id in picked;
                return (
                  <>
                    <input
                      className="yp-input yp-input--qty"
                      inputMode="numeric"
                      aria-label={`${item.name} 退货数量`}
                      disabled={!checked}
                      value={checked ? String(picked[item.id]) : ''}
                      onChange={(event) => setNumber(item, event.currentTarget.value)}
                    />
                    <span className="yp-return__max"> / 最多 {item.returnable_number}</span>
                  </>
                );
              },
            },
          ]}
        />
        {fieldError('items') ? <p className="yp-field-error">{fieldError('items')}</p> : null}
      </fieldset>

      <fieldset className="yp-return__group">
        <legend>售后类型</legend>
        <div className="yp-return__types">
          {TYPES.map((option) => (
            <label key={option.value} className={type === option.value ? 'yp-choice yp-choice--on' : 'yp-choice'}>
              <input
                type="radio"
                name="type"
                value={option.value}
                checked={type === option.value}
                onChange={() => {
                  clearError('type');
                  setType(option.value);
                }}
              />
              <strong>{option.label}</strong>
              <small>{option.hint}</small>
            </label>
          ))}
        </div>
        {fieldError('type') ? <p className="yp-field-error">{fieldError('type')}</p> : null}
      </fieldset>

      <div className="yp-return__row">
        <label htmlFor="return-reason">退货原因</label>
        <div>
          <select
            id="return-reason"
            className="yp-input"
            value={reason}
            onChange={(event) => {
              clearError('reason');
              setReason(event.currentTarget.value);
            }}
            aria-invalid={Boolean(fieldError('reason'))}
          >
            <option value="">请选择退货原因</option>
            {reasons.map((item) => (
              <option key={item} value={item}>
                {item}
              </option>
            ))}
          </select>
          {fieldError('reason') ? <p className="yp-field-error">{fieldError('reason')}</p> : null}
        </div>
      </div>
      <div className="yp-return__row">
        <label htmlFor="return-description">问题描述</label>
        <div>
          <textarea
            id="return-description"
            className="yp-input yp-input--area"
            maxLength={500}
            rows={4}
            placeholder="请描述商品问题（选填，最多500字）"
            value={description}
            onChange={(event) => {
              clearError('description');
              setDescription(event.currentTarget.value);
            }}
          />
          {fieldError('description') ? <p className="yp-field-error">{fieldError('description')}</p> : null}
        </div>
      </div>

      <div className="yp-return__foot">
        <span>
          已选 {pickedCount} 种商品，预计退款 <strong className="yp-money">{formatPrice(amountFen)}</strong>
          <small>（以审核结果为准，退回账户余额）</small>
        </span>
        <button type="submit" className="yp-btn yp-btn--primary" disabled={submitting} aria-busy={submitting}>
          {submitting ? '正在提交…' : '提交申请'}
        </button>
      </div>
    </form>
  );
}
