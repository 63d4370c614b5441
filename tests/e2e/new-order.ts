import { request as apiRequest } from '@playwright/test';
import type { Address, CartItem, CreatedOrder, GoodsSummary, Page as ListPage } from '../../shared/contract';

/** The buyer whose orders the ERP frames (order-frame.spec.ts, csp.spec.ts). */
export const BUYER = { username: 'zzbxk', password: 'yaopi123' } as const;

interface Buyer {
  token: string;
  order: CreatedOrder;
}

/** Logs zzbxk in and makes a fresh unpaid order through the API, as the site does. */
export async function newOrder(baseURL: string): Promise<Buyer> {
  const api = await apiRequest.newContext({ baseURL });
  try {
    const ok = async <T>(response: Awaited<ReturnType<typeof api.get>>): Promise<T> => {
      const body = (await response.json()) as { code: number; message: string; data: T };
      if (body.code !== 10000) throw new Error(`${response.url()}: ${body.code} ${body.message}`);
      return body.data;
    };
    const login = await ok<{ token: string }>(await api.post('/api/login', { data: BUYER }));
    const headers = { authorization: `Bearer ${login.token}` };
    const goodsList = await ok<ListPage<GoodsSummary & { min_buy: number; step: number; is_ephedrine?: number }>>(
      await api.get('/api/goods/list?per_page=40', { headers }),
    );
    const goods = goodsList.data.find((g) => g.is_buy === 1 && !g.is_ephedrine && g.number >= Math.max(g.min_buy, g.step) * 3);
    if (!goods) throw new Error('no buyable goods');
    const number = Math.max(goods.min_buy, goods.step, 1);
    await ok(
      await api.post('/api/cart', {
        headers,
        data: {
          params: [{ goods_id: goods.id, price: goods.base_price, number, ck_id: 0, goods_price_id: 0, ladder_price_id: 0, goods_manjian_id: 0, is_yj: 0 }],
        },
      }),
    );
    const cart = await ok<{ data: CartItem[] }>(await api.get('/api/cart/list', { headers }));
    const line = cart.data.find((l) => l.goods.id === goods.id);
    if (!line) throw new Error('the goods did not reach the cart');
    const addresses = await ok<Address[]>(await api.get('/api/address', { headers }));
    const order = await ok<CreatedOrder>(
      await api.post('/api/order', {
        headers: { ...headers, 'Idempotency-Key': `e2e-${Date.now()}-${Math.random()}` },
        data: { ids: [line.id], address_id: addresses[0]!.id },
      }),
    );
    return { token: login.token, order };
  } finally {
    await api.dispose();
  }
}
