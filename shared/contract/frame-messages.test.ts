import { describe, expect, it } from 'vitest';
import { FRAME_BUS_TYPE, frameMessage, frameMessageSchema, legacyOrderMessage, readFrameMessage, readLegacyOrderCommand } from './frame-messages';

const cart = { type: FRAME_BUS_TYPE, v: 1, event: 'cart:count', payload: { count: 3, origin: 'cart:count:ab12cd:1' } };
const favorite = { type: FRAME_BUS_TYPE, v: 1, event: 'favorite:changed', payload: { goods_ids: [101, 202], favorite: true, origin: 'fav:1' } };
const status = {
  type: FRAME_BUS_TYPE,
  v: 1,
  event: 'order:status',
  payload: { order_id: 42, order_no: 'YP20261124000042', status: 5, status_text: '已取消', action: 'cancel', origin: 'order-page:1' },
};

const height = { type: FRAME_BUS_TYPE, v: 1, event: 'frame:height', payload: { height: 640 } };
const refresh = { type: FRAME_BUS_TYPE, v: 1, event: 'frame:refresh', payload: {} };

const valid: [string, unknown][] = [
  ['a cart count', cart],
  ['an empty cart', { ...cart, payload: { ...cart.payload, count: 0 } }],
  ['a favourite change', favorite],
  ['an unfavourite of no goods', { ...favorite, payload: { ...favorite.payload, goods_ids: [], favorite: false } }],
  ['an order status', status],
  ['an order status after 再次购买', { ...status, payload: { ...status.payload, action: 'rebuy' } }],
  ['a frame height', height],
  ['a refresh', refresh],
  ['a height of 0 (a hidden page)', { ...height, payload: { height: 0 } }],
];

const invalid: [string, unknown][] = [
  ['null', null],
  ['a string', 'yaopi:bus'],
  ['an array', [cart]],
  ['the legacy order message', { type: 'yaopi:order', event: 'status', order_no: 'X', status: 4, status_text: '已完成', action: 'receive' }],
  ['another type', { ...cart, type: 'yaopi:order' }],
  ['version 2', { ...cart, v: 2 }],
  ['version as a string', { ...cart, v: '1' }],
  ['no version', { type: cart.type, event: cart.event, payload: cart.payload }],
  ['an event that does not cross', { ...cart, event: 'session:changed', payload: { user: null, origin: 'x' } }],
  ['cart:add (would add twice)', { ...cart, event: 'cart:add', payload: { lines: [] } }],
  ['navigate', { ...cart, event: 'navigate', payload: { path: '/' } }],
  ['a prototype key as the event', { ...cart, event: 'toString' }],
  ['an extra envelope field', { ...cart, from: 'evil' }],
  ['an extra payload field', { ...cart, payload: { ...cart.payload, user: { company: 'x' } } }],
  ['a missing payload field', { ...cart, payload: { count: 3 } }],
  ['a negative count', { ...cart, payload: { ...cart.payload, count: -1 } }],
  ['a fractional count', { ...cart, payload: { ...cart.payload, count: 1.5 } }],
  ['a NaN count', { ...cart, payload: { ...cart.payload, count: Number.NaN } }],
  ['an infinite count', { ...cart, payload: { ...cart.payload, count: Number.POSITIVE_INFINITY } }],
  ['a count as a string', { ...cart, payload: { ...cart.payload, count: '3' } }],
  ['a huge count', { ...cart, payload: { ...cart.payload, count: 10_000_000 } }],
  ['an empty origin', { ...cart, payload: { ...cart.payload, origin: '' } }],
  ['a long origin', { ...cart, payload: { ...cart.payload, origin: 'x'.repeat(121) } }],
  ['a payload that is an array', { ...cart, payload: [3] }],
  ['goods ids with a zero', { ...favorite, payload: { ...favorite.payload, goods_ids: [0] } }],
  ['goods ids with a string', { ...favorite, payload: { ...favorite.payload, goods_ids: ['101'] } }],
  ['too many goods ids', { ...favorite, payload: { ...favorite.payload, goods_ids: Array.from({ length: 201 }, (_, i) => i + 1) } }],
  ['favorite as 1', { ...favorite, payload: { ...favorite.payload, favorite: 1 } }],
  ['an unknown action', { ...status, payload: { ...status.payload, action: 'delete' } }],
  ['an empty order number', { ...status, payload: { ...status.payload, order_no: '' } }],
  ['a long status text', { ...status, payload: { ...status.payload, status_text: '已'.repeat(33) } }],
  ['an order id of 0', { ...status, payload: { ...status.payload, order_id: 0 } }],
  ['a status of 100', { ...status, payload: { ...status.payload, status: 100 } }],
  ['a negative height', { ...height, payload: { height: -1 } }],
  ['a fractional height', { ...height, payload: { height: 640.5 } }],
  ['a height as a string', { ...height, payload: { height: '640' } }],
  ['a huge height', { ...height, payload: { height: 2_000_000 } }],
  ['a refresh with a payload', { ...refresh, payload: { order_id: 1 } }],
  ['a refresh without a payload', { type: FRAME_BUS_TYPE, v: 1, event: 'frame:refresh' }],
  ['the legacy refresh command', { type: 'yaopi:order', command: 'refresh' }],
];

describe('readFrameMessage, the browser twin of frameMessageSchema', () => {
  it.each(valid)('reads %s, as the schema does', (_, data) => {
    expect(frameMessageSchema.safeParse(data).success).toBe(true);
    expect(readFrameMessage(data)).toEqual(frameMessageSchema.parse(data));
  });

  it.each(invalid)('refuses %s, as the schema does', (_, data) => {
    expect(frameMessageSchema.safeParse(data).success).toBe(false);
    expect(readFrameMessage(data)).toBeNull();
  });

  it('returns fresh objects, so a relayed payload is never the sender’s own', () => {
    const read = readFrameMessage(favorite);
    expect(read?.payload).not.toBe(favorite.payload);
    expect(read?.event === 'favorite:changed' && read.payload.goods_ids).not.toBe(favorite.payload.goods_ids);
  });
});

describe('the one envelope', () => {
  it('carries bus events and frame events alike: {type, v, event, payload}', () => {
    for (const message of [
      frameMessage('cart:count', { count: 1, origin: 'c' }),
      frameMessage('frame:height', { height: 10 }),
      frameMessage('frame:refresh', {}),
    ]) {
      expect(Object.keys(message).sort()).toEqual(['event', 'payload', 'type', 'v']);
      expect(frameMessageSchema.parse(message)).toEqual(message);
    }
  });
});

describe('the first protocol, kept as an alias', () => {
  it('says a height and a status in its own form, without the sender id', () => {
    expect(legacyOrderMessage(frameMessage('frame:height', { height: 640 }))).toEqual({ type: 'yaopi:order', event: 'height', height: 640 });
    expect(legacyOrderMessage(readFrameMessage(status)!)).toEqual({
      type: 'yaopi:order',
      event: 'status',
      order_id: 42,
      order_no: 'YP20261124000042',
      status: 5,
      status_text: '已取消',
      action: 'cancel',
    });
  });

  it('has no form for the events it never had', () => {
    expect(legacyOrderMessage(readFrameMessage(cart)!)).toBeNull();
    expect(legacyOrderMessage(readFrameMessage(refresh)!)).toBeNull();
  });

  it('reads only its refresh command, as the envelope’s refresh', () => {
    expect(readLegacyOrderCommand({ type: 'yaopi:order', command: 'refresh' })).toEqual(refresh);
    expect(readLegacyOrderCommand({ type: 'yaopi:order', command: 'delete' })).toBeNull();
    expect(readLegacyOrderCommand({ type: 'yaopi:bus', command: 'refresh' })).toBeNull();
    expect(readLegacyOrderCommand(refresh)).toBeNull();
    expect(readLegacyOrderCommand(null)).toBeNull();
  });
});
