import type { FastifyInstance } from 'fastify';
import * as calls from '../../shared/contract/calls';
import { route, type AppDeps } from '../http/route';
import { searchSuggestions } from '../services/search/suggestions';

export function registerSearchRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, calls.goodsSearch, ({ input }) => searchSuggestions(deps.db, input.keywords, input.type));
}
