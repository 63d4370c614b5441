/**
 * Where an order's parcel is. The seller's warehouse and its carriers are
 * outside this system; a real provider would ask the carrier's tracking API
 * (快递100 or the carrier's own). The local provider (local.ts) makes up a
 * believable trace from the shipping time instead.
 */
export interface TraceableOrder {
  id: number;
  /** The order's status (4 已完成 adds the 已签收 entry). */
  status: number;
  logisticsCompany: string;
  trackingNo: string;
  /** The delivery address as copied into the order. */
  address: string;
  shippedAt: Date | null;
  completedAt: Date | null;
}

export interface LogisticsTrace {
  text: string;
  /** When it happened. */
  at: Date;
}

export interface LogisticsProvider {
  /** The parcel's trace up to `now`, newest first; [] for an order not shipped. */
  trace(order: TraceableOrder, now: Date): Promise<LogisticsTrace[]>;
}
