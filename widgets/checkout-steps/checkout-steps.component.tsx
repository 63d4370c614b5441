import { useEffect } from 'react';
import { loadSession } from '../../shared/store/session-load';
import { session } from '../../shared/store/session';
import { Empty } from '../../shared/ui/empty';
import { Link } from '../../shared/ui/link';
import { Loading } from '../../shared/ui/spinner';
import { useSignalValue } from '../../shared/ui/use-signal-value';
import { useStyles } from '../../shared/ui/use-styles';
import { CartStep } from './cart-step';
import { parseId, parseIds } from './checkout-paths';
import { checkoutText as text } from './checkout-steps.text';
import { ConfirmStep } from './confirm-step';
import { DoneStep } from './done-step';
import { PayStep } from './pay-step';
import css from './checkout-steps.css?inline';

export type CheckoutStep = 'cart' | 'confirm' | 'pay' | 'hm' | 'done';

export interface CheckoutStepsProps {
  /** Which step to show (docs/product/routes.md Cart flow): cart 1, confirm 2, pay / hm 3, done 4. Default cart. */
  step?: CheckoutStep | (string & {});
  /** pay, hm, done: the order. */
  orderId?: number | string;
  /** confirm: the chosen cart line ids, "1,2,3" as in /cart/step2?ids=. */
  ids?: string;
}

/**
 * The cart flow as one widget (docs/product/routes.md Cart flow, docs/product/entities.md, docs/product/states.md, docs/product/constants.md): the host
 * renders it on /cart, /cart/step2, /cart/step3/:id, /cart/hm and
 * /cart/step4 with the step and the route's ids; a partner page can drop
 * <yp-checkout-steps step="cart"> in and get the same cart. Members only: a
 * visitor is asked to log in.
 */
export function CheckoutSteps({ step = 'cart', orderId, ids }: CheckoutStepsProps) {
  const ref = useStyles<HTMLDivElement>(css);
  const status = useSignalValue(session.status);
  const member = useSignalValue(session.isMember);

  useEffect(() => {
    // Alone on a partner page nobody else asked who the buyer is.
    if (session.status.value === 'idle') void loadSession();
  }, []);

  let body;
  if (!member) {
    body =
      status === 'ready' ? (
        <Empty
          icon="cart"
          text={text.loginFirst}
          action={
            <Link to="/login" className="yp-btn yp-btn--primary" part="login">
              {text.login}
            </Link>
          }
        />
      ) : (
        <Loading />
      );
  } else {
    const id = parseId(orderId);
    switch (step) {
      case 'confirm':
        body = <ConfirmStep key={ids} ids={parseIds(ids)} />;
        break;
      case 'pay':
      case 'hm':
        body = id ? <PayStep key={id} orderId={id} hm={step === 'hm'} /> : <Empty icon="warning" />;
        break;
      case 'done':
        body = id ? <DoneStep key={id} orderId={id} /> : <Empty icon="warning" />;
        break;
      default:
        body = <CartStep />;
    }
  }

  return (
    <div ref={ref} className="yp-surface yp-co" part="root" data-step={step}>
      {body}
    </div>
  );
}
