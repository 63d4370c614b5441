import { describe, expect, it } from 'vitest';
import { applyCatalogueRow, checkCatalogueRow, type CatalogueState } from './catalogue-rows';

const state: CatalogueState = { erpCode: null, stock: 10, priceFen: 1000, ladderPrice: [], ladderPriceType: 0, isBuy: true };

describe('catalogue rows', () => {
  it.each([
    ['stock only', { goods_id: 1, stock: 5 }, ['stock']],
    ['the same values', { goods_id: 1, stock: 10, price_fen: 1000, purchasable: true }, []],
    ['price and purchasable', { goods_id: 1, price_fen: 900, purchasable: false }, ['price_fen', 'purchasable']],
    ['a ladder', { goods_id: 1, ladder: { type: 'from', tiers: [{ quantity: 10, price_fen: 950 }] } }, ['ladder']],
    ['no ladder when there is none', { goods_id: 1, ladder: null }, []],
    ['a code bound with the id, nothing else', { goods_id: 1, goods_code: 'ERP-0001' }, ['goods_code']],
    ['a code bound and the stock', { goods_id: 1, goods_code: 'ERP-0001', stock: 5 }, ['goods_code', 'stock']],
  ] as const)('%s changes %j', (_, raw, changed) => {
    const checked = checkCatalogueRow(raw);
    if (!('row' in checked)) throw new Error(checked.message);
    const applied = applyCatalogueRow(state, checked.row);
    expect('changed' in applied && applied.changed).toEqual(changed);
  });

  it('keeps a bound code: the same code changes nothing, another is refused', () => {
    const bound = { ...state, erpCode: 'ERP-0001' };
    const same = checkCatalogueRow({ goods_code: 'ERP-0001', stock: 10 });
    const other = checkCatalogueRow({ goods_id: 1, goods_code: 'ERP-0002', stock: 3 });
    if (!('row' in same) || !('row' in other)) throw new Error('rows refused');
    expect(applyCatalogueRow(bound, same.row)).toEqual({ next: bound, changed: [] });
    expect(applyCatalogueRow(bound, other.row)).toEqual({ refused: '该商品已绑定商品编码 ERP-0001' });
  });

  it('stores a ladder as the goods keep it: {number, price}, type 1 up to, 2 from', () => {
    const checked = checkCatalogueRow({
      goods_id: 1,
      ladder: {
        type: 'up_to',
        tiers: [
          { quantity: 10, price_fen: 1000 },
          { quantity: 9999, price_fen: 900 },
        ],
      },
    });
    if (!('row' in checked)) throw new Error(checked.message);
    const applied = applyCatalogueRow(state, checked.row);
    if (!('next' in applied)) throw new Error(applied.refused);
    const { next } = applied;
    expect([next.ladderPrice, next.ladderPriceType]).toEqual([
      [
        { number: 10, price: 1000 },
        { number: 9999, price: 900 },
      ],
      1,
    ]);
    expect(applyCatalogueRow(next, checked.row)).toMatchObject({ changed: [] });
  });

  it.each([
    ['negative stock', { goods_id: 1, stock: -1 }, 'stock: 库存不能为负'],
    ['a zero price', { goods_id: 1, price_fen: 0 }, 'price_fen: 价格须大于 0'],
    ['nothing to change', { goods_id: 1 }, '没有要更新的字段（stock、price_fen、ladder、purchasable）'],
    ['a code alone, nothing to change', { goods_code: 'ERP-0001' }, '没有要更新的字段（stock、price_fen、ladder、purchasable）'],
    ['no goods named', { stock: 5 }, '须提供 goods_id 或 goods_code'],
    ['a code with a space inside', { goods_code: 'ERP 1', stock: 5 }, 'goods_code: 商品编码只能包含字母、数字和符号'],
    ['an unknown field', { goods_id: 1, stock: 1, colour: 'red' }, expect.stringContaining('colour') as unknown as string],
    [
      'a ladder dearer for more',
      {
        goods_id: 1,
        ladder: {
          type: 'from',
          tiers: [
            { quantity: 10, price_fen: 900 },
            { quantity: 20, price_fen: 950 },
          ],
        },
      },
      'ladder: 买得越多单价不能越高',
    ],
    [
      'a ladder out of order',
      {
        goods_id: 1,
        ladder: {
          type: 'from',
          tiers: [
            { quantity: 20, price_fen: 900 },
            { quantity: 10, price_fen: 800 },
          ],
        },
      },
      'ladder: 阶梯数量须从小到大且不重复',
    ],
    ['not an object', 'stock=5', expect.stringContaining('body') as unknown as string],
  ])('refuses %s', (_, raw, message) => {
    const checked = checkCatalogueRow(raw);
    expect('message' in checked && checked.message).toEqual(message);
  });
});
