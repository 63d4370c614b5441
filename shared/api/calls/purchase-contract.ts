import * as defs from '../../contract/calls/purchase-contract';
import { call, type CallOptions } from '../call';

export function fetchContract(options?: CallOptions) {
  return call(defs.contractShow, {}, options);
}

export function signContract(version: string, options?: CallOptions) {
  return call(defs.contractSign, { version }, options);
}
