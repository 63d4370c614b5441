import type { FastifyInstance } from 'fastify';
import * as calls from '../../shared/contract/calls';
import { route, type AppDeps } from '../http/route';
import { brandDetail, brandZone } from '../services/goods/brands';
import { goodsCombinations } from '../services/goods/combinations';
import { goodsDetail } from '../services/goods/detail';
import { listGoods } from '../services/goods/list';
import { activityGoods, everydayPrice, goodsFloors, hotGoods, spikeSession } from '../services/goods/showcase';
import { goodsViewer } from '../services/goods/viewer';

/** Catalogue calls: all open to visitors, who get the goods without prices. */
export function registerGoodsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  route(app, deps, calls.goodsList, async ({ input, session }) => listGoods(db, await goodsViewer(db, session), input));
  route(app, deps, calls.goodsDetail, async ({ input, session }) => goodsDetail(db, await goodsViewer(db, session), input.id));
  route(app, deps, calls.goodsCombinations, async ({ input, session }) => goodsCombinations(db, await goodsViewer(db, session), input.id));
  route(app, deps, calls.goodsHot, async ({ input, session }) => hotGoods(db, await goodsViewer(db, session), input.limit));
  route(app, deps, calls.goodsFloors, async ({ session }) => goodsFloors(db, await goodsViewer(db, session)));
  route(app, deps, calls.goodsActivities, async ({ input, session }) => activityGoods(db, await goodsViewer(db, session), input.page, input.per_page));
  route(app, deps, calls.everydayPrice, async ({ session }) => everydayPrice(db, await goodsViewer(db, session)));
  route(app, deps, calls.indexSpike, async ({ session }) => spikeSession(db, await goodsViewer(db, session)));
  route(app, deps, calls.brandZone, () => brandZone(db));
  route(app, deps, calls.brandDetail, async ({ input, session }) => brandDetail(db, await goodsViewer(db, session), input.id, input.page, input.per_page));
}
