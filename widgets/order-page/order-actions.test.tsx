// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderActions as Allowed, OrderSummary } from '../../shared/contract/order';
import { render, type Rendered } from '../../shared/ui/testing/render';
import { OrderActions, payPath } from './order-actions';

function order(actions: Partial<Allowed>, extra: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: 7,
    order_no: 'YP1',
    status: 1,
    status_text: '待付款',
    after_sale_status: 0,
    pay_total: '10.00',
    goods_count: 1,
    goods_quantity: 1,
    items: [],
    is_hm: 0,
    pay_method: '',
    offline_pending: 0,
    created_at: 0,
    expires_at: 0,
    actions: { pay: 0, cancel: 0, receive: 0, after_sale: 0, rebuy: 0, request_cancel: 0, ...actions },
    ...extra,
  };
}

let shown: Rendered | undefined;
afterEach(() => {
  shown?.unmount();
  shown = undefined;
});

const labels = (r: Rendered) => [...r.container.querySelectorAll('button')].map((b) => b.textContent);

describe('OrderActions', () => {
  it('shows exactly the buttons the server allows, most important first', async () => {
    shown = await render(<OrderActions order={order({ pay: 1, cancel: 1 })} />);
    expect(labels(shown)).toEqual(['去支付', '取消订单']);
    shown.unmount();
    shown = await render(<OrderActions order={order({ receive: 1, after_sale: 1, rebuy: 1 }, { status: 3 })} />);
    expect(labels(shown)).toEqual(['确认收货', '申请售后', '再次购买']);
    shown.unmount();
    // A paid order not yet shipped: 申请取消 (the seller decides), never 取消订单.
    shown = await render(<OrderActions order={order({ rebuy: 1, request_cancel: 1 }, { status: 2 })} />);
    expect(labels(shown)).toEqual(['再次购买', '申请取消']);
  });

  it('renders nothing when no action is allowed', async () => {
    shown = await render(<OrderActions order={order({})} />);
    expect(shown.container.innerHTML).toBe('');
  });

  it('pays 含麻 orders on /cart/hm and the others on step 3', () => {
    expect(payPath({ id: 7, is_hm: 0 })).toBe('/cart/step3/7');
    expect(payPath({ id: 7, is_hm: 1 })).toBe('/cart/hm?id=7');
  });
});
