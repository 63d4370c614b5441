import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { takeFragmentToken } from '../../../shared/config/fragment-token';
import { OrderPage, parseParentOrigin } from '../../../widgets/order-page/order-page.component';
import { routeId } from '../../lib/route-id';
import '../../lib/order.css';

/**
 * /frame/order/{id}?parent_origin=…: only the order page, no chrome, for
 * ERP iframes (the server lets only allowlisted origins frame it). The
 * parent origin is honoured only when it passes the widget's check (a bare
 * http(s) origin); otherwise the page shows but posts no messages.
 */
export default function OrderFramePage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const parentOrigin = parseParentOrigin(params.get('parent_origin')) ?? undefined;
  // Before the first load: the token (#token=…, shared/config/fragment-token.ts)
  // must be in place when the order is fetched.
  const [ready] = useState(() => {
    takeFragmentToken();
    return true;
  });
  useEffect(() => {
    document.documentElement.classList.add('yp-framed');
    return () => document.documentElement.classList.remove('yp-framed');
  }, []);
  const orderId = routeId(id);
  return ready ? (
    <div className="yp-order-frame">
      <OrderPage key={orderId ?? 'none'} orderId={orderId ?? 0} parentOrigin={parentOrigin} />
    </div>
  ) : null;
}
