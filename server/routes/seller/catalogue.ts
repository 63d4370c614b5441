import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/route';
import { sellerUpsertCatalogue } from '../../../shared/contract/seller/catalogue';
import { upsertCatalogue } from '../../services/seller/catalogue';
import { tx } from './fulfilment';
import { sellerRoute } from './register';

export function registerSellerCatalogueRoutes(app: FastifyInstance, deps: AppDeps): void {
  sellerRoute(app, deps, sellerUpsertCatalogue, ({ input, db }) => upsertCatalogue(tx(db), input.rows));
}
