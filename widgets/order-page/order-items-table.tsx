import type { OrderItem } from '../../shared/contract/order';
import { assetUrl } from '../../shared/ui/asset-url';
import { Link } from '../../shared/ui/link';
import { orderPageText as text } from './order-page.text';

/** The order's lines: image, name and specification, manufacturer, approval number, price, quantity, amount. */
export function OrderItemsTable({ items }: { items: OrderItem[] }) {
  return (
    <section className="yp-op__card" part="items" aria-labelledby="yp-op-items">
      <h3 id="yp-op-items" className="yp-op__card-title">
        {text.items}
      </h3>
      <table className="yp-op__table">
        <thead>
          <tr>
            <th scope="col" colSpan={2}>
              {text.colGoods}
            </th>
            <th scope="col">{text.colSccj}</th>
            <th scope="col">{text.colApproval}</th>
            <th scope="col" className="yp-op__right">
              {text.colPrice}
            </th>
            <th scope="col" className="yp-op__right">
              {text.colNumber}
            </th>
            <th scope="col" className="yp-op__right">
              {text.colAmount}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} data-item-id={item.id}>
              <td className="yp-op__thumb">
                <img src={assetUrl(item.image)} alt="" width={56} height={56} loading="lazy" />
              </td>
              <td className="yp-op__goods">
                <Link to={`/list/info/${item.goods_id}`} className="yp-op__goods-name">
                  {item.name}
                </Link>
                {item.is_ephedrine === 1 ? <span className="yp-op__tag">{text.ephedrine}</span> : null}
                <span className="yp-op__spec">
                  {item.ypgg}
                  {item.bzdw ? ` / ${item.bzdw}` : ''}
                </span>
                {item.gift ? <span className="yp-op__gift">{text.gift(item.gift.name, item.gift.number)}</span> : null}
              </td>
              <td>{item.sccj}</td>
              <td className="yp-op__num">{item.approval}</td>
              <td className="yp-op__right yp-op__num">¥{item.price}</td>
              <td className="yp-op__right yp-op__num">
                {item.number}
                {item.returned_number > 0 ? <span className="yp-op__returned">{text.returned(item.returned_number)}</span> : null}
              </td>
              <td className="yp-op__right yp-op__num yp-op__money">¥{item.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
