import type { OrderTimelineEntry } from '../../shared/contract/order';
import { formatDate } from '../../shared/domain/time';
import { orderPageText as text } from './order-page.text';
import { OrderCard } from './order-card';

/** What happened to the order so far (下单, 付款, 发货 …), oldest first as the server lists them. */
export function OrderTimeline({ entries }: { entries: OrderTimelineEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <OrderCard part="timeline" titleId="yp-op-progress" title={text.progress}>
      <ol className="yp-op__steps">
        {entries.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <span className="yp-op__steps-text">{entry.text}</span>
            <time className="yp-op__num">{formatDate(entry.at, true)}</time>
          </li>
        ))}
      </ol>
    </OrderCard>
  );
}
