import type { FastifyInstance } from 'fastify';
import * as calls from '../../shared/contract/calls';
import { memberRoute, type AppDeps } from '../http/route';
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from '../services/address';

/** Delivery addresses (/zhzx/addr): the buyer's own only (another buyer's id → 404). */
export function registerAddressRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  memberRoute(app, deps, calls.addressList, ({ session }) => listAddresses(db, session.userId));
  memberRoute(app, deps, calls.addressCreate, ({ input, session }) => createAddress(db, session.userId, input), { message: '地址已保存' });
  memberRoute(app, deps, calls.addressUpdate, ({ input, session }) => updateAddress(db, session.userId, input.id, input), { message: '地址已保存' });
  memberRoute(app, deps, calls.addressDelete, ({ input, session }) => deleteAddress(db, session.userId, input.id), { message: '删除成功' });
  memberRoute(app, deps, calls.addressSetDefault, ({ input, session }) => setDefaultAddress(db, session.userId, input.id), { message: '已设为默认地址' });
}
