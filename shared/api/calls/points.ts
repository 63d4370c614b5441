import * as defs from '../../contract/calls/points';
import type { InputOf } from '../../contract/define-call';
import { call, type CallOptions } from '../call';

export function fetchPointsGifts(options?: CallOptions) {
  return call(defs.pointsGifts, {}, options);
}

export function exchangePoints(input: InputOf<typeof defs.pointsExchange>, options?: CallOptions) {
  return call(defs.pointsExchange, input, options);
}

export function fetchPointsOrders(input: Partial<InputOf<typeof defs.pointsOrders>> = {}, options?: CallOptions) {
  return call(defs.pointsOrders, input as InputOf<typeof defs.pointsOrders>, options);
}

export function fetchPointsLog(input: Partial<InputOf<typeof defs.pointsLog>> = {}, options?: CallOptions) {
  return call(defs.pointsLog, input as InputOf<typeof defs.pointsLog>, options);
}
