import { useEffect, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api';
import type { GoodsDetail } from '../../../shared/contract';
import { seedFavorites } from '../../../shared/store/favorite';
import { FavoriteButton } from '../../../shared/connected/favorite-button';
import { cart } from '../../../shared/store/cart';
import { Badge, Icon, LoadFailed, Loading, Tag, useAsync, useSignalValue } from '../../../shared/ui';
import { activityTags, formatYuan } from '../../../shared/domain';
import { cartTabName } from '../../layout/tab-bar';
import { AddToCartButton, canBuyGoods, goodsBounds, GoodsTags, LadderPrices, QuantityStepper, goodsQuantityRules, StockState } from '../../../shared/ui/goods';
import { categoryListHref } from '../../data/category-tree';
import { Breadcrumb } from '../../lib/breadcrumb';
import { StatusPanel } from '../../lib/status-panel';
import { GoodsCombinations } from './combinations';
import { GroupBuyPanel } from '../../lib/group-buy-panel';
import { expiryText } from './detail-labels';
import { goodsIdParam, readDetailQuery, type DetailQuery } from './detail-query';
import { DetailTabs } from './detail-tabs';
import { GoodsGallery } from './goods-gallery';
import { RelatedGoods } from './related-goods';
import { ActivityGoods } from './activity-goods';
import './goods-detail.css';
import { goodsTitle } from '../../../shared/ui/goods/goods-title';
import { GoodsPrice } from '../../../shared/ui/goods/goods-price';
import { goodsApi } from '../../../shared/api/resources/goods';

export const GOODS_GONE = '商品不存在或已下架';

/** The server says the goods are not there (404), or the id is not one (422). */
function isGone(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 422);
}

function GoneState() {
  return (
    <StatusPanel
      art={
        <>
          <rect x="60" y="40" width="140" height="130" rx="10" fill="var(--_yp-brand-soft)" stroke="var(--_yp-brand-line)" strokeWidth="2" />
          <path d="M60 78h140" stroke="var(--_yp-brand-line)" strokeWidth="2" />
          <path d="M108 108l44 44M152 108l-44 44" stroke="var(--_yp-brand)" strokeWidth="8" strokeLinecap="round" />
        </>
      }
      title={GOODS_GONE}
      text="您查看的商品可能已下架或链接有误，看看其他商品吧。"
      actions={
        <>
          <Link to="/list" className="yp-btn yp-btn--primary">
            去逛逛
          </Link>
          <Link to="/" className="yp-btn">
            返回首页
          </Link>
        </>
      }
    />
  );
}

interface GoodsDetailViewProps {
  /** /list/info-pt/{id}: the group-buy (拼团) variant of the page. */
  groupBuy?: boolean;
}

/**
 * The product page (/list/info/{id}): gallery, name, tags, prices, the
 * goods' facts, quantity and add to cart, favourite; the details and leaflet
 * tabs; goods of the same category. The query's offer ids ride on the cart
 * line; is_jxq=1 marks the goods as a near-expiry offer.
 */
export function GoodsDetailView({ groupBuy = false }: GoodsDetailViewProps) {
  const params = useParams();
  const [search] = useSearchParams();
  const id = goodsIdParam(params.id);
  const detail = useAsync(async () => {
    if (id === null) return null;
    // Silent: a missing goods is this page's own state, not an alert.
    const goods = await goodsApi.goodsDetail({ id }, { silent: true });
    seedFavorites([goods]);
    return goods;
  }, [id]);

  if (id === null || (detail.status === 'error' && isGone(detail.error)) || (detail.status === 'ready' && detail.data === null)) {
    return <GoneState />;
  }
  if (detail.status === 'error') {
    return (
      <div className="yp-container yp-detail">
        <LoadFailed text="商品信息加载失败" onRetry={detail.reload} />
      </div>
    );
  }
  const goods = detail.data;
  if (!goods || goods.id !== id) {
    return (
      <div className="yp-container yp-detail yp-detail--loading">
        <Loading />
      </div>
    );
  }
  return <DetailBody goods={goods} query={readDetailQuery(search)} groupBuy={groupBuy} />;
}

/** The buy bar's 购物车 (phones only; CSS hides it wider, where the header's cart is in view). */
function CartLink() {
  const count = useSignalValue(cart.count);
  return (
    <Link to="/cart" className="yp-detail__cart" aria-label={cartTabName(count)}>
      <span className="yp-detail__cart-icon">
        <Icon name="cart" />
        <Badge count={count} float />
      </span>
      购物车
    </Link>
  );
}

function DetailBody({ goods, query, groupBuy }: { goods: GoodsDetail; query: DetailQuery; groupBuy: boolean }) {
  const location = useLocation();
  const title = goodsTitle(goods);
  const activities = activityTags(goods.tags);
  const bounds = goodsBounds(goods);
  const buyable = canBuyGoods(goods);
  const [quantity, setQuantity] = useState(buyable ? bounds.min : 0);
  // Another goods (a related card) reuses this component: start from its minimum.
  useEffect(() => setQuantity(canBuyGoods(goods) ? goodsBounds(goods).min : 0), [goods]);

  const images = goods.images.length > 0 ? goods.images : [goods.image];
  const visitor = goods.base_price === null;
  const loginHref = `/login?redirect=${encodeURIComponent(location.pathname + location.search)}`;
  const crumbs = [...goods.category_path.map((crumb) => ({ label: crumb.name, to: categoryListHref(crumb.id) })), { label: title }];

  return (
    <div className="yp-container yp-detail">
      <Breadcrumb items={crumbs} />
      {groupBuy ? <GroupBuyPanel goodsId={goods.id} visitor={visitor} loginHref={loginHref} /> : null}
      <section className="yp-detail__top" aria-label="商品信息">
        <GoodsGallery images={images} alt={title} />
        <div className="yp-detail__info">
          <h1 className="yp-detail__name">{title}</h1>
          <div className="yp-detail__tags">
            {query.nearExpiry ? (
              <span className="yp-detail__badge" title="近效期商品，请留意效期">
                近效期
              </span>
            ) : null}
            <GoodsTags tags={goods.tags} />
          </div>

          <div className="yp-detail__prices">
            <div className="yp-detail__price-row">
              <span className="yp-detail__label">{groupBuy ? '批发价' : '价格'}</span>
              {visitor ? (
                <span className="yp-detail__guarded">
                  <span>登录可见</span>
                  <Link to={loginHref} className="yp-btn yp-btn--small yp-btn--primary">
                    登录
                  </Link>
                </span>
              ) : (
                <GoodsPrice price={goods.base_price} size="lg" />
              )}
            </div>
            {goods.retail_price !== null ? (
              <div className="yp-detail__price-row">
                <span className="yp-detail__label">建议零售价</span>
                <span className="yp-detail__retail">{formatYuan(goods.retail_price)}</span>
              </div>
            ) : null}
            {goods.ladder_price.length > 0 ? (
              <div className="yp-detail__price-row yp-detail__price-row--ladder">
                <span className="yp-detail__label">阶梯价</span>
                <LadderPrices tiers={goods.ladder_price} type={goods.ladder_price_type} unit={goods.bzdw} />
              </div>
            ) : null}
            {activities.length > 0 ? (
              <div className="yp-detail__price-row">
                <span className="yp-detail__label">促销</span>
                <ul className="yp-detail__activities" aria-label="促销活动">
                  {activities.map((tag, index) => (
                    <li key={`${tag.name}-${index}`}>
                      <Tag name={tag.name} describe={tag.describe} />
                      <span>{tag.describe}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>

          <dl className="yp-detail__facts">
            <div>
              <dt>规格</dt>
              <dd>{goods.ypgg}</dd>
            </div>
            <div>
              <dt>生产厂家</dt>
              <dd>{goods.sccj}</dd>
            </div>
            <div>
              <dt>批准文号</dt>
              <dd>{goods.approval || '—'}</dd>
            </div>
            <div>
              <dt>效期</dt>
              <dd>{expiryText(goods.expiry_date, goods.valid_months)}</dd>
            </div>
            <div>
              <dt>库存</dt>
              <dd>
                <StockState goods={goods} />
              </dd>
            </div>
            <div>
              <dt>包装</dt>
              <dd>
                {goods.bzdw} · 中包装 {goods.step}
                {goods.min_buy > goods.step ? ` · ${goods.min_buy}${goods.bzdw}起购` : ''}
              </dd>
            </div>
          </dl>

          {/* On a phone this row is the sticky buy bar over the tab bar, with a way to the cart. */}
          <div className="yp-detail__buy">
            <CartLink />
            <QuantityStepper value={quantity} onChange={setQuantity} rules={goodsQuantityRules(goods)} disabled={!buyable} unit={goods.bzdw} />
            <AddToCartButton goods={goods} quantity={quantity} offer={query.offer} />
            <FavoriteButton goodsId={goods.id} withLabel />
          </div>
        </div>
      </section>
      <GoodsCombinations goodsId={goods.id} loginHref={loginHref} />
      <div className="yp-detail__lower">
        <DetailTabs goods={goods} />
      </div>
      <RelatedGoods goodsId={goods.id} categoryId={goods.category_id} />
      <ActivityGoods goodsId={goods.id} />
    </div>
  );
}
