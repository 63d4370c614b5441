// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, type DataColumn } from './data-table';
import { render, type Rendered } from './testing/render';

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

interface Line {
  id: number;
  name: string;
  combo?: string;
  price: string;
  number: number;
}

const LINES: Line[] = [
  { id: 1, name: '阿莫西林胶囊', price: '12.50', number: 2 },
  { id: 2, name: '感冒灵颗粒', combo: '感冒套餐', price: '9.90', number: 1 },
  { id: 3, name: '维C银翘片', combo: '感冒套餐', price: '6.00', number: 1 },
];

const COLUMNS: DataColumn<Line>[] = [
  { heading: '图片', kind: 'media', cell: () => <img src="/a.png" alt="" /> },
  { heading: '商品', kind: 'title', cell: (line) => line.name },
  { heading: '单价', kind: 'num', cell: (line) => `¥${line.price}` },
  { heading: '数量', kind: 'num', cell: (line) => line.number },
  { heading: '备注', kind: 'stack', cell: () => '' },
  { heading: '操作', kind: 'action', headingHidden: true, cell: () => <button type="button">删除</button> },
];

describe('DataTable', () => {
  it('labels every figure and field cell with its heading, for the card a phone shows', async () => {
    view = await render(<DataTable caption="订单商品" columns={COLUMNS} rows={LINES.slice(0, 1)} rowKey={(line) => line.id} />);
    const cells = [...view.container.querySelectorAll('tbody tr > *')];
    expect(cells.map((cell) => cell.tagName)).toEqual(['TD', 'TH', 'TD', 'TD', 'TD', 'TD']);
    expect(cells[1]!.getAttribute('scope')).toBe('row');
    expect(cells.map((td) => td.getAttribute('data-label'))).toEqual([null, null, '单价', '数量', '备注', null]);
    expect(cells.map((td) => td.className)).toEqual([
      'yp-table__media',
      'yp-table__title',
      'yp-table__num',
      'yp-table__num',
      'yp-table__stack',
      'yp-table__action',
    ]);
    expect(cells[2]!.textContent).toBe('¥12.50');
  });

  it('names the table and its scroll region by the caption, and hides an actions heading from sight only', async () => {
    view = await render(<DataTable caption="订单商品" columns={COLUMNS} rows={LINES} rowKey={(line) => line.id} />);
    const table = view.container.querySelector('table.yp-table')!;
    expect(table.querySelector('caption')!.textContent).toBe('订单商品');
    expect(view.container.querySelector('[role="region"]')!.getAttribute('aria-label')).toBe('订单商品');
    const headings = [...table.querySelectorAll('thead th')];
    expect(headings.map((th) => th.textContent)).toEqual(['图片', '商品', '单价', '数量', '备注', '操作']);
    expect(headings[5]!.querySelector('.yp-sr-only')?.textContent).toBe('操作');
  });

  it('heads each group of rows once, before its first row', async () => {
    view = await render(
      <DataTable
        caption="订单商品"
        columns={COLUMNS}
        rows={LINES}
        rowKey={(line) => line.id}
        groupOf={(line) => (line.combo ? `套餐：${line.combo}` : undefined)}
        rowProps={(line) => ({ 'data-id': line.id })}
      />,
    );
    const rows = [...view.container.querySelectorAll('tbody tr')];
    expect(rows.map((row) => (row.classList.contains('yp-table__group') ? row.textContent : row.getAttribute('data-id')))).toEqual([
      '1',
      '套餐：感冒套餐',
      '2',
      '3',
    ]);
    expect(rows[1]!.querySelector('th')!.getAttribute('colspan')).toBe(String(COLUMNS.length));
  });
});
