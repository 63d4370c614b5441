import { z } from 'zod';
import { defineCall } from '../define-call';
import { id } from './fields';
import type { Page } from '../envelope';
import type { BrandDetail, BrandZoneEntry, GoodsCombination, GoodsDetail, GoodsFloor, GoodsSummary, SearchSuggestion, SpikeSession } from '../goods';

const page = z.coerce.number({ error: '页码必须是数字' }).int('页码必须是整数').min(1, '页码最小为1').max(10000, '页码过大').default(1);
const perPage = z.coerce.number({ error: '每页条数必须是数字' }).int('每页条数必须是整数').min(1, '每页至少1条').max(100, '每页最多100条').default(20);
const optionalId = (label: string) => id(label).optional();
const flag = (label: string) => z.coerce.number({ error: `${label}只能是0或1` }).int().min(0, `${label}只能是0或1`).max(1, `${label}只能是0或1`).optional();
const money = (label: string) =>
  z.coerce.number({ error: `${label}必须是数字` }).min(0, `${label}不能为负数`).max(1_000_000, `${label}过大`).optional();

/** 1: drug names (药品名称), 2: manufacturers (生产厂家). */
export const searchType = z.coerce.number({ error: '搜索类型只能是1或2' }).int().pipe(z.union([z.literal(1), z.literal(2)], { error: '搜索类型只能是1或2' }));

export const goodsSearch = defineCall<SearchSuggestion[]>()({
  method: 'GET',
  path: '/api/goods/search',
  access: 'optional',
  input: z.object({
    keywords: z.string().max(50, '关键词不能超过50个字符').optional().default(''),
    type: searchType.optional().default(1),
  }),
});

export const goodsListSort = z.enum(['default', 'sales', 'price', 'expiry'], { error: '排序方式不正确' });

export const goodsList = defineCall<Page<GoodsSummary>>()({
  method: 'GET',
  path: '/api/goods/list',
  access: 'optional',
  input: z.object({
    page,
    per_page: perPage,
    category: optionalId('分类'),
    keywords: z.string().max(50, '关键词不能超过50个字符').optional(),
    type: searchType.optional(),
    /** Exact manufacturer filter (生产厂家). */
    sccj: z.string().max(100, '厂家名称过长').optional(),
    brand: optionalId('品牌'),
    /** Zone flags. */
    is_youx: flag('优选'),
    is_free_shipping: flag('包邮'),
    near_expiry: flag('近效期'),
    /** western | patent | slices | device | health | other. */
    kind: z.enum(['western', 'patent', 'slices', 'device', 'health', 'other'], { error: '商品类型不正确' }).optional(),
    price_min: money('最低价'),
    price_max: money('最高价'),
    in_stock: flag('仅看有货'),
    sort: goodsListSort.optional().default('default'),
    order: z.enum(['asc', 'desc'], { error: '排序方向只能是asc或desc' }).optional(),
  }),
});

export const goodsDetail = defineCall<GoodsDetail>()({
  method: 'GET',
  path: '/api/goods/detail/:id',
  access: 'optional',
  input: z.object({ id: id('商品编号') }),
});

/** The 优惠套餐 containing a goods (its detail page), best saving first. */
export const goodsCombinations = defineCall<GoodsCombination[]>()({
  method: 'GET',
  path: '/api/goods/:id/combinations',
  access: 'optional',
  input: z.object({ id: id('商品编号') }),
});

export const goodsHot = defineCall<GoodsSummary[]>()({
  method: 'GET',
  path: '/api/goods/hot',
  access: 'optional',
  input: z.object({ limit: z.coerce.number().int().min(1, '数量至少为1').max(50, '数量最多50').optional().default(10) }),
});

/** Home floors by top category (分类楼层). */
export const goodsFloors = defineCall<GoodsFloor[]>()({
  method: 'GET',
  path: '/api/goods/fl',
  access: 'optional',
  input: z.object({}),
});

/** Goods in promotions (tagged 满/赠/换购/特). */
export const goodsActivities = defineCall<Page<GoodsSummary>>()({
  method: 'GET',
  path: '/api/goods/activities',
  access: 'optional',
  input: z.object({ page, per_page: perPage }),
});

export const everydayPrice = defineCall<GoodsSummary[]>()({
  method: 'GET',
  path: '/api/activity/everyday_price',
  access: 'optional',
  input: z.object({}),
});

export const indexSpike = defineCall<SpikeSession>()({
  method: 'GET',
  path: '/api/index/spike',
  access: 'optional',
  input: z.object({}),
});

export const brandZone = defineCall<BrandZoneEntry[]>()({
  method: 'GET',
  path: '/api/focus/ppzq',
  access: 'optional',
  input: z.object({}),
});

export const brandDetail = defineCall<BrandDetail>()({
  method: 'GET',
  path: '/api/focus/brand/:id',
  access: 'optional',
  input: z.object({ id: id('品牌编号'), page, per_page: perPage }),
});

// Form bodies carry `goods_ids[0]=1`; a lone `goods_ids=1` or "1,2" is read as a list too.
const goodsIds = z.preprocess(
  (value) => (typeof value === 'string' || typeof value === 'number' ? String(value).split(',').filter(Boolean) : value),
  z.array(id('商品编号'), { error: '请选择商品' }).min(1, '请选择商品').max(200, '一次最多操作200件商品'),
);

export const favoriteList = defineCall<Page<GoodsSummary>>()({
  method: 'GET',
  path: '/api/favorite',
  access: 'member',
  input: z.object({ page, per_page: perPage }),
});

export const favoriteAdd = defineCall<{ goods_ids: number[] }>()({
  method: 'POST',
  path: '/api/favorite',
  access: 'member',
  input: z.object({ goods_ids: goodsIds }),
});

export const favoriteCancel = defineCall<{ goods_ids: number[] }>()({
  method: 'POST',
  path: '/api/favorite/cancel',
  access: 'member',
  input: z.object({ goods_ids: goodsIds }),
});
