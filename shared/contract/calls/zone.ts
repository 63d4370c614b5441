import { z } from 'zod';
import { defineCall, type CallOptions } from '../define-call';
import { id, idList, optionalId, text } from './fields';
import { advertisementSchema } from '../content';
import { activitySchema, activityTargetSchema, activityTypeSchema, zoneFocusSchema } from '../zone';

// docs/product/calls.md "Ads, navigation, content": each zone's banner call. The body is
// the same shape for all of them (title, banners, rules).
const zoneFocus = (path: string) => defineCall({ output: zoneFocusSchema, method: 'GET', path, access: 'optional', quiet: true, input: z.object({}) });

/** /yx 包邮专区. */
export const focusYx = zoneFocus('/api/focus/yx');
/** /zyyp 中药专区. */
export const focusZyzq = zoneFocus('/api/focus/zyzq');
/** /kxzq 控销专区. */
export const focusKxzq = zoneFocus('/api/focus/kxzq');
/** /kxzq/new 新品控销. */
export const focusNewKxzq = zoneFocus('/api/focus/new_kxzq');

/** The zones the spec gives no banner call of their own: /qxzq 器械专区, /jxqzc 近效期专区 (docs/decisions.md ADR-027). */
export const focusDemo = defineCall({
  output: zoneFocusSchema,
  method: 'GET',
  path: '/api/focus/demo',
  access: 'optional',
  quiet: true,
  input: z.object({ zone: z.enum(['qxzq', 'jxqzc'], { error: '专区不正确' }) }),
});

const OWN_FOCUS = { yx: focusYx, zyzq: focusZyzq, kxzq: focusKxzq, new_kxzq: focusNewKxzq } as const;

/** A zone page's banners (shared/contract/zone-pages.ts `focus`): its own call, or the demo call for the zones without one. */
export function zoneFocusOf(zone: keyof typeof OWN_FOCUS | 'qxzq' | 'jxqzc', options?: CallOptions) {
  return zone === 'qxzq' || zone === 'jxqzc' ? focusDemo({ zone }, options) : OWN_FOCUS[zone]({}, options);
}

/** /kxzq/goods/{url}/{ads?}: the 控销 ads named by id (comma-separated). */
export const focusKxzqAd = defineCall({
  output: z.array(advertisementSchema),
  method: 'GET',
  path: '/api/focus/kxzq_ad',
  access: 'optional',
  quiet: true,
  input: z.object({ ids: idList('广告', '请选择广告', 20, '一次最多20个广告') }),
});

/**
 * A running activity: by id (its type must match when given), or the newest
 * running one of `type`. 404 when there is none, has not started or has
 * ended: the page then shows /noActivity.
 */
export const activityDetail = defineCall({
  output: activitySchema,
  method: 'GET',
  path: '/api/activity/detail',
  access: 'optional',
  quiet: true,
  input: z.object({
    id: optionalId('活动'),
    type: z.enum(activityTypeSchema.options, { error: '活动类型不正确' }).optional(),
  }),
});

/** The running activities among `ids`, in that order (the tabs of /Hdzx/{ids}). */
export const activityList = defineCall({
  output: z.array(activitySchema),
  method: 'GET',
  path: '/api/activity/list',
  access: 'optional',
  quiet: true,
  input: z.object({ ids: idList('活动', '请选择活动', 20, '一次最多20个活动') }),
});

const segment = (label: string) => text(label, 64);

/** /loading/activity: where /activity/{url?}/{url1?}/{url2?} leads (rule in docs/decisions.md ADR-027). */
export const activityResolve = defineCall({
  output: activityTargetSchema,
  method: 'GET',
  path: '/api/activity/resolve',
  access: 'optional',
  quiet: true,
  input: z.object({ url: segment('活动地址'), url1: segment('活动地址'), url2: segment('活动地址') }),
});

/** docs/product/calls.md: records a tap on an activity (or one of its goods); visitors' taps count too. */
export const activityTap = defineCall({
  output: z.null(),
  method: 'POST',
  path: '/api/activity/tap',
  access: 'optional',
  quiet: true,
  input: z.object({ id: id('活动编号'), goods_id: optionalId('商品') }),
});
