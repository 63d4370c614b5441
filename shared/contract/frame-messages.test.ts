import { describe, expect, it } from 'vitest';
import { FRAME_BUS_TYPE, frameBusMessageSchema, readFrameBusMessage } from './frame-messages';

const cart = { type: FRAME_BUS_TYPE, v: 1, event: 'cart:count', payload: { count: 3, origin: 'cart:count:ab12cd:1' } };
const favorite = { type: FRAME_BUS_TYPE, v: 1, event: 'favorite:changed', payload: { goods_ids: [101, 202], favorite: true, origin: 'fav:1' } };
const status = {
  type: FRAME_BUS_TYPE,
  v: 1,
  event: 'order:status',
  payload: { order_id: 42, order_no: 'YP20261124000042', status: 5, status_text: '已取消', action: 'cancel', origin: 'order-page:1' },
};

const valid: [string, unknown][] = [
  ['a cart count', cart],
  ['an empty cart', { ...cart, payload: { ...cart.payload, count: 0 } }],
  ['a favourite change', favorite],
  ['an unfavourite of no goods', { ...favorite, payload: { ...favorite.payload, goods_ids: [], favorite: false } }],
  ['an order status', status],
  ['an order status after 再次购买', { ...status, payload: { ...status.payload, action: 'rebuy' } }],
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
];

describe('readFrameBusMessage, the browser twin of frameBusMessageSchema', () => {
  it.each(valid)('reads %s, as the schema does', (_, data) => {
    expect(frameBusMessageSchema.safeParse(data).success).toBe(true);
    expect(readFrameBusMessage(data)).toEqual(frameBusMessageSchema.parse(data));
  });

  it.each(invalid)('refuses %s, as the schema does', (_, data) => {
    expect(frameBusMessageSchema.safeParse(data).success).toBe(false);
    expect(readFrameBusMessage(data)).toBeNull();
  });

  it('returns fresh objects, so a relayed payload is never the sender’s own', () => {
    const read = readFrameBusMessage(favorite);
    expect(read?.payload).not.toBe(favorite.payload);
    expect(read?.event === 'favorite:changed' && read.payload.goods_ids).not.toBe(favorite.payload.goods_ids);
  });
});
