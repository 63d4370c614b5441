import type { GoodsSummary } from '../../shared/contract/goods';
import { AddToCartButton } from '../../shared/ui/goods/add-to-cart-button';
import { FavoriteButton } from '../../shared/connected/favorite-button';
import { goodsQuantityRules } from '../../shared/ui/goods/goods-rules';
import { GoodsTags } from '../../shared/ui/goods/goods-tags';
import { LadderPrices } from '../../shared/ui/goods/ladder-prices';
import { QuantityStepper } from '../../shared/ui/goods/quantity-stepper';
import { StockState } from '../../shared/ui/goods/stock-state';
import { canBuyGoods } from '../../shared/ui/goods/goods-rules';
import { GoodsPicture } from '../../shared/ui/goods/goods-picture';
import { Link } from '../../shared/ui/link';
import { listText } from './product-list.text';
import { goodsPath, goodsTitle } from '../../shared/ui/goods/goods-title';
import { GoodsPrice } from '../../shared/ui/goods/goods-price';
import { applyRate, formatPrice, yuanToFen } from '../../shared/domain/money';
import { activityTags } from '../../shared/domain/tags';

export interface GoodsItemProps {
  goods: GoodsSummary;
  quantity: number;
  onQuantity: (value: number) => void;
  /** A zone's price rate (/welfare 0.94): the rated price is shown under the goods' own. */
  priceRate?: number | undefined;
  /** The first card's picture is the page's largest paint on a phone: asked for at once and first, not lazily. */
  first?: boolean;
}

/**
 * 94折价 ¥X: what the cart will charge a zone's goods (the server applies
 * the same rate, rounded down to the fen, to the same unit price); nothing
 * for visitors, who see no prices.
 */
export function RatePrice({ price, rate }: { price: string | null; rate: number | undefined }) {
  if (rate === undefined || price === null) return null;
  const percent = Math.round(rate * 100);
  const label = `${percent % 10 === 0 ? percent / 10 : percent}折价`;
  return (
    <span className="yp-rate-price" part="rate-price">
      {label} {formatPrice(applyRate(yuanToFen(price), rate))}
    </span>
  );
}

/** Expiry line: 效期至 2027-05-31, or a dash when unknown. */
export function Expiry({ date }: { date: string }) {
  return <span className="yp-expiry">{date ? `${listText.expiry} ${date}` : listText.noExpiry}</span>;
}

/**
 * 控销: the rule (限河北省 · 单体药店采购) for everyone, and for a buyer it
 * excludes the reason, so the card says why before the cart refuses.
 */
export function ControlNote({ goods }: { goods: Pick<GoodsSummary, 'kx_rule' | 'kx_refused'> }) {
  if (!goods.kx_rule) return null;
  return (
    <p className={`yp-control${goods.kx_refused ? ' yp-control--refused' : ''}`} part="control" title={goods.kx_refused ?? goods.kx_rule}>
      <span className="yp-control__badge">{listText.controlled}</span>
      {goods.kx_refused ?? goods.kx_rule}
    </p>
  );
}

/**
 * 促销: the goods' promotion (满减, 特价, 赠品, 换购 — the tags
 * /api/goods/activities lists goods by) in one line, saying what it gives, so
 * the buyer sees it on the list and not only on the goods page. Text only: the
 * card is on the phone's first paint.
 */
export function ActivityNote({ tags }: { tags: GoodsSummary['tags'] }) {
  const activities = activityTags(tags);
  if (activities.length === 0) return null;
  const text = activities.map((tag) => tag.describe).join('；');
  return (
    <p className="yp-control yp-promo" part="promo" title={text}>
      <span className="yp-control__badge">{listText.promotion}</span>
      {text}
    </p>
  );
}

/** What both cards say under the name: tags, the activity, specification, maker and the controlled-goods note. */
function CardFacts({ goods }: { goods: GoodsSummary }) {
  return (
    <>
      <GoodsTags tags={goods.tags} max={4} />
      <ActivityNote tags={goods.tags} />
      <p className="yp-card__line" title={goods.ypgg}>
        {listText.spec}：{goods.ypgg}
      </p>
      <p className="yp-card__line" title={goods.sccj}>
        {goods.sccj}
      </p>
      <ControlNote goods={goods} />
    </>
  );
}

/** Both cards' foot: the quantity and 加入购物车. */
function CardBuy({ goods, quantity, onQuantity, title }: Pick<GoodsItemProps, 'goods' | 'quantity' | 'onQuantity'> & { title: string }) {
  return (
    <div className="yp-card__buy">
      <QuantityStepper
        value={quantity}
        onChange={onQuantity}
        rules={goodsQuantityRules(goods)}
        disabled={!canBuyGoods(goods)}
        size="sm"
        label={`${title} ${listText.columns.quantity}`}
      />
      <AddToCartButton goods={goods} quantity={quantity} size="sm" />
    </div>
  );
}

/** One goods in the 大图 view. */
export function GoodsCard({ goods, quantity, onQuantity, priceRate, first = false }: GoodsItemProps) {
  const title = goodsTitle(goods);
  return (
    <li className="yp-card" part="card" data-goods-id={goods.id}>
      <Link to={goodsPath(goods.id)} className="yp-card__image" tabIndex={-1} aria-hidden="true">
        <GoodsPicture src={goods.image} size={200} phoneSize={96} first={first} />
      </Link>
      <div className="yp-card__fav">
        <FavoriteButton goodsId={goods.id} />
      </div>
      <div className="yp-card__price-row">
        <GoodsPrice price={goods.base_price} size="lg" />
        <StockState goods={goods} />
      </div>
      <RatePrice price={goods.base_price} rate={priceRate} />
      <LadderPrices tiers={goods.ladder_price} type={goods.ladder_price_type} unit={goods.bzdw} compact />
      <Link to={goodsPath(goods.id)} className="yp-card__name" part="name" title={title}>
        {goods.brand && goods.brand !== goods.name ? <span className="yp-card__brand">{goods.brand}</span> : null}
        {goods.name}
      </Link>
      <CardFacts goods={goods} />
      <p className="yp-card__line yp-card__meta">
        <Expiry date={goods.expiry_date} />
        {goods.step > 1 ? <span>{listText.packing(goods.step, goods.bzdw)}</span> : null}
      </p>
      <CardBuy goods={goods} quantity={quantity} onQuantity={onQuantity} title={title} />
    </li>
  );
}

/** One goods in the 无图 view: the card without its picture, denser. */
export function GoodsTextCard({ goods, quantity, onQuantity, priceRate }: GoodsItemProps) {
  const title = goodsTitle(goods);
  return (
    <li className="yp-text-card" part="card" data-goods-id={goods.id}>
      <div className="yp-text-card__head">
        <Link to={goodsPath(goods.id)} className="yp-text-card__name" part="name" title={title}>
          {title}
        </Link>
        <FavoriteButton goodsId={goods.id} />
      </div>
      <CardFacts goods={goods} />
      <p className="yp-card__line yp-card__meta">
        <Expiry date={goods.expiry_date} />
        <StockState goods={goods} />
      </p>
      <div className="yp-card__price-row">
        <GoodsPrice price={goods.base_price} />
        <LadderPrices tiers={goods.ladder_price} type={goods.ladder_price_type} unit={goods.bzdw} compact />
      </div>
      <RatePrice price={goods.base_price} rate={priceRate} />
      <CardBuy goods={goods} quantity={quantity} onQuantity={onQuantity} title={title} />
    </li>
  );
}
