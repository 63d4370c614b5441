import type { AfterSaleDetail } from '../../../shared/contract/order';
import { TableScroll } from '../../../shared/ui';

/** The lines of an after-sales application or a sales return, with their total. */
export function ReturnItemsTable({ items, total }: { items: AfterSaleDetail['items']; total: string }) {
  return (
    <TableScroll label="退货商品">
      <table className="ys-table">
        <thead>
          <tr>
            <th scope="col">商品名称</th>
            <th scope="col">规格</th>
            <th scope="col">生产厂家</th>
            <th scope="col">单价</th>
            <th scope="col">数量</th>
            <th scope="col">金额</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.order_item_id}>
              <td>{item.name}</td>
              <td>
                {item.ypgg}
                {item.bzdw ? ` / ${item.bzdw}` : ''}
              </td>
              <td>{item.sccj}</td>
              <td>¥{item.price}</td>
              <td>{item.number}</td>
              <td>¥{item.amount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={5} className="ys-table__sum-label">
              合计
            </td>
            <td className="ys-money">¥{total}</td>
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}
