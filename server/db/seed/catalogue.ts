import { createHash } from 'node:crypto';
import { yuanToFen } from '../../../shared/domain/money';
import type { Transaction as Tx } from '../client';
import { categories, goods } from '../schema';
import type { GoodsTagJson } from '../schema';
import { goodsSearchColumns } from '../../lib/search-keys';
import type { GoodsTag, SeedCategory, SeedGoods } from './data/types';
import { pathKey } from './validate';

/** Inserts the three-level tree; returns leaf path key → category id. */
export async function seedCategories(tx: Tx, tree: readonly SeedCategory[]): Promise<Map<string, number>> {
  const leafIds = new Map<string, number>();
  const insertLevel = async (nodes: readonly SeedCategory[], parent: { id: number; path: string[] } | null, level: number) => {
    for (const [index, node] of nodes.entries()) {
      const [row] = await tx
        .insert(categories)
        .values({
          parentId: parent?.id ?? null,
          level,
          name: node.name,
          sort: index + 1,
          icon: level === 1 ? (node.icon ?? null) : null,
        })
        .returning({ id: categories.id });
      const path = [...(parent?.path ?? []), node.name];
      if (level === 3) leafIds.set(pathKey(path), row!.id);
      if (node.children && level < 3) await insertLevel(node.children, { id: row!.id, path }, level + 1);
    }
  };
  await insertLevel(tree, null, 1);
  return leafIds;
}

// What each activity tag means, shown on hover (docs/product/entities.md tag `describe`).
const TAG_DESCRIPTIONS: Record<GoodsTag, string> = {
  优: '优选商品，品质与价格双重保障',
  秒: '限时秒杀，数量有限',
  特: '特价商品，限时优惠',
  新: '新品上市',
  满: '参与满减活动',
  换购: '满额可加价换购',
  赠: '购买即送赠品',
};

function tagsOf(item: SeedGoods): GoodsTagJson[] {
  return (item.tags ?? []).map((name) => ({ name, describe: TAG_DESCRIPTIONS[name], is_show: 1, isLadder: 0 }));
}

/**
 * A stable "sold so far" figure for the catalogue's first day, derived from
 * the goods' name so every fresh database shows the same numbers; real sales
 * add to it once orders exist.
 */
function openingSales(item: SeedGoods): number {
  const digest = createHash('sha256').update(`${item.name}|${item.sccj}|${item.ypgg}`).digest();
  return 20 + (digest.readUInt16BE(0) % 4980);
}

function goodsRow(item: SeedGoods, categoryId: number): typeof goods.$inferInsert {
  const tags = tagsOf(item);
  return {
    name: item.name,
    brand: item.brand ?? '',
    sccj: item.sccj,
    ypgg: item.ypgg,
    bzdw: item.bzdw,
    approval: item.approval,
    categoryId,
    kind: item.kind,
    rx: item.rx,
    priceFen: yuanToFen(item.price),
    retailFen: yuanToFen(item.retail),
    stock: item.stock,
    step: item.step,
    minBuy: item.minBuy,
    isBuy: true,
    validMonths: item.validMonths,
    expiryDate: item.expiry.slice(0, 10),
    ladderPrice: (item.ladder?.tiers ?? []).map((tier) => ({ number: tier.number, price: yuanToFen(tier.price) })),
    ladderPriceType: item.ladder?.type ?? 0,
    tags,
    isFreeShipping: item.freeShipping ?? false,
    // A free-shipping goods ships free from its minimum purchase.
    freeShippingNumber: item.freeShipping ? item.minBuy : 0,
    isDpby: (item.qgNumber ?? 0) > 0,
    qgNumber: item.qgNumber ?? 0,
    isYoux: item.isYoux ?? tags.some((tag) => tag.name === '优'),
    type: tags.some((tag) => tag.name === '秒') ? 1 : 0,
    isEphedrine: item.ephedrine ?? false,
    storage: item.storage ?? '',
    usage: item.usage ?? '',
    sales: openingSales(item),
    // Pinyin keys and n-grams for search, computed on write.
    ...goodsSearchColumns(item),
  };
}

/** Inserts the curated goods (paths were validated beforehand). */
export async function seedGoods(tx: Tx, items: readonly SeedGoods[], leafIds: ReadonlyMap<string, number>): Promise<void> {
  const rows = items.map((item) => {
    const categoryId = leafIds.get(pathKey(item.category));
    if (categoryId === undefined) throw new Error(`商品「${item.name}」的分类路径不存在：${pathKey(item.category)}`);
    return goodsRow(item, categoryId);
  });
  // Batches keep each statement well under PostgreSQL's parameter limit.
  for (let i = 0; i < rows.length; i += 100) await tx.insert(goods).values(rows.slice(i, i + 100));
}
