/**
 * Whether the local seller simulation runs (LOCAL_SELLER, default on): a
 * seller client of /api/seller/v1 inside the server (services/seller-sim)
 * that ships paid orders after a delay and reviews after-sales and cancel
 * requests. Set LOCAL_SELLER=off when the wholesaler's ERP does that through
 * the same API, so the two never both ship or decide an order. Read when the
 * job runs, like FULFILMENT_DELAY_SECONDS.
 */
export function localSellerEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return !['0', 'off', 'false', 'no'].includes((env.LOCAL_SELLER ?? '').trim().toLowerCase());
}
