import { describe, expect, it } from 'vitest';
import { deliveryPromise, type DeliveryPromiseSource } from './delivery-promise';

const TIMES = [
  { region: '石家庄市区', time: '当日或次日送达' },
  { region: '河北省内', time: '次日送达' },
  { region: '其他省份', time: '3-5天送达' },
];

describe('deliveryPromise', () => {
  it.each<{ name: string; source: DeliveryPromiseSource; line: string }>([
    {
      name: 'cut-off, warehouse and the two nearest regions',
      source: { name: '石家庄栾城仓', cutoff: '16:00', delivery_times: TIMES },
      line: '每日16:00前支付的订单当天从石家庄栾城仓出库，石家庄市区当日或次日送达，河北省内次日送达',
    },
    {
      name: 'no warehouse name',
      source: { name: ' ', cutoff: '16:00', delivery_times: TIMES.slice(1, 2) },
      line: '每日16:00前支付的订单当天出库，河北省内次日送达',
    },
    {
      name: 'no cut-off: the regions alone',
      source: { name: '保定仓', cutoff: '', delivery_times: TIMES.slice(1) },
      line: '河北省内次日送达，其他省份3-5天送达',
    },
    { name: 'a malformed cut-off is not promised', source: { name: '保定仓', cutoff: '25:00', delivery_times: [] }, line: '' },
    {
      name: 'a row without its time is left out',
      source: { name: '', cutoff: '09:30', delivery_times: [{ region: '河北省内', time: '' }] },
      line: '每日09:30前支付的订单当天出库',
    },
    { name: 'nothing set: no promise', source: { name: '', cutoff: '', delivery_times: [] }, line: '' },
  ])('$name', ({ source, line }) => {
    expect(deliveryPromise(source)).toBe(line);
  });
});
