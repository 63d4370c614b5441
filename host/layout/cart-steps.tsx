import { Steps } from '../../shared/ui';

/** docs/product/routes.md Cart flow: the four steps of the cart flow, in the order the route flag cartStep counts them. */
export const CART_STEP_NAMES = ['我的购物车', '核对订单信息', '支付订单', '支付完成'] as const;

/** Search shows in the header only at steps 1 and 4 (docs/product/routes.md Cart flow). */
export function cartStepShowsSearch(step: 1 | 2 | 3 | 4 | undefined): boolean {
  return step === undefined || step === 1 || step === 4;
}

/**
 * The step image under the header on cart-flow pages: the current step
 * highlighted, the ones before it ticked. Always in the same place, so
 * moving from step to step does not shift the page.
 */
export function CartSteps({ step }: { step: 1 | 2 | 3 | 4 }) {
  return (
    <div className="yp-cart-steps" data-step={step}>
      <div className="yp-container yp-cart-steps__inner">
        <Steps steps={CART_STEP_NAMES} current={step - 1} label="购物流程" />
      </div>
    </div>
  );
}
