/**
 * The messages that carry page-bus events between a page and a yaopi frame
 * in it (shared/bus/frame-bridge.ts): the ERP page and the order page it
 * frames share cart and order-status events this way.
 *
 *   { type: 'yaopi:bus', v: 1, event: 'cart:count', payload: { count, origin } }
 *
 * `v` is the schema version: a bridge reads only its own version, so a frame
 * built later with another payload shape is ignored rather than misread (bump
 * it when a payload changes shape; adding an event keeps it).
 *
 * Which events cross, and why only these:
 * - 'cart:count': the one cart both pages show (a 再次购买 in the frame moves
 *   the parent's badge, an add in the parent moves the frame's);
 * - 'favorite:changed': the same goods' 收藏 state on both sides;
 * - 'order:status': an order page's status after load and each action.
 * Not: session events (each side holds its own credentials, a cookie or a
 * partner token, and the whole user state is more than a parent needs),
 * 'cart:add' (each side's cart model would add the goods once more),
 * navigation, dialogs and page views (they belong to the page they happen on).
 *
 * The zod schema is the contract (tests and any Node consumer validate with
 * it). The bridge runs in the embed's first load, where zod (~20 KB gzip)
 * would not fit the budget, so it validates with `readFrameBusMessage`, a
 * hand-written twin that frame-messages.test.ts holds to the same answers as
 * the schema (scripts/build/contract-for-browser.ts leaves the schema out).
 */
import { z } from 'zod';

export const FRAME_BUS_TYPE = 'yaopi:bus';
export const FRAME_BUS_VERSION = 1;

/** Upper bounds: a message is a small notice, never a bulk transfer. */
const MAX_ORIGIN = 120;
const MAX_GOODS_IDS = 200;
const MAX_COUNT = 1_000_000;
const MAX_ID = 2_147_483_647;

const originSchema = z.string().min(1).max(MAX_ORIGIN);
const idSchema = z.number().int().min(1).max(MAX_ID);

export const frameCartCountSchema = z.strictObject({
  count: z.number().int().min(0).max(MAX_COUNT),
  origin: originSchema,
});

export const frameFavoriteSchema = z.strictObject({
  goods_ids: z.array(idSchema).max(MAX_GOODS_IDS),
  favorite: z.boolean(),
  origin: originSchema,
});

/** What changed an order page's status report (the legacy 'yaopi:order' message uses the same words). */
export const ORDER_STATUS_ACTIONS = ['load', 'refresh', 'cancel', 'receive', 'rebuy', 'request_cancel'] as const;

export const frameOrderStatusSchema = z.strictObject({
  order_id: idSchema,
  order_no: z.string().min(1).max(64),
  status: z.number().int().min(0).max(99),
  status_text: z.string().min(1).max(32),
  action: z.enum(ORDER_STATUS_ACTIONS),
  origin: originSchema,
});

const envelope = { type: z.literal(FRAME_BUS_TYPE), v: z.literal(FRAME_BUS_VERSION) };

export const frameBusMessageSchema = z.discriminatedUnion('event', [
  z.strictObject({ ...envelope, event: z.literal('cart:count'), payload: frameCartCountSchema }),
  z.strictObject({ ...envelope, event: z.literal('favorite:changed'), payload: frameFavoriteSchema }),
  z.strictObject({ ...envelope, event: z.literal('order:status'), payload: frameOrderStatusSchema }),
]);

export type FrameBusMessage = z.infer<typeof frameBusMessageSchema>;
export type FrameBusEvent = FrameBusMessage['event'];
export type FrameBusPayload<E extends FrameBusEvent> = Extract<FrameBusMessage, { event: E }>['payload'];
export type OrderStatusAction = (typeof ORDER_STATUS_ACTIONS)[number];

/** The events that cross, in one list (the bridge subscribes to these). */
export const FRAME_BUS_EVENTS: readonly FrameBusEvent[] = ['cart:count', 'favorite:changed', 'order:status'];

// ---- the hand-written twin of frameBusMessageSchema (no zod in the browser) ----

type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Exactly these keys, no more, no fewer (strictObject). */
function hasKeys(value: Plain, keys: readonly string[]): boolean {
  const own = Object.keys(value);
  return own.length === keys.length && keys.every((key) => Object.prototype.hasOwnProperty.call(value, key));
}

function isInt(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

function isText(value: unknown, min: number, max: number): value is string {
  return typeof value === 'string' && value.length >= min && value.length <= max;
}

const readers: { [E in FrameBusEvent]: (payload: Plain) => FrameBusPayload<E> | null } = {
  'cart:count': (p) =>
    hasKeys(p, ['count', 'origin']) && isInt(p.count, 0, MAX_COUNT) && isText(p.origin, 1, MAX_ORIGIN) ? { count: p.count, origin: p.origin } : null,
  'favorite:changed': (p) => {
    if (!hasKeys(p, ['goods_ids', 'favorite', 'origin']) || typeof p.favorite !== 'boolean' || !isText(p.origin, 1, MAX_ORIGIN)) return null;
    const ids = p.goods_ids;
    if (!Array.isArray(ids) || ids.length > MAX_GOODS_IDS || !ids.every((id) => isInt(id, 1, MAX_ID))) return null;
    return { goods_ids: [...ids], favorite: p.favorite, origin: p.origin };
  },
  'order:status': (p) =>
    hasKeys(p, ['order_id', 'order_no', 'status', 'status_text', 'action', 'origin']) &&
    isInt(p.order_id, 1, MAX_ID) &&
    isText(p.order_no, 1, 64) &&
    isInt(p.status, 0, 99) &&
    isText(p.status_text, 1, 32) &&
    (ORDER_STATUS_ACTIONS as readonly unknown[]).includes(p.action) &&
    isText(p.origin, 1, MAX_ORIGIN)
      ? {
          order_id: p.order_id,
          order_no: p.order_no,
          status: p.status,
          status_text: p.status_text,
          action: p.action as OrderStatusAction,
          origin: p.origin,
        }
      : null,
};

/**
 * The message as a fresh object holding only the schema's fields, or null
 * when `data` is not a version-1 bus message of an event that crosses.
 */
export function readFrameBusMessage(data: unknown): FrameBusMessage | null {
  if (!isPlain(data) || !hasKeys(data, ['type', 'v', 'event', 'payload'])) return null;
  if (data.type !== FRAME_BUS_TYPE || data.v !== FRAME_BUS_VERSION) return null;
  const event = data.event;
  if (typeof event !== 'string' || !Object.prototype.hasOwnProperty.call(readers, event) || !isPlain(data.payload)) return null;
  const payload = readers[event as FrameBusEvent](data.payload);
  return payload ? ({ type: FRAME_BUS_TYPE, v: FRAME_BUS_VERSION, event, payload } as FrameBusMessage) : null;
}
