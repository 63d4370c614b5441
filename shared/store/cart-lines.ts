import { pageSlot } from '../page/page-slot';
import { signal } from '@preact/signals-core';
import { cartApi } from '../api/resources/cart';
import { getBus } from '../bus/bus';
import type { AddToCartLine } from '../bus/events';
import type { CartItem, CartTotalsData } from '../contract/cart';
import { cart, recordCartAction, setCartCount } from './cart';
import { latestOnly } from '../domain/latest-only';

/**
 * The cart model (docs/product/routes.md Right bar, docs/product/entities.md Cart store): turns the product
 * widgets' 'cart:add' into POST /api/cart, keeps the page's cart count in
 * step after every add or delete, and holds the lines the cart drawer lists.
 *
 * Every bundle on a page has its own copy of this module, but only one may
 * answer 'cart:add' or a click would add the goods twice: the first copy
 * claims a page-wide key. The count travels between copies on 'cart:count'
 * (shared/store/cart), and each copy's lines follow the count.
 */
/** The page slot the one listening copy claims (version 2: holds { release }). */
export const CART_MODEL_SLOT = { name: 'cart-lines', version: 2 } as const;

export const CART_ADDED_MESSAGE = '已加入购物车';

export type CartLinesStatus = 'idle' | 'loading' | 'ready' | 'error';

const lines = signal<CartItem[]>([]);
const totals = signal<CartTotalsData | null>(null);
const status = signal<CartLinesStatus>('idle');

export const cartLines = { lines, totals, status };

let listLoaded = false;
// Only the newest GET /api/cart/list counts (shared/domain/latest-only.ts).
const latestList = latestOnly(() => cartApi.cartList({}, { silent: true }));

/**
 * GET /api/cart/list: the drawer's lines and totals; also corrects the count.
 * Silent (no failure effect (docs/product/errors.md)) because the drawer shows its own failure state and
 * opening a panel must not bounce a visitor to the login page.
 */
export async function refreshCart(): Promise<CartItem[]> {
  if (!listLoaded) status.value = 'loading';
  try {
    const outcome = await latestList();
    // A later refresh answered or is on its way: this answer is stale.
    if (outcome.stale) return lines.value;
    const store = outcome.value;
    listLoaded = true;
    lines.value = store.data;
    totals.value = store.totals;
    status.value = 'ready';
    if (cart.count.value !== store.data.length) setCartCount(store.data.length);
    return store.data;
  } catch (error) {
    // Only the newest call's failure reaches here (latestOnly swallows the older ones').
    status.value = 'error';
    throw error;
  }
}

/** GET /api/cart/total: the count only, for the badges. */
export async function refreshCartCount(): Promise<number> {
  const { total } = await cartApi.cartTotal({}, { silent: true });
  setCartCount(total);
  return total;
}

/**
 * POST /api/cart; the count follows; 已加入购物车 or the API's failure effect (docs/product/errors.md) (422
 * first message, 10001 login). The add is the cart's action (docs/product/entities.md): every
 * copy with loaded lines reads them again, even when the count stays (goods
 * already in the cart).
 */
export async function addCartLines(added: AddToCartLine[]): Promise<number> {
  const { total } = await cartApi.cartAdd({ params: added });
  setCartCount(total);
  recordCartAction(
    'add',
    added.map((line) => line.goods_id),
  );
  getBus().emit('ui:toast', { message: CART_ADDED_MESSAGE, kind: 'success' });
  return total;
}

/** POST /api/cart/batch_delete; the lines go at once, the count follows the server, and the delete is the cart's action. */
export async function deleteCartLines(ids: number[]): Promise<number> {
  const { total } = await cartApi.cartBatchDelete({ ids });
  const gone = new Set(ids);
  lines.value = lines.value.filter((line) => !gone.has(line.id));
  setCartCount(total);
  recordCartAction('delete', ids);
  return total;
}

// docs/product/states.md: cart data refreshes after an add or delete, made by this copy or another.
cart.action.subscribe((action) => {
  if (action && listLoaded) void refreshCart().catch(() => undefined);
});

// Another copy (or the cart page) changed the count: loaded lines are out of date.
let lastCount = cart.count.value;
cart.count.subscribe((count) => {
  if (count === lastCount) return;
  lastCount = count;
  if (!listLoaded) return;
  if (count === 0) {
    // Logout or an emptied cart: nothing to ask the server.
    lines.value = [];
    return;
  }
  if (count !== lines.value.length) void refreshCart().catch(() => undefined);
});

type CartModelClaim = { release: (() => void) | null };
const claim = () => pageSlot<CartModelClaim>(CART_MODEL_SLOT.name, CART_MODEL_SLOT.version, () => ({ release: null }));

/**
 * Makes this copy the page's 'cart:add' listener unless another copy already
 * is. Runs on import; returns whether this call claimed the page.
 */
export function connectCartModel(): boolean {
  const slot = claim();
  if (slot.release) return false;
  const off = getBus().on('cart:add', ({ lines: added }) => {
    // Failures already showed their failure effect (docs/product/errors.md) through the API client.
    if (added.length > 0) void addCartLines(added).catch(() => undefined);
  });
  slot.release = () => {
    off();
    slot.release = null;
  };
  return true;
}

/** Releases the page's 'cart:add' listener (tests; a host tearing down). */
export function disconnectCartModel(): void {
  claim().release?.();
}

connectCartModel();
