import { inArray } from 'drizzle-orm';
import { BUSINESS_TYPES } from '../../../shared/domain/licences';
import type { Database, Transaction } from '../../db/client';
import { goodsControls, type GoodsControlRow } from '../../db/schema';

type Db = Database | Transaction;

/** Who is buying, as controlled sales (控销) read it: users.province and users.type. */
export interface ControlBuyer {
  province: string;
  type: string;
}

const typeLabel = (type: string): string => BUSINESS_TYPES.find((t) => t.value === type)?.label ?? type;

/** The rule as the card and the zone page state it: 限河北省、天津市 · 单体药店、连锁药店. */
export function controlRule(control: Pick<GoodsControlRow, 'provinces' | 'buyerTypes'>): string {
  const parts: string[] = [];
  if (control.provinces.length > 0) parts.push(control.provinces.join('、'));
  if (control.buyerTypes.length > 0) parts.push(control.buyerTypes.map(typeLabel).join('、'));
  return `限${parts.join(' · ')}采购`;
}

/**
 * Why `buyer` may not buy a goods under `control`, or null when they may.
 * Both axes must fit: an empty list does not restrict on that axis.
 */
export function controlRefusal(goodsName: string, control: Pick<GoodsControlRow, 'provinces' | 'buyerTypes'>, buyer: ControlBuyer): string | null {
  const provinceOk = control.provinces.length === 0 || control.provinces.includes(buyer.province);
  const typeOk = control.buyerTypes.length === 0 || control.buyerTypes.includes(buyer.type);
  if (provinceOk && typeOk) return null;
  const yours = !provinceOk ? `您的所在地（${buyer.province || '未填写'}）` : `您的单位类型（${typeLabel(buyer.type)}）`;
  return `「${goodsName}」为控销商品，${controlRule(control)}，${yours}不在销售范围内，暂不能购买`;
}

/** The controls of `goodsIds`, by goods id (one query for a page of goods). */
export async function controlsOf(db: Db, goodsIds: readonly number[]): Promise<Map<number, GoodsControlRow>> {
  if (goodsIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(goodsControls)
    .where(inArray(goodsControls.goodsId, [...new Set(goodsIds)]));
  return new Map(rows.map((row) => [row.goodsId, row]));
}
