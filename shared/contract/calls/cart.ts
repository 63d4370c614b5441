import { z } from 'zod';
import { defineCall } from '../define-call';
import { flag, id, idList, money, optionalFlag, optionalIntegerChoice, optionalRef, quantity as quantityOf } from './fields';
import { cartNextHintSchema, cartStoreSchema } from '../cart';
import { cartCopyInput } from './cart-copy-input';
import { orderCheckoutPreviewSchema } from '../order';

// Form bodies arrive through qs: numbers are strings, `ids[0]=1` is an array,
// a lone `ids=1` or "1,2" is read as a list too.
const quantity = quantityOf('数量', 1_000_000);
const cartIds = idList('购物车商品编号', '请选择商品', 500, '一次最多操作500件商品');

/** One add-to-cart line (docs/product/entities.md). price is accepted but never used: the server prices from the goods. */
export const addToCartLine = z.object({
  goods_id: id('商品编号'),
  price: money('价格', 100_000_000),
  number: quantity,
  ck_id: optionalRef('仓库编号'),
  goods_price_id: optionalRef('价格编号'),
  ladder_price_id: optionalRef('阶梯价编号'),
  goods_manjian_id: optionalRef('活动编号'),
  is_yj: optionalFlag('议价标记', 0),
  type: optionalIntegerChoice([0, 1, 3], '商品类型不正确', undefined),
});

export const cartAdd = defineCall({
  output: z.strictObject({ total: z.number() }),
  method: 'POST',
  path: '/api/cart',
  access: 'member',
  input: z.object({
    params: z.array(addToCartLine, { error: '请选择要加入购物车的商品' }).min(1, '请选择要加入购物车的商品').max(200, '一次最多加入200件商品'),
  }),
});

/** 99999 all (docs/product/constants.md default); 1 preferred; 2 seckill; 3 in an activity; 4 unavailable. */
export const CART_FILTERS = [99999, 1, 2, 3, 4] as const;

export const cartList = defineCall({
  output: cartStoreSchema,
  method: 'GET',
  path: '/api/cart/list',
  access: 'member',
  input: z.object({
    filters: optionalIntegerChoice(CART_FILTERS, '筛选条件不正确', 99999),
    /** The new cart page flag of the spec's client; accepted, no effect on the answer. */
    new: optionalFlag('new', undefined),
  }),
});

export const cartTotal = defineCall({
  output: z.strictObject({ total: z.number() }),
  method: 'GET',
  path: '/api/cart/total',
  access: 'member',
  input: z.object({}),
});

export const cartEdit = defineCall({
  output: cartStoreSchema,
  method: 'POST',
  path: '/api/cart/:id/edit',
  access: 'member',
  input: z.object({
    id: id('购物车商品编号'),
    params: z.object({ number: quantity }, { error: '请填写数量' }),
    new: optionalFlag('new', undefined),
  }),
});

export const cartBatchSelect = defineCall({
  output: cartStoreSchema,
  method: 'POST',
  path: '/api/cart/batch_select',
  access: 'member',
  input: z.object({ ids: cartIds, is_selected: flag('选中状态') }),
});

export const cartBatchDelete = defineCall({
  output: z.strictObject({ total: z.number() }),
  method: 'POST',
  path: '/api/cart/batch_delete',
  access: 'member',
  input: z.object({ ids: cartIds }),
});

export const cartQuickAdd = defineCall({
  output: z.strictObject({ total: z.number() }),
  method: 'POST',
  path: '/api/cart/quick_add/:id',
  access: 'member',
  input: z.object({ id: id('商品编号') }),
});

export const cartCopy = defineCall({
  output: z.strictObject({ copied: z.number(), skipped: z.number() }),
  method: 'POST',
  path: '/api/cart/copy',
  access: 'member',
  input: cartCopyInput,
});

export const cartNextHint = defineCall({
  output: cartNextHintSchema,
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
export const cartCheckout = defineCall({
  output: orderCheckoutPreviewSchema,
  method: 'POST',
  path: '/api/cart/checkout',
  access: 'member',
  input: z.object({
    ids: cartIds,
    new: optionalFlag('new', undefined),
    coupon_id: optionalRef('优惠券编号'),
  }),
});
