import { asc, count, desc, eq } from 'drizzle-orm';
import type { BrandDetail, BrandZoneEntry } from '../../../shared/contract/goods';
import type { Database } from '../../db/client';
import { paginate } from '../../db/paginate';
import { brands, goods } from '../../db/schema';
import type { BrandRow } from '../../db/schema';
import { AppError } from '../../errors';
import { brandBannerUrl } from '../../images/brand-banner';
import { brandLogoUrl } from '../../images/brand-logo';
import { brandGoodsCondition } from './brand-match';
import { summariesOf } from './list';
import type { GoodsViewer } from './viewer';

export const BRAND_NOT_FOUND = '品牌不存在';

async function goodsCount(db: Database, brand: BrandRow): Promise<number> {
  const [row] = await db.select({ n: count() }).from(goods).where(brandGoodsCondition(brand));
  return row?.n ?? 0;
}

function entryOf(brand: BrandRow, goodsCountValue: number): BrandZoneEntry {
  return { id: brand.id, name: brand.name, logo: brandLogoUrl(brand.id), sccj: brand.sccj, goods_count: goodsCountValue, intro: brand.intro };
}

/** GET /api/focus/ppzq: the brand zone. */
export async function brandZone(db: Database): Promise<BrandZoneEntry[]> {
  const rows = await db.select().from(brands).orderBy(asc(brands.sort), asc(brands.id));
  const counts = await Promise.all(rows.map((brand) => goodsCount(db, brand)));
  return rows.map((brand, i) => entryOf(brand, counts[i] ?? 0));
}

/** GET /api/focus/brand/:id: one brand and a page of its goods, best sellers first. */
export async function brandDetail(db: Database, viewer: GoodsViewer, id: number, page: number, perPage: number): Promise<BrandDetail> {
  const [brand] = await db.select().from(brands).where(eq(brands.id, id)).limit(1);
  if (!brand) throw AppError.notFound(BRAND_NOT_FOUND);
  const condition = brandGoodsCondition(brand);
  const goodsPage = await paginate(
    db.select().from(goods).where(condition).orderBy(desc(goods.sales), asc(goods.id)),
    goodsCount(db, brand),
    { page, per_page: perPage },
    (rows) => summariesOf(db, viewer, rows),
  );
  return { ...entryOf(brand, goodsPage.total), banner: brandBannerUrl(brand.id), goods: goodsPage };
}
