import { defineWidget } from '../../shared/elements/register';
import { OrderPage } from './order-page.component';
import css from './order-page.css?inline';

/**
 * <yp-order-page order-id="123" [parent-origin="https://erp.example"] [api-base] [site] [token]>
 *
 * One order's detail with the actions it allows. `parent-origin`: when the
 * page is framed, the exact origin of the framing page, which then receives
 * `{type: 'yaopi:bus', v: 1, event, payload}` messages ('frame:height',
 * 'order:status') and may send 'frame:refresh' (docs/embed.md, "The order
 * page in an ERP iframe"). Parts: page, status,
 * countdown, cancel-request, actions, pay, receive, after-sale, rebuy, cancel,
 * request-cancel, items, amounts, address, invoice, logistics, timeline,
 * after-sales.
 */
export const ORDER_PAGE_TAG = 'yp-order-page';

defineWidget(ORDER_PAGE_TAG, OrderPage, {
  props: { orderId: 'string', parentOrigin: 'string' },
  css: [css],
});
