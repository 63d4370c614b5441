import { z } from 'zod';
import { defineCall } from '../define-call';
import { id, idList, money, optionalFlag, optionalId, optionalInteger, optionalIntegerChoice, page, perPage as perPageOf, text } from './fields';
import { pageSchema } from '../envelope';
import {
  brandDetailSchema,
  brandZoneEntrySchema,
  goodsCombinationSchema,
  goodsDetailSchema,
  goodsFloorSchema,
  goodsSummarySchema,
  searchSuggestionSchema,
  spikeSessionSchema,
} from '../goods';

const perPage = perPageOf(20);
const flag = (label: string) => optionalFlag(label, undefined);
const keywords = text('关键词', 50);

/** 1: drug names (药品名称), 2: manufacturers (生产厂家); absent → `fallback`. */
const searchType = <F extends 1 | undefined>(fallback: F) => optionalIntegerChoice([1, 2], '搜索类型只能是1或2', fallback);

export const goodsSearch = defineCall({
  output: z.array(searchSuggestionSchema),
  method: 'GET',
  path: '/api/goods/search',
  access: 'optional',
  input: z.object({
    keywords,
    type: searchType(1),
  }),
});

export const goodsListSort = z.enum(['default', 'sales', 'price', 'expiry'], { error: '排序方式不正确' });

/** Catalogue zones without a goods flag of their own: zy 中药 (中成药 + 中药饮片), kx 控销, kx_new 新品控销 (docs/decisions.md ADR-027). */
export const CATALOGUE_ZONES = ['zy', 'kx', 'kx_new'] as const;
/** Deal zones whose goods the list can show (issue 12): 每日特价, 拼团, 组合购, 福利专区 (全场94折), 满额返现. */
export const DEAL_ZONES = ['mrtj', 'ptzq', 'zhzq', 'welfare', 'hb'] as const;
export type DealZone = (typeof DEAL_ZONES)[number];
/** Every zone the goods list can be narrowed to (its `zone`). */
export const LIST_ZONES = [...CATALOGUE_ZONES, ...DEAL_ZONES] as const;
export type ListZone = (typeof LIST_ZONES)[number];

export function isDealZone(zone: ListZone): zone is DealZone {
  return (DEAL_ZONES as readonly string[]).includes(zone);
}

export const goodsList = defineCall({
  output: pageSchema(goodsSummarySchema),
  method: 'GET',
  path: '/api/goods/list',
  access: 'optional',
  input: z.object({
    page,
    per_page: perPage,
    category: optionalId('分类'),
    keywords,
    type: searchType(undefined),
    /** Exact manufacturer filter (生产厂家). */
    sccj: text('生产厂家', 100),
    brand: optionalId('品牌'),
    /** Zone flags. */
    is_youx: flag('优选'),
    is_free_shipping: flag('包邮'),
    near_expiry: flag('近效期'),
    /** A zone without a goods flag of its own (LIST_ZONES). */
    zone: z.enum(LIST_ZONES, { error: '专区不正确' }).optional(),
    /** Goods of a running activity (activities table); an ended one lists nothing. */
    activity: optionalId('活动'),
    /** western | patent | slices | device | health | other. */
    kind: z.enum(['western', 'patent', 'slices', 'device', 'health', 'other'], { error: '商品类型不正确' }).optional(),
    price_min: money('最低价', 1_000_000),
    price_max: money('最高价', 1_000_000),
    in_stock: flag('仅看有货'),
    sort: goodsListSort.optional().default('default'),
    order: z.enum(['asc', 'desc'], { error: '排序方向只能是asc或desc' }).optional(),
  }),
});

export const goodsDetail = defineCall({
  output: goodsDetailSchema,
  method: 'GET',
  path: '/api/goods/detail/:id',
  access: 'optional',
  input: z.object({ id: id('商品编号') }),
});

/** The 优惠套餐 containing a goods (its detail page), best saving first. */
export const goodsCombinations = defineCall({
  output: z.array(goodsCombinationSchema),
  method: 'GET',
  path: '/api/goods/:id/combinations',
  access: 'optional',
  input: z.object({ id: id('商品编号') }),
});

export const goodsHot = defineCall({
  output: z.array(goodsSummarySchema),
  method: 'GET',
  path: '/api/goods/hot',
  access: 'optional',
  input: z.object({
    limit: optionalInteger({ min: 1, max: 50, invalid: '数量必须是数字', fraction: '数量必须是整数', tooSmall: '数量至少为1', tooBig: '数量最多50' }, 10),
  }),
});

/** Home floors by top category (分类楼层). */
export const goodsFloors = defineCall({
  output: z.array(goodsFloorSchema),
  method: 'GET',
  path: '/api/goods/fl',
  access: 'optional',
  input: z.object({}),
});

/** Goods in promotions (tagged 满/赠/换购/特). */
export const goodsActivities = defineCall({
  output: pageSchema(goodsSummarySchema),
  method: 'GET',
  path: '/api/goods/activities',
  access: 'optional',
  input: z.object({ page, per_page: perPage }),
});

export const everydayPrice = defineCall({
  output: z.array(goodsSummarySchema),
  method: 'GET',
  path: '/api/activity/everyday_price',
  access: 'optional',
  input: z.object({}),
});

export const indexSpike = defineCall({
  output: spikeSessionSchema,
  method: 'GET',
  path: '/api/index/spike',
  access: 'optional',
  input: z.object({}),
});

export const brandZone = defineCall({
  output: z.array(brandZoneEntrySchema),
  method: 'GET',
  path: '/api/focus/ppzq',
  access: 'optional',
  input: z.object({}),
});

export const brandDetail = defineCall({
  output: brandDetailSchema,
  method: 'GET',
  path: '/api/focus/brand/:id',
  access: 'optional',
  input: z.object({ id: id('品牌编号'), page, per_page: perPage }),
});

// Form bodies carry `goods_ids[0]=1`; a lone `goods_ids=1` or "1,2" is read as a list too.
const goodsIds = idList('商品编号', '请选择商品', 200, '一次最多操作200件商品');

export const favoriteList = defineCall({
  output: pageSchema(goodsSummarySchema),
  method: 'GET',
  path: '/api/favorite',
  access: 'member',
  input: z.object({ page, per_page: perPage }),
});

export const favoriteAdd = defineCall({
  output: z.strictObject({ goods_ids: z.array(z.number()) }),
  method: 'POST',
  path: '/api/favorite',
  access: 'member',
  input: z.object({ goods_ids: goodsIds }),
});

export const favoriteCancel = defineCall({
  output: z.strictObject({ goods_ids: z.array(z.number()) }),
  method: 'POST',
  path: '/api/favorite/cancel',
  access: 'member',
  input: z.object({ goods_ids: goodsIds }),
});
