import * as defs from '../../contract/calls/self-service';
import type { InputOf } from '../../contract/define-call';
import { call, type CallOptions } from '../call';

export function fetchFastBuy(input: Partial<InputOf<typeof defs.fastBuy>> = {}, options?: CallOptions) {
  return call(defs.fastBuy, input as InputOf<typeof defs.fastBuy>, options);
}
