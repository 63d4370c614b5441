import * as defs from '../../contract/calls/cashback-welfare';
import { call, type CallOptions } from '../call';

/** GET /api/zone/hb: the running 满额返现 activity and its tiers. */
export function fetchCashbackZone(options?: CallOptions) {
  return call(defs.cashbackZone, {}, options);
}

/** GET /api/zone/welfare: the running 全场94折 and its goods' categories. */
export function fetchWelfareZone(options?: CallOptions) {
  return call(defs.welfareZone, {}, options);
}

/** GET /api/order/{id}/cashback: the cashback credited for the order. */
export function fetchOrderCashback(orderId: number, options?: CallOptions) {
  return call(defs.orderCashback, { id: orderId }, options);
}
