import type { APIRequestContext } from '@playwright/test';
import type { CartStore, GoodsSummary, Page as ListPage } from '../../shared/contract';

/**
 * The data of a successful API answer (code 10000) for the specs that set
 * up or check through the API beside the page; anything else throws, naming
 * the call, so a setup step that failed says which.
 */
export async function apiData<T>(
  api: APIRequestContext,
  method: 'get' | 'post',
  path: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = method === 'get' ? await api.get(path, { headers }) : await api.post(path, { data, headers });
  const body = (await response.json()) as { code: number; message: string; data: T };
  if (body.code !== 10000) throw new Error(`${method.toUpperCase()} ${path}: ${body.code} ${body.message}`);
  return body.data;
}

/** Empties the signed-in buyer's cart, so a spec's totals start from its own lines. */
export async function emptyCart(api: APIRequestContext): Promise<void> {
  const cart = await apiData<CartStore>(api, 'get', '/api/cart/list');
  if (cart.data.length > 0) await apiData(api, 'post', '/api/cart/batch_delete', { ids: cart.data.map((line) => line.id) });
}

type Buyable = GoodsSummary & { min_buy: number; step: number; is_ephedrine?: number };

/**
 * Puts one buyable goods in the signed-in buyer's cart when it is empty, for
 * specs that show the cart badge: it shows nothing at 0, and the specs run
 * before on the same worker's database may have emptied the seeded cart.
 */
export async function ensureCartLine(api: APIRequestContext, headers: Record<string, string> = {}): Promise<void> {
  const cart = await apiData<CartStore>(api, 'get', '/api/cart/list', undefined, headers);
  if (cart.data.length > 0) return;
  const goods = await apiData<ListPage<Buyable>>(api, 'get', '/api/goods/list?per_page=40', undefined, headers);
  const item = goods.data.find((g) => g.is_buy === 1 && !g.is_ephedrine && g.number >= Math.max(g.min_buy, g.step, 1));
  if (!item) throw new Error('no buyable goods for the cart');
  await apiData(api, 'post', '/api/cart', { params: [{ goods_id: item.id, number: Math.max(item.min_buy, item.step, 1) }] }, headers);
}
