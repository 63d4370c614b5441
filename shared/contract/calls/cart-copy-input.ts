/**
 * The input of POST /api/cart/copy (./cart.ts cartCopy), apart so 复制购物车到其他门店 (/zhzx/ddgl) validates
 * with it: browser code imports this module only with a dynamic import, on submit, so it and zod load in a
 * chunk of their own (scripts/build/contract-for-browser.ts, docs/decisions.md ADR-059).
 */
import { z } from 'zod';
import { idList } from './fields';

export const cartCopyInput = z.object({
  ids: idList('购物车商品编号', '请选择要复制的商品', 500, '一次最多操作500件商品'),
  other_user_ids: idList('门店编号', '请选择目标门店'),
});
