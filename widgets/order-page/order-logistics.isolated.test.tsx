// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail, OrderLogistics as Logistics } from '../../shared/contract/order';
import { click, render, settle, type Rendered } from '../../shared/ui/testing/render';

const answer: { value: Logistics; down?: boolean } = { value: { order_id: 7, company: '', tracking_no: '', traces: [], parcels: [] } };
vi.mock('../../shared/api/resources/order', () => ({
  orderApi: { orderLogistics: () => (answer.down ? Promise.reject(new Error('down')) : Promise.resolve(answer.value)) },
}));
const { OrderLogistics } = await import('./order-logistics');

// The fields the logistics card reads; the rest of the order does not matter here.
const shippedOrder = { id: 7, status: 3, shipped_at: 1_800_000_000, logistics: { company: '顺丰速运', tracking_no: 'SF1' } } as unknown as OrderDetail;

let shown: Rendered | undefined;
afterEach(() => {
  shown?.unmount();
  shown = undefined;
});

describe('OrderLogistics: the ERP parcels', () => {
  it('shows each parcel with its carrier, waybill, delivery and lines by batch and expiry, with the 质检报告 link', async () => {
    answer.value = {
      order_id: 7,
      company: '顺丰速运',
      tracking_no: 'SF1000000000001',
      traces: [{ text: '快件已到达【济南转运中心】', at: 1_800_000_100 }],
      parcels: [
        {
          carrier: '顺丰速运',
          waybill_no: 'SF1000000000001',
          delivered_at: 1_800_086_400,
          lines: [
            {
              name: '阿莫西林胶囊',
              quantity: 6,
              batch_no: 'A2610',
              produced_on: '2026-10-01',
              expires_on: '2028-09-30',
              report_url: 'https://erp.example/A2610.pdf',
            },
          ],
        },
        {
          carrier: '京东物流',
          waybill_no: 'JDVA10000000001',
          delivered_at: 0,
          lines: [{ name: '布洛芬片', quantity: 4, batch_no: 'B1', produced_on: '2026-08-01', expires_on: '2028-07-31', report_url: '' }],
        },
      ],
    };
    shown = await render(<OrderLogistics order={shippedOrder} />);
    await settle();
    const text = shown.text();
    expect(text).toContain('阿莫西林胶囊 ×6 · 批号 A2610 · 生产日期 2026-10-01 · 有效期至 2028-09-30');
    expect(text).toContain('布洛芬片 ×4 · 批号 B1 · 生产日期 2026-08-01 · 有效期至 2028-07-31');
    expect(text).toContain('JDVA10000000001');
    expect(text).toContain('签收时间：');
    expect(text).toContain('快件已到达【济南转运中心】');
    const links = [...shown.container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['https://erp.example/A2610.pdf']);
  });

  it('without parcels from the ERP shows the order’s carrier and waybill as before', async () => {
    answer.value = { order_id: 7, company: '中通快递', tracking_no: '71234', traces: [], parcels: [] };
    shown = await render(<OrderLogistics order={shippedOrder} />);
    await settle();
    expect(shown.text()).toContain('中通快递');
    expect(shown.text()).toContain('71234');
    expect(shown.container.querySelector('[part="parcel-lines"]')).toBeNull();
  });

  it('keeps the order’s carrier and waybill when the trace cannot load, says so with 重新加载, and shows the trace once it answers', async () => {
    answer.down = true;
    answer.value = { order_id: 7, company: '顺丰速运', tracking_no: 'SF1', traces: [{ text: '快件已签收', at: 1_800_000_200 }], parcels: [] };
    shown = await render(<OrderLogistics order={shippedOrder} />);
    await settle();
    const failed = shown.container.querySelector('[role="alert"]')!;
    expect(failed.textContent).toContain('物流信息暂时无法查询');
    expect(shown.text()).toContain('顺丰速运');
    expect(shown.text()).toContain('SF1');
    const retry = failed.querySelector('button')!;
    expect(retry.textContent).toBe('重新加载');
    answer.down = false;
    await click(retry);
    await settle();
    expect(shown.container.querySelector('[role="alert"]')).toBeNull();
    expect(shown.text()).toContain('快件已签收');
  });
});
