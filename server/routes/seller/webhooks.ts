import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/route';
import { sellerListWebhookDeliveries, sellerReplayWebhookDelivery } from '../../../shared/contract/seller/webhooks';
import { listWebhookDeliveries, replayWebhookDelivery } from '../../services/webhooks/log';
import { tx } from './fulfilment';
import { sellerRoute } from './register';

/** The client's own webhook delivery log, and replay of one delivery. */
export function registerSellerWebhookRoutes(app: FastifyInstance, deps: AppDeps): void {
  sellerRoute(app, deps, sellerListWebhookDeliveries, ({ input, client, db }) =>
    listWebhookDeliveries(db, client.id, input.status, input.after_id, input.limit),
  );
  sellerRoute(app, deps, sellerReplayWebhookDelivery, ({ input, client, db, now }) => replayWebhookDelivery(tx(db), client.id, input.id, now));
}
