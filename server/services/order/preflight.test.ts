import { describe, expect, it } from 'vitest';
import { Code } from '../../../shared/contract/codes';
import { CONTRACT_REQUIRED_MESSAGE } from '../../../shared/contract/purchase-contract';
import { UNVERIFIED_BUYER_MESSAGE } from '../../../shared/contract/user';
import { REJECTED_BUYER_MESSAGE } from '../licences/licences';
import { preflightRefusal, stockRefusal, type PreflightLine, type PreflightRow, type StockLine } from './preflight';

const line = (over: Partial<StockLine> = {}): StockLine => ({
  number: 2,
  type: 0,
  goodsId: 1,
  name: '阿莫西林胶囊',
  stock: 10,
  isBuy: true,
  kind: 'western',
  ...over,
});

/** What a refusal says: field and first message, or the code for a non-field error; null when there is none. */
function said(error: ReturnType<typeof stockRefusal>): string | null {
  if (!error) return null;
  const [field, messages] = Object.entries(error.errors ?? {})[0] ?? [];
  return field ? `${field}: ${messages![0]}` : `${error.code}: ${error.message}`;
}

describe('stockRefusal', () => {
  it.each<[string, StockLine[], string | null]>([
    ['enough stock', [line()], null],
    ['exactly the stock', [line({ stock: 2 })], null],
    ['short of the stock', [line({ stock: 1 })], 'ids: 「阿莫西林胶囊」库存不足，仅剩1件'],
    ['none left', [line({ stock: 0 })], 'ids: 「阿莫西林胶囊」暂不可购买，请先移出结算'],
    ['negative stock from an ERP counts as none', [line({ stock: -3 })], 'ids: 「阿莫西林胶囊」暂不可购买，请先移出结算'],
    ['off sale', [line({ isBuy: false })], 'ids: 「阿莫西林胶囊」暂不可购买，请先移出结算'],
    ['two lines of one goods add up', [line({ stock: 3 }), line({ stock: 3 })], 'ids: 「阿莫西林胶囊」库存不足，仅剩3件'],
    [
      'the lowest goods id short first, as the stock update goes',
      [line({ goodsId: 9, name: '乙', stock: 1 }), line({ goodsId: 4, name: '甲', stock: 1 })],
      'ids: 「甲」库存不足，仅剩1件',
    ],
    [
      'unbuyable before short',
      [line({ goodsId: 1, name: '甲', stock: 1 }), line({ goodsId: 2, name: '乙', isBuy: false })],
      'ids: 「乙」暂不可购买，请先移出结算',
    ],
    ['a 套餐 is left to the transaction (its stock is its parts’)', [line({ kind: 'combination', stock: 0 })], null],
    ['a line typed 套餐 likewise', [line({ type: 3, stock: 0 })], null],
  ])('%s', (_, lines, expected) => {
    expect(said(stockRefusal(lines))).toBe(expected);
  });
});

describe('preflightRefusal', () => {
  const pre = (over: Partial<PreflightRow> = {}, lines: Partial<PreflightLine>[] = [{}]): PreflightRow => ({
    isPassed: true,
    reviewReason: '',
    expired: null,
    signed: true,
    keyed: false,
    lines: lines.map((l, i) => ({
      id: i + 1,
      number: 2,
      type: 0,
      goods_id: 7,
      name: '布洛芬缓释胶囊',
      stock: 1,
      is_buy: true,
      kind: 'western',
      is_ephedrine: false,
      ...l,
    })),
    address: { consignee: '张三', phone: '13800000000', province: '河北省', city: '石家庄市', district: '长安区', detail: '中山东路1号' },
    province: '河北省',
    type: 'pharmacy',
    scope: ['化学药制剂'],
    ...over,
  });
  const short = 'ids: 「布洛芬缓释胶囊」库存不足，仅剩1件';

  it.each<[string, PreflightRow | null, number[], string | null]>([
    ['no such buyer', null, [1], `user: ${UNVERIFIED_BUYER_MESSAGE}`],
    ['under review', pre({ isPassed: false }), [1], `user: ${UNVERIFIED_BUYER_MESSAGE}`],
    ['rejected', pre({ isPassed: false, reviewReason: '照片模糊' }), [1], `user: ${REJECTED_BUYER_MESSAGE}`],
    ['a licence expired', pre({ expired: { kind: 'gsp', expires_on: '2026-01-01' } }), [1], 'user: 您的GSP证书已于2026-01-01过期，请在账户中心更新资质后下单'],
    ['the agreement unsigned', pre({ signed: false }), [1], `${Code.CONTRACT_REQUIRED}: ${CONTRACT_REQUIRED_MESSAGE}`],
    ['goods short', pre(), [1], short],
    ['the key has an order: the transaction answers it', pre({ keyed: true }), [1], null],
    ['a chosen line not found: the transaction 404s', pre(), [1, 2], null],
    ['the same id twice is one line', pre(), [1, 1], short],
    ['not the buyer’s address: the transaction 404s', pre({ address: null }), [1], null],
    ['enough stock', pre({}, [{ stock: 5 }]), [1], null],
  ])('%s', (_, row, ids, expected) => {
    expect(said(preflightRefusal(row, ids))).toBe(expected);
  });
});
