/**
 * The one postMessage protocol between a page and a yaopi frame in it: the
 * ERP page and the order page it frames, a partner page and the chat.
 *
 *   { type: 'yaopi:bus', v: 1, event: 'cart:count', payload: { count, origin } }
 *
 * `v` is the schema version: a reader reads only its own version, so a frame
 * built later with another payload shape is ignored rather than misread (bump
 * it when a payload changes shape; adding an event keeps it).
 *
 * Two kinds of event share the envelope:
 * - page-bus events, which the bus link (shared/bus/frame-bridge.ts) carries
 *   both ways and emits on the other page's bus (FRAME_BUS_EVENTS):
 *   'cart:count', the one cart both pages show (a 再次购买 in the frame moves
 *   the parent's badge, an add in the parent moves the frame's);
 *   'favorite:changed', the same goods' 收藏 state on both sides;
 *   'order:status', an order page's status after load and each action;
 * - frame events, between a frame and the page around it and never on a bus
 *   (FRAME_CONTROL_EVENTS): 'frame:height' (frame → parent: resize me) and
 *   'frame:refresh' (parent → frame: read your data again).
 * Not: session events (each side holds its own credentials, a cookie or a
 * partner token, and the whole user state is more than a parent needs),
 * 'cart:add' (each side's cart model would add the goods once more),
 * navigation, dialogs and page views (they belong to the page they happen on).
 *
 * The zod schema is the contract (tests and any Node consumer validate with
 * it). The bridge runs in the embed's first load, where zod (~20 KB gzip)
 * would not fit the budget, so it validates with `readFrameMessage`, a
 * hand-written twin that frame-messages.test.ts holds to the same answers as
 * the schema (scripts/build/contract-for-browser.ts leaves the schema out).
 *
 * The order page's first protocol, `{type: 'yaopi:order', …}`, is kept as an
 * alias for ERP pages written against it (docs/decisions.md ADR-058): the
 * last section of this file translates it, and nothing else knows it.
 */
import { z } from 'zod';

export const FRAME_BUS_TYPE = 'yaopi:bus';
export const FRAME_BUS_VERSION = 1;

/** Upper bounds: a message is a small notice, never a bulk transfer. */
const MAX_ORIGIN = 120;
const MAX_GOODS_IDS = 200;
/** A count, and a frame's height in CSS pixels. */
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

/** What changed an order page's status report. */
export const ORDER_STATUS_ACTIONS = ['load', 'refresh', 'cancel', 'receive', 'rebuy', 'request_cancel'] as const;

export const frameOrderStatusSchema = z.strictObject({
  order_id: idSchema,
  order_no: z.string().min(1).max(64),
  status: z.number().int().min(0).max(99),
  status_text: z.string().min(1).max(32),
  action: z.enum(ORDER_STATUS_ACTIONS),
  origin: originSchema,
});

export const frameHeightSchema = z.strictObject({ height: z.number().int().min(0).max(MAX_COUNT) });
export const frameRefreshSchema = z.strictObject({});

/** One event's message: the envelope around its payload. */
const envelope = <E extends string, P extends z.ZodType>(event: E, payload: P) =>
  z.strictObject({ type: z.literal(FRAME_BUS_TYPE), v: z.literal(FRAME_BUS_VERSION), event: z.literal(event), payload });

export const frameMessageSchema = z.discriminatedUnion('event', [
  envelope('cart:count', frameCartCountSchema),
  envelope('favorite:changed', frameFavoriteSchema),
  envelope('order:status', frameOrderStatusSchema),
  envelope('frame:height', frameHeightSchema),
  envelope('frame:refresh', frameRefreshSchema),
]);

export type FrameMessage = z.infer<typeof frameMessageSchema>;
export type FrameEvent = FrameMessage['event'];
export type FramePayload<E extends FrameEvent> = Extract<FrameMessage, { event: E }>['payload'];
export type FrameBusEvent = Exclude<FrameEvent, FrameControlEvent>;
export type FrameControlEvent = 'frame:height' | 'frame:refresh';
export type OrderStatusAction = (typeof ORDER_STATUS_ACTIONS)[number];

/** The page-bus events that cross, in one list (the bus link subscribes to these). */
export const FRAME_BUS_EVENTS: readonly FrameBusEvent[] = ['cart:count', 'favorite:changed', 'order:status'];
/** The frame's own events: between a frame and its parent, never emitted on a bus. */
export const FRAME_CONTROL_EVENTS: readonly FrameControlEvent[] = ['frame:height', 'frame:refresh'];

/** A message of the protocol, as sent. */
export const frameMessage = <E extends FrameEvent>(event: E, payload: FramePayload<E>) =>
  ({ type: FRAME_BUS_TYPE, v: FRAME_BUS_VERSION, event, payload }) as FrameMessage;

// ---- the hand-written twin of frameMessageSchema (no zod in the browser) ----

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

const readers: { [E in FrameEvent]: (payload: Plain) => FramePayload<E> | null } = {
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
  'frame:height': (p) => (hasKeys(p, ['height']) && isInt(p.height, 0, MAX_COUNT) ? { height: p.height } : null),
  'frame:refresh': (p) => (hasKeys(p, []) ? {} : null),
};

/**
 * The message as a fresh object holding only the schema's fields, or null
 * when `data` is not a version-1 message of a known event.
 */
export function readFrameMessage(data: unknown): FrameMessage | null {
  if (!isPlain(data) || !hasKeys(data, ['type', 'v', 'event', 'payload'])) return null;
  if (data.type !== FRAME_BUS_TYPE || data.v !== FRAME_BUS_VERSION) return null;
  const event = data.event;
  if (typeof event !== 'string' || !Object.prototype.hasOwnProperty.call(readers, event) || !isPlain(data.payload)) return null;
  const payload = readers[event as FrameEvent](data.payload);
  return payload ? frameMessage(event as FrameEvent, payload as never) : null;
}

// ---- the order page's first protocol, kept as an alias (docs/decisions.md ADR-058) ----

/** The type of the order page's first messages. Deprecated: ERP pages read and send the envelope above. */
export const LEGACY_ORDER_TYPE = 'yaopi:order';

/**
 * The first protocol's form of a message the order frame sends, or null for
 * the events it never had: `{type: 'yaopi:order', event: 'height', height}`
 * and `{type, event: 'status', order_id, order_no, status, status_text, action}`.
 */
export function legacyOrderMessage({ event, payload }: FrameMessage): Record<string, unknown> | null {
  if (event === 'frame:height') return { type: LEGACY_ORDER_TYPE, event: 'height', ...payload };
  if (event !== 'order:status') return null;
  const { origin: _sender, ...status } = payload;
  return { type: LEGACY_ORDER_TYPE, event: 'status', ...status };
}

/** The first protocol's one command, `{type: 'yaopi:order', command: 'refresh'}`, read as 'frame:refresh'; null for anything else. */
export function readLegacyOrderCommand(data: unknown): FrameMessage | null {
  if (!isPlain(data) || data.type !== LEGACY_ORDER_TYPE || data.command !== 'refresh') return null;
  return frameMessage('frame:refresh', {});
}
