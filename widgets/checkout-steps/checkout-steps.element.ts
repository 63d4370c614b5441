import { defineWidget } from '../../shared/elements/register';
import { CheckoutSteps } from './checkout-steps.component';
import css from './checkout-steps.css?inline';

/**
 * <yp-checkout-steps step="cart|confirm|pay|hm|done" [order-id] [ids] [api-base] [site] [token]>
 *
 * The cart flow: the cart table with filters, tiers and totals (cart), the
 * order check with address, coupon, invoice and remark (confirm, with ids
 * "1,2,3"), paying an order (pay, hm, with order-id) and the result (done).
 * Parts: root, filters, filter, activity, tier, hint, free-shipping,
 * lines, line, name, spec, price, subtotal, remove, gift, totals-bar,
 * selected-total, preferred-total, seckill-total, coupon-total, checkout,
 * addresses, coupons, invoice, remark, amounts, pay-total, submit,
 * pay-head, countdown, method, confirm-pay, qr, switch-method, transfer, done.
 */
export const CHECKOUT_STEPS_TAG = 'yp-checkout-steps';

defineWidget(CHECKOUT_STEPS_TAG, CheckoutSteps, {
  props: { step: 'string', orderId: 'string', ids: 'string' },
  css: [css],
});
