import type { OrderItem } from '../../shared/contract/order';
import { assetUrl } from '../../shared/ui/asset-url';
import { DataTable, type DataColumn } from '../../shared/ui/data-table';
import { Link } from '../../shared/ui/link';
import { EphedrineTag } from '../../shared/ui/tag';
import { orderPageText as text } from './order-page.text';
import { formatYuan } from '../../shared/domain/money';
import { OrderCard } from './order-card';

const columns: DataColumn<OrderItem>[] = [
  {
    heading: text.colGoods,
    kind: 'title',
    className: 'yp-op__goods',
    cell: (item) => (
      <div className="yp-op__goods-cell">
        <img className="yp-op__thumb" src={assetUrl(item.image, 56)} alt="" width={56} height={56} loading="lazy" />
        <div>
          <Link to={`/list/info/${item.goods_id}`} className="yp-op__goods-name">
            {item.name}
          </Link>
          {item.is_ephedrine === 1 ? <EphedrineTag /> : null}
          <span className="yp-op__spec">
            {item.ypgg}
            {item.bzdw ? ` / ${item.bzdw}` : ''}
          </span>
          {item.gift ? <span className="yp-op__gift">{text.gift(item.gift.name, item.gift.number)}</span> : null}
        </div>
      </div>
    ),
  },
  { heading: text.colSccj, cell: (item) => item.sccj },
  {
    heading: text.colApproval,
    className: 'yp-op__num',
    cell: (item) => (
      <>
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
      </>
    ),
  },
  { heading: text.colPrice, kind: 'num', cell: (item) => formatYuan(item.price) },
  {
    heading: text.colNumber,
    kind: 'num',
    cell: (item) => (
      <>
        {item.number}
        {item.returned_number > 0 ? <span className="yp-op__returned">{text.returned(item.returned_number)}</span> : null}
      </>
    ),
  },
  { heading: text.colAmount, kind: 'num', className: 'yp-op__money', cell: (item) => formatYuan(item.amount) },
];

/**
 * The order's lines: image, name and specification, manufacturer, approval
 * number with the batch (批号) and its 质检报告 when there is one, price,
 * quantity, amount; a card a line on a phone. A 套餐 was written as one line
 * per component (consecutive, same combination_name): they sit under a
 * 「套餐：name」 heading.
 */
export function OrderItemsTable({ items }: { items: OrderItem[] }) {
  return (
    <OrderCard part="items" titleId="yp-op-items" title={text.items}>
      <DataTable
        caption={text.items}
        columns={columns}
        rows={items}
        rowKey={(item) => item.id}
        groupOf={(item) => (item.combination_name ? text.combination(item.combination_name) : undefined)}
        rowProps={(item) => ({ 'data-item-id': item.id, className: item.combination_name ? 'yp-op__combo-item' : undefined })}
      />
    </OrderCard>
  );
}
