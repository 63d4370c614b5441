import type { GoodsSummary } from '../../shared/contract/goods';
import { AddToCartButton } from '../../shared/ui/goods/add-to-cart-button';
import { FavoriteButton } from '../../shared/connected/favorite-button';
import { canBuyGoods, goodsQuantityRules } from '../../shared/ui/goods/goods-rules';
import { GoodsTags } from '../../shared/ui/goods/goods-tags';
import { LadderPrices } from '../../shared/ui/goods/ladder-prices';
import { QuantityStepper } from '../../shared/ui/goods/quantity-stepper';
import { StockState } from '../../shared/ui/goods/stock-state';
import { Link } from '../../shared/ui/link';
import { TableScroll } from '../../shared/ui/table-scroll';
import { listText } from './product-list.text';
import { goodsPath, goodsTitle } from '../../shared/ui/goods/goods-title';
import { GoodsPrice } from '../../shared/ui/goods/goods-price';
import { RatePrice } from './goods-card';
import { ControlNote } from './goods-card';

export interface GoodsTableProps {
  goods: GoodsSummary[];
  quantityOf: (goods: GoodsSummary) => number;
  onQuantity: (goods: GoodsSummary, value: number) => void;
  priceRate?: number | undefined;
}

/** The 列表 view: one dense row per goods, the columns a buyer compares. */
export function GoodsTable({ goods, quantityOf, onQuantity, priceRate }: GoodsTableProps) {
  const c = listText.columns;
  return (
    <TableScroll label={listText.goodsList}>
      <table className="yp-list-table" part="table">
        <thead>
          <tr>
            <th scope="col" className="yp-list-table__name">
              {c.name}
            </th>
            <th scope="col">{c.spec}</th>
            <th scope="col">{c.sccj}</th>
            <th scope="col">{c.expiry}</th>
            <th scope="col">{c.stock}</th>
            <th scope="col">{c.price}</th>
            <th scope="col">{c.quantity}</th>
            <th scope="col">{c.actions}</th>
          </tr>
        </thead>
        <tbody>
          {goods.map((item) => {
            const title = goodsTitle(item);
            const quantity = quantityOf(item);
            return (
              <tr key={item.id} className="yp-row" part="row" data-goods-id={item.id}>
                <td className="yp-list-table__name">
                  <Link to={goodsPath(item.id)} className="yp-row__name" part="name" title={title}>
                    {title}
                  </Link>
                  <GoodsTags tags={item.tags} max={4} />
                  <ControlNote goods={item} />
                </td>
                <td>{item.ypgg}</td>
                <td className="yp-row__sccj">{item.sccj}</td>
                <td className="yp-row__expiry">{item.expiry_date || '—'}</td>
                <td>
                  <StockState goods={item} />
                </td>
                <td className="yp-row__price">
                  <GoodsPrice price={item.base_price} />
                  <LadderPrices tiers={item.ladder_price} type={item.ladder_price_type} unit={item.bzdw} compact />
                  <RatePrice price={item.base_price} rate={priceRate} />
                </td>
                <td>
                  <QuantityStepper
                    value={quantity}
                    onChange={(value) => onQuantity(item, value)}
                    rules={goodsQuantityRules(item)}
                    disabled={!canBuyGoods(item)}
                    size="sm"
                    unit={item.bzdw}
                    label={`${title} ${c.quantity}`}
                  />
                </td>
                <td className="yp-row__actions">
                  <AddToCartButton goods={item} quantity={quantity} size="sm" />
                  <FavoriteButton goodsId={item.id} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
