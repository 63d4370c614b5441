import type { GoodsDetail, GoodsSummary, CategoryCrumb } from '../../../shared/contract/goods';
import { missingScope } from '../../../shared/domain/licences';
import { fenToYuan } from '../../../shared/domain/money';
import type { GoodsRow } from '../../db/schema';
import { goodsImageUrl, GOODS_IMAGE_VIEWS } from '../../images/goods';

export interface SerializeOptions {
  /** Members see prices; for visitors every price is null (价格登录可见). */
  member: boolean;
  /** Goods the viewer has in favourites. */
  favoriteIds: ReadonlySet<number>;
  /** The viewer's 经营范围 (GoodsViewer.scope): goods outside it are marked out_of_scope; null: not marked. */
  scope?: readonly string[] | null;
}

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** A goods row as the API's GoodsSummary (docs/product/entities.md "Goods"); money as 2-decimal yuan strings. */
export function toGoodsSummary(row: GoodsRow, { member, favoriteIds, scope = null }: SerializeOptions): GoodsSummary {
  const price = (fen: number): string | null => (member ? fenToYuan(fen) : null);
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    sccj: row.sccj,
    ypgg: row.ypgg,
    bzdw: row.bzdw,
    approval: row.approval,
    image: goodsImageUrl(row.id),
    base_price: price(row.priceFen),
    retail_price: price(row.retailFen),
    is_buy: flag(row.isBuy),
    number: row.stock,
    step: row.step,
    min_buy: row.minBuy,
    ladder_price: row.ladderPrice.map((tier) => ({ number: tier.number, price: price(tier.price) })),
    ladder_price_type: row.ladderPriceType,
    tags: row.tags.map((tag) => ({ name: tag.name, describe: tag.describe, is_show: tag.is_show, isLadder: tag.isLadder })),
    is_free_shipping: flag(row.isFreeShipping),
    free_shipping_number: row.freeShippingNumber,
    is_dpby: flag(row.isDpby),
    qg_number: row.qgNumber,
    is_youx: flag(row.isYoux),
    type: row.type,
    is_ephedrine: flag(row.isEphedrine),
    rx: row.rx,
    kind: row.kind,
    category_id: row.categoryId,
    // The column is a SQL date read in string mode, already YYYY-MM-DD.
    expiry_date: row.expiryDate ?? '',
    sales: row.sales,
    is_favorite: flag(favoriteIds.has(row.id)),
    // 超出经营范围: a 套餐's components are checked at add-to-cart, not here.
    out_of_scope: flag(scope !== null && row.kind !== 'combination' && missingScope(row, scope) !== null),
  };
}

export function toGoodsDetail(row: GoodsRow, options: SerializeOptions, categoryPath: CategoryCrumb[]): GoodsDetail {
  return {
    ...toGoodsSummary(row, options),
    images: GOODS_IMAGE_VIEWS.map((view) => goodsImageUrl(row.id, view)),
    category_path: categoryPath,
    valid_months: row.validMonths,
    storage: row.storage,
    usage: row.usage,
  };
}
