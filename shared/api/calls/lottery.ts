import * as defs from '../../contract/calls/lottery';
import type { InputOf } from '../../contract/define-call';
import { call, type CallOptions } from '../call';

/** Spec §7 "Lottery". */
export function fetchDrawSimple(options?: CallOptions) {
  return call(defs.drawSimple, {}, options);
}

export function fetchDrawActivity(input: InputOf<typeof defs.drawActivity>, options?: CallOptions) {
  return call(defs.drawActivity, input, options);
}

export function drawNow(input: InputOf<typeof defs.drawNow>, options?: CallOptions) {
  return call(defs.drawNow, input, options);
}

export function fetchDrawWinners(input: InputOf<typeof defs.drawWinners>, options?: CallOptions) {
  return call(defs.drawWinners, input, options);
}

export function fetchDrawRecords(input: Partial<InputOf<typeof defs.drawRecords>> = {}, options?: CallOptions) {
  return call(defs.drawRecords, input as InputOf<typeof defs.drawRecords>, options);
}

export function fetchDrawAds(input: InputOf<typeof defs.drawAds> = {}, options?: CallOptions) {
  return call(defs.drawAds, input, options);
}
