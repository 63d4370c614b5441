import type { LineOffer } from '../../../shared/ui/goods';

/** The offer ids and flags a detail link may carry (docs/product/routes.md: /list/info/{id} query). */
export interface DetailQuery {
  offer: Required<Pick<LineOffer, 'goods_price_id' | 'ladder_price_id' | 'goods_manjian_id' | 'is_yj'>>;
  /** 近效期: the link came from the near-expiry sale. */
  nearExpiry: boolean;
}

/** A non-negative whole number from the query; anything else is the default 0. */
function idParam(params: URLSearchParams, name: string): number {
  const raw = params.get(name);
  if (raw === null || !/^\d{1,10}$/.test(raw.trim())) return 0;
  return Number(raw.trim());
}

/**
 * Reads the detail page's query. Bad values fall back to 0 (docs/product/entities.md
 * default), never to an error page: the ids only steer which offer the cart
 * line is bought under, and the server checks them again.
 */
export function readDetailQuery(params: URLSearchParams): DetailQuery {
  return {
    offer: {
      goods_price_id: idParam(params, 'goods_price_id'),
      ladder_price_id: idParam(params, 'ladder_price_id'),
      goods_manjian_id: idParam(params, 'goods_manjian_id'),
      is_yj: idParam(params, 'is_yj') === 1 ? 1 : 0,
    },
    nearExpiry: params.get('is_jxq') === '1',
  };
}

/** The goods id of /list/info/{id}: a positive whole number, else null (the page shows 商品不存在). */
export function goodsIdParam(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}
