import { Fragment } from 'react';
import type { OrderItem } from '../../shared/contract/order';
import { assetUrl } from '../../shared/ui/asset-url';
import { Link } from '../../shared/ui/link';
import { TableScroll } from '../../shared/ui/table-scroll';
import { orderPageText as text } from './order-page.text';

/**
 * The order's lines: image, name and specification, manufacturer, approval
 * number with the batch (批号) and its 质检报告 when there is one, price,
 * quantity, amount. A 套餐 was written as one line per
 * component (consecutive, same combination_name): they sit under a
 * 「套餐：name」 row.
 */
export function OrderItemsTable({ items }: { items: OrderItem[] }) {
  return (
    <section className="yp-op__card" part="items" aria-labelledby="yp-op-items">
      <h3 id="yp-op-items" className="yp-op__card-title">
        {text.items}
      </h3>
      <TableScroll label={text.items}>
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
            {items.map((item, i) => (
              <Fragment key={item.id}>
                {item.combination_name && item.combination_name !== items[i - 1]?.combination_name ? (
                  <tr className="yp-op__combo-row" part="combination">
                    <th scope="rowgroup" colSpan={7} className="yp-op__combo-name">
                      {text.combination(item.combination_name)}
                    </th>
                  </tr>
                ) : null}
                <tr data-item-id={item.id} className={item.combination_name ? 'yp-op__combo-item' : undefined}>
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
                  <td className="yp-op__num">
                    {item.approval}
                    {item.batch_no ? <span className="yp-op__spec">{text.batch(item.batch_no)}</span> : null}
                    {item.report_url ? (
                      // The batch's 质检报告 (an image or a PDF) in a new tab.
                      <a
                        className="yp-op__report"
                        href={assetUrl(item.report_url)}
                        target="_blank"
                        rel="noopener"
                        part="report-link"
                        aria-label={text.reportLabel(item.name, item.batch_no)}
                      >
                        {text.report}
                      </a>
                    ) : null}
                  </td>
                  <td className="yp-op__right yp-op__num">¥{item.price}</td>
                  <td className="yp-op__right yp-op__num">
                    {item.number}
                    {item.returned_number > 0 ? <span className="yp-op__returned">{text.returned(item.returned_number)}</span> : null}
                  </td>
                  <td className="yp-op__right yp-op__num yp-op__money">¥{item.amount}</td>
                </tr>
              </Fragment>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
