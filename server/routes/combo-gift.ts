import type { FastifyInstance } from 'fastify';
import * as calls from '../../shared/contract/calls';
import { route, type AppDeps } from '../http/route';
import { listComboGoods, listComboGroups } from '../services/combo-gift/groups';
import { goodsViewer } from '../services/goods/viewer';

/** 组合满赠/换购 (issue 12, /zhmz and /zhmz/list): the running groups and one group's goods. */
export function registerComboGiftRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  route(app, deps, calls.comboGiftGroups, async ({ session }) => listComboGroups(db, await goodsViewer(db, session)));
  route(app, deps, calls.comboGiftGoods, async ({ input, session }) => listComboGoods(db, await goodsViewer(db, session), input));
}
