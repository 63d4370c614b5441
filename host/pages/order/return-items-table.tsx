import type { AfterSaleDetail } from '../../../shared/contract/order';
import { DataTable, type DataColumn } from '../../../shared/ui';
import { formatYuan } from '../../../shared/domain';

type Item = AfterSaleDetail['items'][number];

const columns: DataColumn<Item>[] = [
  { heading: '商品名称', kind: 'title', cell: (item) => item.name },
  { heading: '规格', cell: (item) => `${item.ypgg}${item.bzdw ? ` / ${item.bzdw}` : ''}` },
  { heading: '生产厂家', cell: (item) => item.sccj },
  { heading: '单价', kind: 'num', cell: (item) => formatYuan(item.price) },
  { heading: '数量', kind: 'num', cell: (item) => item.number },
  { heading: '金额', kind: 'num', cell: (item) => formatYuan(item.amount) },
];

/** The lines of an after-sales application or a sales return, with their total. */
export function ReturnItemsTable({ items, total }: { items: AfterSaleDetail['items']; total: string }) {
  return (
    <DataTable caption="退货商品" columns={columns} rows={items} rowKey={(item) => item.order_item_id} sum={{ label: '合计', value: formatYuan(total) }} />
  );
}
