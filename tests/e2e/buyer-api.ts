import type { APIRequestContext } from '@playwright/test';
import type { CartStore } from '../../shared/contract';

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
