import { describe, expect, it } from 'vitest';
import { FREIGHT_TAX_RATE, GOODS_TAX_RATE, invoiceLines, taxOf } from './lines';

const item = (name: string, number: number, priceFen: number) => ({ name, ypgg: '0.25g*24粒', bzdw: '盒', number, priceFen, amountFen: number * priceFen });

describe('invoiceLines', () => {
  it('totals what the order was paid, to the fen, with one discount line and the freight', () => {
    const items = [item('阿莫西林胶囊', 3, 1_233), item('复方甘草片', 7, 457)];
    const goods = 3 * 1_233 + 7 * 457;
    const totals = invoiceLines({ payTotalFen: goods - 500 - 1_000 + 800, freightFen: 800 }, items);
    expect(totals.amountFen).toBe(goods - 500 - 1_000 + 800);
    expect(totals.lines.map((row) => row.amountFen)).toEqual([3_699, 3_199, -1_500, 800]);
    expect(totals.lines[2]).toMatchObject({ name: '*药品*折扣（满减、优惠券）', quantity: null, ratePercent: GOODS_TAX_RATE });
    expect(totals.lines[3]).toMatchObject({ name: '*运输服务*运费', ratePercent: FREIGHT_TAX_RATE });
    for (const row of totals.lines) expect(row.netFen + row.taxFen).toBe(row.amountFen);
    expect(totals.netFen + totals.taxFen).toBe(totals.amountFen);
  });

  it('has only goods lines when nothing was taken off and no freight charged', () => {
    const totals = invoiceLines({ payTotalFen: 11_300, freightFen: 0 }, [item('维生素C片', 10, 1_130)]);
    expect(totals.lines).toHaveLength(1);
    expect(totals.lines[0]).toMatchObject({ name: '*药品*维生素C片', quantity: 10, unitPriceFen: 1_130, amountFen: 11_300, taxFen: 1_300, netFen: 10_000 });
  });

  it('splits tax symmetrically for negative amounts', () => {
    expect(taxOf(113, 13)).toBe(13);
    expect(taxOf(-113, 13)).toBe(-13);
    expect(taxOf(0, 13)).toBe(0);
    expect(taxOf(109, 9)).toBe(9);
  });
});
