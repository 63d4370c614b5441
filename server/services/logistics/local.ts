import type { LogisticsProvider, LogisticsTrace, TraceableOrder } from './provider';
import type { ShipFrom } from './ship-from';
import { ORDER_STATUS } from '../../../shared/contract/statuses';

/** Hubs a parcel passes through, picked by the order id so one order's trace never changes. */
const HUBS = ['长沙转运中心', '武汉转运中心', '郑州转运中心', '南昌转运中心', '合肥转运中心', '石家庄转运中心', '济南转运中心', '南京转运中心'];
const COURIERS = ['王师傅 13712345678', '李师傅 13823456789', '张师傅 13934567890', '刘师傅 13645678901'];

const HOUR = 60 * 60 * 1000;

/** The destination city from a copied address ("山东省济南市历下区…" → 济南市); the province or the start when no 市 is named. */
export function destinationCity(address: string): string {
  const city = /(?:省|自治区)?([^省]{2,8}?市)/.exec(address);
  if (city?.[1]) return city[1].replace(/^.*(?:省|自治区)/, '');
  return address.slice(0, 6) || '目的地';
}

/** The hubs between the warehouse's hub and the destination: none inside one province, else two or three picked by the order id. */
function hubsBetween(orderId: number, origin: ShipFrom, address: string, city: string): string[] {
  if (origin.province && address.startsWith(origin.province)) return [];
  const away = HUBS.filter((hub) => hub !== origin.hub && hub !== `${city.replace(/市$/, '')}转运中心`);
  return Array.from({ length: 2 + (orderId % 2) }, (_, i) => away[(orderId + i * 3) % away.length]!);
}

/**
 * A believable trace: picked up at the warehouse (`origin`: the site
 * settings' warehouse, services/logistics/ship-from.ts), through its city's
 * hub and, out of its province, two or three more, at the destination
 * city's branch, out for delivery, and signed for once the order is
 * completed. Only entries whose time has come (≤ now) show, so the trace
 * grows as time passes; it is derived from the order and the warehouse
 * alone, so every node and every request tells the same story.
 */
export function localLogisticsProvider(origin: () => Promise<ShipFrom>): LogisticsProvider {
  return {
    async trace(order: TraceableOrder, now: Date): Promise<LogisticsTrace[]> {
      if (!order.shippedAt) return [];
      const from = await origin();
      const start = order.shippedAt.getTime();
      const city = destinationCity(order.address);
      const hubs = hubsBetween(order.id, from, order.address, city);
      const place = from.city ? `【${from.city}】` : '';
      const firstHub = from.hub || '始发转运中心';
      const courier = COURIERS[order.id % COURIERS.length]!;
      const company = order.logisticsCompany || '快递';

      const entries: LogisticsTrace[] = [
        // The first line is there the moment the order ships, as on any parcel tracker.
        { text: `${place}商家已发货，包裹已交由${company}，等待揽收`, at: new Date(start) },
        { text: `${place}${company}已揽收，运单号${order.trackingNo}`, at: new Date(start + HOUR / 2) },
        { text: `快件已到达【${firstHub}】`, at: new Date(start + 3 * HOUR) },
        { text: `快件已从【${firstHub}】发出，下一站【${hubs[0] ?? `${city}营业部`}】`, at: new Date(start + 4 * HOUR) },
      ];
      let at = start + 4 * HOUR;
      hubs.forEach((hub, i) => {
        at += 8 * HOUR;
        entries.push({ text: `运输中，快件已到达【${hub}】`, at: new Date(at) });
        at += 2 * HOUR;
        const next = hubs[i + 1] ?? `${city}营业部`;
        entries.push({ text: `运输中，快件已从【${hub}】发出，下一站【${next}】`, at: new Date(at) });
      });
      at += 6 * HOUR;
      entries.push({ text: `快件已到达【${city}营业部】`, at: new Date(at) });
      at += 2 * HOUR;
      entries.push({ text: `派送中，快递员${courier}正在为您派件`, at: new Date(at) });

      const signedAt = order.status === ORDER_STATUS.completed && order.completedAt ? order.completedAt : null;
      const shown = entries.filter((entry) => entry.at <= now && (!signedAt || entry.at < signedAt));
      if (signedAt && signedAt <= now) shown.push({ text: `已签收，签收人：本人。感谢使用${company}，期待再次为您服务`, at: signedAt });
      return shown.reverse();
    },
  };
}
