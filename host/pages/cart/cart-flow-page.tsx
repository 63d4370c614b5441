import { CheckoutSteps, type CheckoutStepsProps } from '../../../widgets/checkout-steps/checkout-steps.component';
import { MemberOnly } from '../../lib/member-only';
import './cart-pages.css';

/** The frame every cart-flow page shares: the 1200 px column and the members-only gate around the widget. */
export function CartFlowPage(props: CheckoutStepsProps) {
  return (
    <MemberOnly waitClassName="yp-container yp-cart yp-cart--loading">
      <div className="yp-container yp-cart" data-step={props.step}>
        <CheckoutSteps {...props} />
      </div>
    </MemberOnly>
  );
}
