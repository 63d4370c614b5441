import type { APIRequestContext } from '@playwright/test';
import type { Address, CartStore, CreatedOrder, GoodsSummary, Page as ListPage } from '../../shared/contract';
import { apiData, emptyCart } from './buyer-api';

type Buyable = GoodsSummary & { min_buy: number; step: number; is_ephedrine?: number };

/**
 * An unpaid, ordinary (not 含麻) order of one buyable goods, placed through
 * the API with the page's session (`api` is page.request): the pay page's
 * specs start from here. Small, so the seeded buyers' balances cover it.
 */
export async function unpaidOrder(api: APIRequestContext): Promise<CreatedOrder> {
  await emptyCart(api);
  const found = await apiData<ListPage<Buyable>>(api, 'get', '/api/goods/list?per_page=60');
  const goods = found.data.find(
    (g) => g.is_buy === 1 && !g.is_ephedrine && g.base_price !== null && Number(g.base_price) < 200 && g.number >= Math.max(g.min_buy, g.step, 1) * 3,
  );
  if (!goods) throw new Error('no buyable goods found');
  await apiData(api, 'post', '/api/cart', { params: [{ goods_id: goods.id, number: Math.max(goods.min_buy, goods.step, 1) }] });
  const lines = await apiData<CartStore>(api, 'get', '/api/cart/list');
  const addresses = await apiData<Address[]>(api, 'get', '/api/address');
  const address = addresses.find((a) => a.is_default === 1) ?? addresses[0]!;
  return apiData<CreatedOrder>(api, 'post', '/api/order', { ids: lines.data.map((line) => line.id), address_id: address.id });
}
