import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/route';
import { installSellerBodyParser, sellerRoute } from './register';
import { sellerGetOrder, sellerListOrders } from '../../../shared/contract/seller/order';
import { pageSellerOrders, readSellerOrder } from '../../services/seller/order';
import { registerSellerFulfilmentRoutes } from './fulfilment';
import { registerSellerCatalogueRoutes } from './catalogue';
import { registerSellerDeskRoutes } from './after-sale';
import { sellerOpenApi } from '../../services/seller/openapi';
import { registerSellerWebhookRoutes } from './webhooks';

/**
 * The wholesaler's server-to-server API, /api/seller/v1: signed requests
 * from registered seller clients (services/seller), apart from the buyer
 * API. Its own body parser keeps the raw bytes the signature covers.
 */
export function registerSellerRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.register(
    async (seller) => {
      installSellerBodyParser(seller);
      // The document is public: it describes the API, it opens nothing.
      seller.get('/openapi.json', async (_request, reply) => reply.type('application/json; charset=utf-8').send(sellerOpenApi()));
      sellerRoute(seller, deps, sellerListOrders, ({ input, db }) =>
        pageSellerOrders(db, { status: input.status, updatedAfter: input.updated_after, cursor: input.cursor, limit: input.limit }),
      );
      sellerRoute(seller, deps, sellerGetOrder, ({ input, db }) => readSellerOrder(db, input.order_no));
      registerSellerFulfilmentRoutes(seller, deps);
      registerSellerCatalogueRoutes(seller, deps);
      registerSellerDeskRoutes(seller, deps);
      registerSellerWebhookRoutes(seller, deps);
    },
    { prefix: '/api/seller/v1' },
  );
}
