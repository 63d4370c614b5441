import * as defs from '../../contract/calls/combo-gifts';
import type { InputOf } from '../../contract/define-call';
import { call, type CallOptions } from '../call';

/** GET /api/combinationMzhgGroup: the running 组合满赠/换购 groups. */
export function fetchComboGiftGroups(options?: CallOptions) {
  return call(defs.comboGiftGroups, {}, options);
}

/** GET /api/combinationMzhg: a group and a page of its goods. */
export function fetchComboGiftGoods(
  input: Pick<InputOf<typeof defs.comboGiftGoods>, 'group_id'> & Partial<InputOf<typeof defs.comboGiftGoods>>,
  options?: CallOptions,
) {
  return call(defs.comboGiftGoods, input, options);
}
