import type { OrderDetail } from '../../shared/contract/order';
import { formatDate } from '../../shared/domain/time';
import { LoadFailed } from '../../shared/ui/empty';
import { Loading } from '../../shared/ui/spinner';
import { useAsync } from '../../shared/ui/use-async';
import { orderPageText as text } from './order-page.text';
import { ORDER_STATUS } from '../../shared/contract/statuses';
import { orderApi } from '../../shared/api/resources/order';
import { OrderCard } from './order-card';

/** Orders that have left the warehouse: shipped, completed, or cancelled after shipping never happens. */
function hasShipped(order: OrderDetail): boolean {
  return order.shipped_at > 0 || order.status === ORDER_STATUS.shipped || order.status === ORDER_STATUS.completed;
}

/**
 * Carrier, tracking number and the trace (GET /api/order/:id/logistics),
 * newest first. Before shipping it says where the trace will appear; a
 * failed query keeps the carrier and number from the order visible.
 */
export function OrderLogistics({ order }: { order: OrderDetail }) {
  const shipped = hasShipped(order);
  // Silent: the trace is secondary, so a failure shows in its card rather than as the notifier's dialog.
  const state = useAsync(
    () => (shipped ? orderApi.orderLogistics({ id: order.id }, { silent: true }) : Promise.resolve(null)),
    [order.id, shipped, order.status],
  );

  let body;
  if (!shipped) {
    body = <p className="yp-op__muted">{text.noLogistics}</p>;
  } else if (state.status === 'loading' && !state.data) {
    body = <Loading text={text.logisticsLoading} />;
  } else {
    const data = state.data;
    const company = data?.company || order.logistics.company;
    const trackingNo = data?.tracking_no || order.logistics.tracking_no;
    const traces = [...(data?.traces ?? [])].sort((a, b) => b.at - a.at);
    // The seller's ERP may ship in several parcels, each with what it holds by batch; without them, the order's one carrier and waybill.
    const parcels = data?.parcels.length ? data.parcels : [{ carrier: company || '—', waybill_no: trackingNo || '—', delivered_at: 0, lines: [] }];
    body = (
      <>
        <ul className="yp-op__parcels" aria-label={text.parcels}>
          {parcels.map((parcel) => (
            <li key={parcel.waybill_no}>
              <dl className="yp-op__facts yp-op__facts--inline">
                <div>
                  <dt>{text.carrier}</dt>
                  <dd>{parcel.carrier}</dd>
                </div>
                <div>
                  <dt>{text.trackingNo}</dt>
                  <dd className="yp-op__num">{parcel.waybill_no}</dd>
                </div>
                {parcel.delivered_at ? (
                  <div>
                    <dt>{text.deliveredAt}</dt>
                    <dd className="yp-op__num">{formatDate(parcel.delivered_at, true)}</dd>
                  </div>
                ) : null}
              </dl>
              {parcel.lines.length ? (
                <ul className="yp-op__parcels yp-op__muted" part="parcel-lines">
                  {parcel.lines.map((line, index) => (
                    <li key={index}>
                      {text.parcelLine(line.name, line.quantity, line.batch_no, line.produced_on, line.expires_on)}{' '}
                      {line.report_url ? (
                        <a className="yp-op__report" href={line.report_url} target="_blank" rel="noopener" part="report-link">
                          {text.report}
                        </a>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
        {state.status === 'error' ? (
          <LoadFailed compact text={text.logisticsFailed} onRetry={state.reload} />
        ) : traces.length === 0 ? (
          <p className="yp-op__muted">{text.noTraces}</p>
        ) : (
          // The one timeline's markup and stylesheet (shared/ui/timeline.tsx), without its component's own style hook.
          <ol className="yp-timeline" aria-label={text.logistics}>
            {traces.map((trace, index) => (
              <li key={`${trace.at}-${index}`} className={index === 0 ? 'yp-timeline__now' : undefined}>
                <time>{formatDate(trace.at, true)}</time>
                <span>{trace.text}</span>
              </li>
            ))}
          </ol>
        )}
      </>
    );
  }

  return (
    <OrderCard part="logistics" titleId="yp-op-logistics" title={text.logistics}>
      {body}
    </OrderCard>
  );
}
