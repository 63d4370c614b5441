import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/route';
import type { Transaction } from '../../db/client';
import { sellerAcceptOrder, sellerDeliverParcel, sellerRefuseOrder, sellerShipOrder, sellerTraceParcel } from '../../../shared/contract/seller/fulfilment';
import { acceptOrder, deliverParcel, refuseOrder, shipParcel, traceParcel } from '../../services/seller/fulfilment';
import { sellerRoute } from './register';

/** Writes run in the request's transaction (register.ts), so `db` is a Transaction here. */
export const tx = (db: unknown) => db as Transaction;

export function registerSellerFulfilmentRoutes(app: FastifyInstance, deps: AppDeps): void {
  sellerRoute(app, deps, sellerAcceptOrder, ({ input, db, now }) => acceptOrder(tx(db), input.order_no, now));
  sellerRoute(app, deps, sellerRefuseOrder, ({ input, db, now }) => refuseOrder(tx(db), input.order_no, input.reason, now, deps.payments));
  sellerRoute(app, deps, sellerShipOrder, ({ input, db, now }) => shipParcel(tx(db), input.order_no, input, now));
  sellerRoute(app, deps, sellerTraceParcel, ({ input, db }) => traceParcel(tx(db), input.order_no, input.waybill_no, input.events));
  sellerRoute(app, deps, sellerDeliverParcel, ({ input, db }) => deliverParcel(tx(db), input.order_no, input.waybill_no, input.at, input.signed_by));
}
