import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as calls from '../../shared/contract/calls';
import { IDEMPOTENCY_HEADER } from '../../shared/contract/calls/order';
import { AppError } from '../errors';
import { memberRoute, memberRouteResolvingSession, type AppDeps } from '../http/route';
import { cancelOrder } from '../services/order/cancel';
import { requestOrderCancel } from '../services/order/cancel-request';
import { IDEMPOTENCY_KEY_MAX } from '../services/order/constants';
import { createOrder } from '../services/order/create';
import { hmReceipts, listOrders, orderCounts, orderDetail } from '../services/order/queries';
import { rebuyOrder } from '../services/order/rebuy';
import { receiveOrder } from '../services/order/receive';
import { payInfo, payOrder } from '../services/payment/pay';
import { deviceOf } from '../services/payment/device';

/** The Idempotency-Key header, or null; longer than IDEMPOTENCY_KEY_MAX → 422. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  if (value.length > IDEMPOTENCY_KEY_MAX) throw AppError.field('idempotency_key', `请求标识不能超过${IDEMPOTENCY_KEY_MAX}个字符`);
  return value || null;
}

/** The site's origin for absolute links: PUBLIC_URL, else the request's own. */
export function originOf(request: FastifyRequest, deps: AppDeps): string {
  return (deps.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

/**
 * Orders and paying them (docs/api.md "Orders"): member calls, every query
 * scoped to the session's user (another buyer's order id → 404).
 */
export function registerOrderRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  // The order's first statement looks the cookie session up too (order_preflight_by_session).
  memberRouteResolvingSession(
    app,
    deps,
    calls.orderCreate,
    ({ input, caller, request }) => createOrder(db, 'tokenHash' in caller ? caller : caller.userId, input, idempotencyKeyOf(request)),
    { message: '下单成功' },
  );
  memberRoute(app, deps, calls.orderList, ({ input, session }) => listOrders(db, session.userId, input));
  memberRoute(app, deps, calls.orderCounts, ({ session }) => orderCounts(db, session.userId));
  memberRoute(app, deps, calls.hmReceipts, ({ input, session }) => hmReceipts(db, session.userId, input));
  memberRoute(app, deps, calls.orderDetail, ({ input, session }) => orderDetail(db, session.userId, input.id));
  memberRoute(app, deps, calls.orderCancel, ({ input, session }) => cancelOrder(db, session.userId, input.id, input.reason, new Date(), deps.payments), {
    message: '订单已取消',
  });
  memberRoute(app, deps, calls.orderCancelRequest, ({ input, session }) => requestOrderCancel(db, session.userId, input.id, input.reason), {
    message: '已提交取消申请，等待商家审核',
  });
  memberRoute(app, deps, calls.orderReceive, ({ input, session }) => receiveOrder(db, session.userId, input.id), { message: '确认收货成功' });
  memberRoute(app, deps, calls.orderRebuy, ({ input, session }) => rebuyOrder(db, session.userId, input.id), { message: '已加入购物车' });
  memberRoute(app, deps, calls.orderPayInfo, ({ input, session }) => payInfo(db, deps, session.userId, input.id));
  memberRoute(app, deps, calls.orderPay, ({ input, session, request }) =>
    payOrder(db, deps, session.userId, input.id, input, {
      origin: originOf(request, deps),
      key: idempotencyKeyOf(request),
      payer: session.accountId,
      // The page's own width (under 768 px: phone) or a phone's User-Agent: either way the phone flow.
      device: input.device === 'phone' ? 'phone' : deviceOf(request.headers['user-agent']),
      clientIp: request.ip,
    }),
  );
}
