/**
 * The cart-flow addresses (docs/product/routes.md Cart flow). Step 2 carries the chosen
 * cart line ids in its query (/cart/step2?ids=1,2,3) so a reload or a shared
 * link shows the same order; step 4 carries the order id (/cart/step4?id=).
 */

/** "1,2,3" → [1, 2, 3]: positive integers only, each once, in order; anything else is dropped. */
export function parseIds(text: string | null | undefined): number[] {
  if (!text) return [];
  const seen = new Set<number>();
  for (const part of text.split(',')) {
    const value = Number(part.trim());
    if (part.trim() !== '' && Number.isInteger(value) && value > 0) seen.add(value);
  }
  return [...seen];
}

/** A positive integer id from a route param or query value, else null. */
export function parseId(text: string | number | null | undefined): number | null {
  const value = typeof text === 'number' ? text : Number(String(text ?? '').trim());
  return Number.isInteger(value) && value > 0 && String(text ?? '').trim() !== '' ? value : null;
}

export const confirmPath = (ids: readonly number[]) => `/cart/step2?ids=${ids.join(',')}`;
export const payPath = (orderId: number) => `/cart/step3/${orderId}`;
export const hmPayPath = (orderId: number) => `/cart/hm?id=${orderId}`;
export const donePath = (orderId: number) => `/cart/step4?id=${orderId}`;
export const orderPath = (orderId: number) => `/order/info/${orderId}`;
export const CART_PATH = '/cart';
export const HOME_PATH = '/';
