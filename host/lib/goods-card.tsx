import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { GoodsSummary } from '../../shared/contract';
import { visibleTags } from '../../shared/domain/tags';
import { Tag } from '../../shared/ui';
import { goodsPath, goodsTitle } from '../../shared/ui/goods/goods-title';
import './goods-card.css';
import { GoodsPrice } from '../../shared/ui/goods/goods-price';
import { GoodsPicture } from '../../shared/ui/goods/goods-picture';

interface GoodsCardProps {
  goods: GoodsSummary;
  /** Something under the price (a struck retail price, a spike progress note). */
  extra?: ReactNode;
}

/**
 * The compact card of the home floors and related goods: pack shot, name,
 * spec, manufacturer, price. Buying happens on the detail page or in the
 * product list, which carry the quantity stepper.
 */
export function GoodsCard({ goods, extra }: GoodsCardProps) {
  const title = goodsTitle(goods);
  const tags = visibleTags(goods.tags).slice(0, 3);
  return (
    <article className="yp-gcard">
      <Link to={goodsPath(goods.id)} className="yp-gcard__image" tabIndex={-1} aria-hidden="true">
        <GoodsPicture src={goods.image} size={160} phoneSize={140} />
      </Link>
      <div className="yp-gcard__price">
        <GoodsPrice price={goods.base_price} />
      </div>
      <h3 className="yp-gcard__name">
        <Link to={goodsPath(goods.id)} title={title}>
          {title}
        </Link>
      </h3>
      <p className="yp-gcard__meta" title={goods.ypgg}>
        {goods.ypgg}
      </p>
      <p className="yp-gcard__meta" title={goods.sccj}>
        {goods.sccj}
      </p>
      {tags.length > 0 ? (
        <p className="yp-gcard__tags">
          {tags.map((tag) => (
            <Tag key={tag.name} name={tag.name} describe={tag.describe} />
          ))}
        </p>
      ) : null}
      {extra}
    </article>
  );
}
