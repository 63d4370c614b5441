import { z } from 'zod';
import { defineCall } from '../define-call';
import { id, optionalRef } from './fields';
import type { CartNextHint, CartStore } from '../cart';
import type { OrderCheckoutPreview } from '../order';

// Form bodies arrive through qs: numbers are strings, `ids[0]=1` is an array,
// a lone `ids=1` or "1,2" is read as a list too.
const flag = (label: string) =>
  z.coerce.number({ error: `${label}只能是0或1` }).int(`${label}只能是0或1`).min(0, `${label}只能是0或1`).max(1, `${label}只能是0或1`);
const quantity = z.coerce
  .number({ error: '数量必须是数字' })
  .int('数量必须是整数')
  .positive('数量必须大于0')
  .max(1_000_000, '数量过大');

const idList = (label: string, empty: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' || typeof value === 'number' ? String(value).split(',').filter(Boolean) : value),
    z.array(id(label), { error: empty }).min(1, empty).max(500, '一次最多操作500件商品'),
  );
const cartIds = idList('购物车商品编号', '请选择商品');

/** One add-to-cart line (spec §3). price is accepted but never used: the server prices from the goods. */
export const addToCartLine = z.object({
  goods_id: id('商品编号'),
  price: z.union([z.string(), z.number()], { error: '价格格式不正确' }).optional(),
  number: quantity,
  ck_id: optionalRef('仓库编号'),
  goods_price_id: optionalRef('价格编号'),
  ladder_price_id: optionalRef('阶梯价编号'),
  goods_manjian_id: optionalRef('活动编号'),
  is_yj: flag('议价标记').optional().default(0),
  type: z.coerce
    .number({ error: '商品类型不正确' })
    .int('商品类型不正确')
    .refine((value) => value === 0 || value === 1 || value === 3, '商品类型不正确')
    .optional(),
});

export const cartAdd = defineCall<{ total: number }>()({
  method: 'POST',
  path: '/api/cart',
  access: 'member',
  input: z.object({
    params: z.array(addToCartLine, { error: '请选择要加入购物车的商品' }).min(1, '请选择要加入购物车的商品').max(200, '一次最多加入200件商品'),
  }),
});

/** 99999 all (spec §9 default); 1 preferred; 2 seckill; 3 in an activity; 4 unavailable. */
export const CART_FILTERS = [99999, 1, 2, 3, 4] as const;

export const cartList = defineCall<CartStore>()({
  method: 'GET',
  path: '/api/cart/list',
  access: 'member',
  input: z.object({
    filters: z.coerce
      .number({ error: '筛选条件不正确' })
      .refine((value) => (CART_FILTERS as readonly number[]).includes(value), '筛选条件不正确')
      .optional()
      .default(99999),
    /** The new cart page flag of the spec's client; accepted, no effect on the answer. */
    new: flag('new').optional(),
  }),
});

export const cartTotal = defineCall<{ total: number }>()({
  method: 'GET',
  path: '/api/cart/total',
  access: 'member',
  input: z.object({}),
});

export const cartEdit = defineCall<CartStore>()({
  method: 'POST',
  path: '/api/cart/:id/edit',
  access: 'member',
  input: z.object({
    id: id('购物车商品编号'),
    params: z.object({ number: quantity }, { error: '请填写数量' }),
    new: flag('new').optional(),
  }),
});

export const cartBatchSelect = defineCall<CartStore>()({
  method: 'POST',
  path: '/api/cart/batch_select',
  access: 'member',
  input: z.object({ ids: cartIds, is_selected: flag('选中状态') }),
});

export const cartBatchDelete = defineCall<{ total: number }>()({
  method: 'POST',
  path: '/api/cart/batch_delete',
  access: 'member',
  input: z.object({ ids: cartIds }),
});

export const cartQuickAdd = defineCall<{ total: number }>()({
  method: 'POST',
  path: '/api/cart/quick_add/:id',
  access: 'member',
  input: z.object({ id: id('商品编号') }),
});

export const cartCopy = defineCall<{ copied: number; skipped: number }>()({
  method: 'POST',
  path: '/api/cart/copy',
  access: 'member',
  input: z.object({ ids: cartIds, other_user_ids: idList('门店编号', '请选择门店') }),
});

export const cartNextHint = defineCall<CartNextHint>()({
  method: 'POST',
  path: '/api/cart/next_hint',
  access: 'member',
  // The spec's client sends query parameters; the hint is computed from the
  // buyer's selected lines, so nothing is required.
  input: z.object({}).loose(),
});

/**
 * The order the selected ids would make (step 2): every figure the order
 * will have, with the coupon applied when coupon_id names a usable one
 * (an unusable coupon → 422 on coupon_id).
 */
export const cartCheckout = defineCall<OrderCheckoutPreview>()({
  method: 'POST',
  path: '/api/cart/checkout',
  access: 'member',
  input: z.object({
    ids: cartIds,
    new: flag('new').optional(),
    coupon_id: optionalRef('优惠券编号'),
  }),
});
