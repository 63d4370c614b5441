// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { LedgerTable, type LedgerLine } from './ledger-table';
import { click, render, type Rendered } from './testing/render';

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

// 2026-03-02 09:05:00 in China.
const AT = Date.UTC(2026, 2, 2, 1, 5);
const LINES: LedgerLine[] = [
  { id: 2, created_at: AT, type: '收入', change: '120.50', incoming: true, balance: '320.50', note: '售后退款', links: <a href="/order/info/7">订单 YP7</a> },
  { id: 1, created_at: AT, type: '支出', change: '-80.00', incoming: false, balance: '200.00', note: '订单支付' },
];

describe('LedgerTable', () => {
  it('shows each line with its direction, the balance after it and its documents, a dash where there are none', async () => {
    view = await render(
      <LedgerTable
        caption="收支明细"
        headings={{ change: '金额', balance: '余额', links: '关联单据' }}
        lines={LINES}
        pager={{ current: 1, lastPage: 1, total: 2, onChange: () => undefined }}
      />,
    );
    const table = view.container.querySelector('table')!;
    expect(table.querySelector('caption')!.textContent).toBe('收支明细');
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['时间', '类型', '金额', '余额', '说明', '关联单据']);
    const rows = [...table.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['2026-03-02 09:05:00', '收入', '+120.50', '320.50', '售后退款', '订单 YP7'],
      ['2026-03-02 09:05:00', '支出', '-80.00', '200.00', '订单支付', '—'],
    ]);
    expect(table.querySelector('tbody tr td:nth-child(3) > span')!.className).toBe('yp-ledger__in');
    expect(table.querySelector('tbody tr:nth-child(2) td:nth-child(3) > span')!.className).toBe('yp-ledger__out');
  });

  it('pages through the pager it carries', async () => {
    const pages: number[] = [];
    view = await render(
      <LedgerTable
        caption="积分明细"
        headings={{ change: '积分', balance: '结余', links: '关联订单' }}
        lines={LINES}
        pager={{ current: 1, lastPage: 3, total: 45, onChange: (page) => pages.push(page) }}
      />,
    );
    const next = [...view.container.querySelectorAll('button')].find((button) => button.textContent === '2')!;
    await click(next);
    expect(pages).toEqual([2]);
  });
});
