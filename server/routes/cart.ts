import type { FastifyInstance } from 'fastify';
import * as calls from '../../shared/contract/calls';
import { memberRoute, type AppDeps } from '../http/route';
import { checkoutPreview, nextHint } from '../services/cart/checkout';
import { addToCart, cartCount, copyLines, deleteLines, editLine, quickAdd, selectLines } from '../services/cart/mutations';
import { cartStore } from '../services/cart/store';

/**
 * The cart (docs/product/calls.md Cart): member calls, every query scoped to the
 * session's own user id. Prices are always the server's.
 */
export function registerCartRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  memberRoute(app, deps, calls.cartAdd, ({ input, session }) => addToCart(db, session.userId, input.params), { message: '加入购物车成功' });
  memberRoute(app, deps, calls.cartList, ({ input, session }) => cartStore(db, session.userId, input.filters));
  memberRoute(app, deps, calls.cartTotal, async ({ session }) => ({ total: await cartCount(db, session.userId) }));
  memberRoute(app, deps, calls.cartEdit, async ({ input, session }) => {
    await editLine(db, session.userId, input.id, input.params.number);
    return cartStore(db, session.userId);
  });
  memberRoute(app, deps, calls.cartBatchSelect, async ({ input, session }) => {
    await selectLines(db, session.userId, input.ids, input.is_selected === 1);
    return cartStore(db, session.userId);
  });
  memberRoute(app, deps, calls.cartBatchDelete, ({ input, session }) => deleteLines(db, session.userId, input.ids), { message: '删除成功' });
  memberRoute(app, deps, calls.cartQuickAdd, ({ input, session }) => quickAdd(db, session.userId, input.id), { message: '加入购物车成功' });
  memberRoute(app, deps, calls.cartCopy, ({ input, session }) => copyLines(db, session, input.ids, input.other_user_ids), { message: '复制成功' });
  memberRoute(app, deps, calls.cartNextHint, ({ session }) => nextHint(db, session.userId));
  memberRoute(app, deps, calls.cartCheckout, ({ input, session }) => checkoutPreview(db, session.userId, input.ids, input.coupon_id));
}
