import { describe, expect, it } from 'vitest';
import { StockGate, stockGateOf, type Admission, type GateWant } from './admission';

const want = (goodsId: number, number: number, seen: number): GateWant => ({ goodsId, name: `药${goodsId}`, number, seen });
// Admission is decided in microtasks: an order not admitted by the next macrotask is waiting.
const settled = async (promise: Promise<Admission>): Promise<Admission | 'waiting'> =>
  Promise.race([promise, new Promise<'waiting'>((resolve) => setImmediate(() => resolve('waiting')))]);
const admitted = (admission: Admission | 'waiting') => {
  if (admission === 'waiting' || !admission.admitted) throw new Error(`expected admitted, got ${JSON.stringify(admission)}`);
  return admission;
};

describe('StockGate', () => {
  it('admits orders while their units fit the stock the preflight saw, and holds the next one', async () => {
    const gate = new StockGate();
    admitted(await settled(gate.admit([want(1, 2, 5)])));
    admitted(await settled(gate.admit([want(1, 2, 5)])));
    expect(await settled(gate.admit([want(1, 2, 5)]))).toBe('waiting');
    expect(gate.waiters).toBe(1);
  });

  it('refuses a waiting order with the stock a later finished order left, without asking again', async () => {
    const gate = new StockGate();
    const first = admitted(await settled(gate.admit([want(1, 2, 3)])));
    const second = gate.admit([want(1, 2, 3)]);
    expect(await settled(second)).toBe('waiting');
    first.release(new Map([[1, 1]]));
    expect(await second).toEqual({ admitted: false, goodsId: 1, name: '药1', number: 2, stock: 1 });
  });

  it('lets a waiting order through when the order ahead of it failed and took nothing', async () => {
    const gate = new StockGate();
    const first = admitted(await settled(gate.admit([want(1, 2, 3)])));
    const second = gate.admit([want(1, 2, 3)]);
    first.release(new Map());
    expect((await second).admitted).toBe(true);
  });

  it('refuses only on stock observed after the order came to the gate, never on an older figure', async () => {
    const gate = new StockGate();
    gate.observe(1, 0); // sold out earlier; restocked since, as this order's own preflight saw
    expect(await settled(gate.admit([want(1, 2, 10)]))).toMatchObject({ admitted: true });
  });

  it('takes all the goods of an order or none, and does not gate goods it has no room for elsewhere', async () => {
    const gate = new StockGate();
    const hot = admitted(await settled(gate.admit([want(1, 2, 2)])));
    const both = gate.admit([want(1, 2, 2), want(2, 1, 9)]);
    expect(await settled(both)).toBe('waiting');
    // Goods 2 is not held by the waiting order: another order takes it all.
    admitted(await settled(gate.admit([want(2, 9, 9)])));
    hot.release(new Map([[1, 0]]));
    expect(await both).toMatchObject({ admitted: false, goodsId: 1, stock: 0 });
  });
});

describe('stockGateOf', () => {
  it('gives each database its own gate and the same gate to the same database', () => {
    const one = {};
    const two = {};
    expect(stockGateOf(one)).toBe(stockGateOf(one));
    expect(stockGateOf(one)).not.toBe(stockGateOf(two));
  });
});
