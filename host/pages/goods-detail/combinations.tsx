import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { getBus } from '../../../shared/bus';
import type { GoodsCombination } from '../../../shared/contract';
import { ADD_TO_CART_DELAY_MS } from '../../../shared/domain/constants';
import { useAsync } from '../../../shared/ui';
import { formatYuan } from '../../../shared/domain';
import { goodsApi } from '../../../shared/api/resources/goods';
import { assetUrl } from '../../../shared/ui/asset-url';

/**
 * 优惠套餐: the packages containing this goods (GET /api/goods/:id/combinations),
 * each with its components, 套餐价, 原价合计 struck through and 立省. 加入购物车
 * adds one package (its minimum) as a type-3 line through the bus, like the
 * goods' own button. Hidden when there are none; visitors see 登录可见.
 */
export function GoodsCombinations({ goodsId, loginHref }: { goodsId: number; loginHref: string }) {
  const combinations = useAsync(() => goodsApi.goodsCombinations({ id: goodsId }, { silent: true }), [goodsId]);
  const list = combinations.data ?? [];
  if (combinations.status !== 'ready' || list.length === 0) return null;
  return (
    <section className="yp-combos" aria-labelledby="combos-title">
      <h2 id="combos-title" className="yp-combos__title">
        优惠套餐
      </h2>
      <ul className="yp-combos__list">
        {list.map((combination) => (
          <CombinationCard key={combination.id} combination={combination} loginHref={loginHref} />
        ))}
      </ul>
    </section>
  );
}

function CombinationCard({ combination, loginHref }: { combination: GoodsCombination; loginHref: string }) {
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const visitor = combination.price === null;
  const buyable = combination.is_buy === 1;

  const add = () => {
    if (busy.current || !buyable || visitor) return;
    busy.current = true;
    setPending(true);
    const number = Math.max(combination.min_buy, combination.step, 1);
    // Same delay and event as AddToCartButton: the cart model posts it and toasts.
    setTimeout(() => {
      busy.current = false;
      setPending(false);
      getBus().emit('cart:add', {
        lines: [
          {
            goods_id: combination.id,
            price: combination.price ?? '0.00',
            number,
            type: 3,
            ck_id: 0,
            goods_price_id: 0,
            ladder_price_id: 0,
            goods_manjian_id: 0,
            is_yj: 0,
          },
        ],
      });
    }, ADD_TO_CART_DELAY_MS);
  };

  return (
    <li className="yp-combos__card" data-combination-id={combination.id}>
      <div className="yp-combos__head">
        <span className="yp-combos__tag">套餐</span>
        <strong className="yp-combos__name">{combination.name}</strong>
      </div>
      <ul className="yp-combos__items">
        {combination.items.map((item) => (
          <li key={item.goods_id} className="yp-combos__item">
            <Link to={`/list/info/${item.goods_id}`} className="yp-combos__thumb" tabIndex={-1} aria-hidden="true">
              <img src={assetUrl(item.image, 64)} alt="" width={64} height={64} loading="lazy" />
            </Link>
            <div className="yp-combos__item-info">
              <Link to={`/list/info/${item.goods_id}`} className="yp-combos__item-name" title={item.name}>
                {item.name}
              </Link>
              <span className="yp-combos__item-spec">
                {item.ypgg} × {item.number}
                {item.bzdw}
              </span>
            </div>
          </li>
        ))}
      </ul>
      <div className="yp-combos__buy">
        {visitor ? (
          <span className="yp-combos__guarded">
            <span>登录可见</span>
            <Link to={loginHref} className="yp-btn yp-btn--small yp-btn--primary">
              登录
            </Link>
          </span>
        ) : (
          <>
            <div className="yp-combos__prices">
              <span className="yp-combos__label">套餐价</span>
              <span className="yp-combos__price">{formatYuan(combination.price ?? '')}</span>
              <s className="yp-combos__original">原价合计 {formatYuan(combination.original_total ?? '')}</s>
              {Number(combination.saving) > 0 ? <span className="yp-combos__saving">立省{formatYuan(combination.saving ?? '')}</span> : null}
            </div>
            <button type="button" className="yp-btn yp-btn--primary yp-btn--small" disabled={!buyable} aria-busy={pending} onClick={add}>
              {buyable ? '加入购物车' : '库存不足'}
            </button>
          </>
        )}
      </div>
    </li>
  );
}
