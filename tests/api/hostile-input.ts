import { and, count, eq, gt, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCallDef, type CallDef } from '../../shared/contract/define-call';
import * as calls from '../../shared/contract/calls';
import {
  addresses,
  afterSales,
  cartItems,
  favorites,
  goods,
  orderItems,
  orders,
  payments,
  pointsOrders,
  userCoupons,
  users,
  walletTransactions,
} from '../../server/db/schema';
import { startServer, type TestServer } from './harness';

/**
 * Every call of the contract, as the demo buyer, with values no form would
 * send: numbers past the database's integer range, NUL bytes, objects where
 * strings belong, huge strings, full-width digits. The promise of the brief:
 * bad input never gets a 500 and never changes anything — each answer is a
 * JSON envelope with a Chinese message, and the buyer's orders, payments,
 * cart, addresses, coupons, wallet, points and the goods' stock read the
 * same afterwards.
 */

const HOSTILE: unknown[] = [
  '2147483648',
  '9007199254740993',
  '-1',
  '1e400',
  'NaN',
  '１２',
  '1.5',
  '',
  'a\u0000b',
  'x'.repeat(5000),
  { $gt: '' },
  [['x']],
  // Number([[1]]) is 1: a scalar field given an array is refused, not unwrapped.
  [[1]],
  // Numbers written a way no form writes them (tests/security/strict-input.test.ts).
  '1e1',
  '0x10',
  '0b11',
  '+5',
  ' 5',
  '5 ',
  '5\u0000',
  '٥',
  '007',
  10.5,
  1e21,
  'a\u0007b',
  '\u001b[2J',
];

/** The logout call would end the session the sweep runs under; it takes no input anyway. */
const SKIPPED = new Set(['/api/user/logout', '/api/login']);

const allDefs: CallDef[] = (Object.values(calls) as unknown[]).filter((value): value is CallDef => isCallDef(value) && !SKIPPED.has(value.path));

function fieldsOf(def: CallDef): string[] {
  const shape = (def.input as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

function pathWith(def: CallDef, value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return def.path.replace(/:([A-Za-z_]+)/g, () => encodeURIComponent(text));
}

function formValue(name: string, value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number') return `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`;
  if (Array.isArray(value)) return `${encodeURIComponent(name)}[0][0]=x`;
  return `${encodeURIComponent(name)}[$gt]=`;
}

/**
 * Registers the sweep over the contract's calls that `which` picks. The
 * writes, the member reads and the public reads are three test files, each
 * a third of the calls.
 */
export function sweepHostileInput(label: string, which: (def: CallDef) => boolean): void {
  const defs = allDefs.filter(which);
  let server: TestServer;
  let token: string;
  let demoId: number;

  async function snapshot() {
    const db = server.db;
    const mine = <T extends { userId: unknown }>(table: T) => eq((table as unknown as { userId: typeof orders.userId }).userId, demoId);
    const [[o], [oi], [p], [c], [a], [s], [po], [uc], [w], [f], [u], [stock]] = await Promise.all([
      db.select({ n: count() }).from(orders).where(mine(orders)),
      db.select({ n: count() }).from(orderItems),
      db.select({ n: count() }).from(payments).where(mine(payments)),
      db.select({ n: count() }).from(cartItems).where(mine(cartItems)),
      db.select({ n: count() }).from(addresses).where(mine(addresses)),
      db.select({ n: count() }).from(afterSales).where(mine(afterSales)),
      db.select({ n: count() }).from(pointsOrders).where(mine(pointsOrders)),
      // Usable coupons: reading the list may mark a lapsed one expired, which is not a change by the caller.
      db
        .select({ n: count() })
        .from(userCoupons)
        .where(and(mine(userCoupons), eq(userCoupons.status, 0), gt(userCoupons.validTo, new Date()))),
      db.select({ n: count() }).from(walletTransactions).where(mine(walletTransactions)),
      db.select({ n: count() }).from(favorites).where(mine(favorites)),
      db.select({ balance: users.balanceFen, points: users.points }).from(users).where(eq(users.id, demoId)),
      db.select({ total: sum(goods.stock) }).from(goods),
    ]);
    return {
      orders: o?.n,
      orderItems: oi?.n,
      payments: p?.n,
      cart: c?.n,
      addresses: a?.n,
      afterSales: s?.n,
      pointsOrders: po?.n,
      unusedCoupons: uc?.n,
      walletRows: w?.n,
      favorites: f?.n,
      balance: u?.balance,
      points: u?.points,
      stock: stock?.total,
    };
  }

  beforeAll(async () => {
    server = await startServer();
    const session = await server.login();
    token = session.token;
    const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
    demoId = row!.id;
  });
  afterAll(() => server?.close());

  describe(`hostile input on every ${label} call`, () => {
    it(`never answers 500 and changes nothing (${defs.length} calls × ${HOSTILE.length} values, JSON and form)`, async () => {
      const before = await snapshot();
      const failures: string[] = [];

      const check = async (label: string, path: string, init: RequestInit) => {
        const response = await fetch(`${server.base}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });
        const text = await response.text();
        let body: { code?: unknown; message?: unknown } | null = null;
        try {
          body = JSON.parse(text) as { code?: unknown; message?: unknown };
        } catch {
          body = null;
        }
        if (response.status >= 500) failures.push(`${label} → ${response.status} ${text.slice(0, 120)}`);
        else if (!body || typeof body.message !== 'string' || !/[\u4e00-\u9fff]/.test(body.message)) {
          failures.push(`${label} → ${response.status} without a Chinese envelope: ${text.slice(0, 120)}`);
        }
      };

      for (const def of defs) {
        const fields = fieldsOf(def).filter((name) => !def.path.includes(`:${name}`));
        for (const value of HOSTILE) {
          const path = pathWith(def, value);
          const label = `${def.method} ${def.path} ${JSON.stringify(value).slice(0, 20)}`;
          if (def.method === 'GET' || def.method === 'DELETE') {
            const query = fields.map((name) => formValue(name, value)).join('&');
            await check(label, query ? `${path}?${query}` : path, { method: def.method });
            continue;
          }
          const json = Object.fromEntries(fields.map((name) => [name, value]));
          await check(`${label} json`, path, { method: def.method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) });
          await check(`${label} form`, path, {
            method: def.method,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: fields.map((name) => formValue(name, value)).join('&'),
          });
        }
        if (def.method === 'POST') {
          const path = pathWith(def, '1');
          await check(`${def.path} JSON array`, path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[1,2]' });
          await check(`${def.path} broken JSON`, path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"ids":' });
          await check(`${def.path} plain text`, path, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'ids=1' });
          await check(`${def.path} broken form`, path, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: '%%%&&&===%E0%A4%A&ids[][]]=x&params[a]=1',
          });
        }
      }

      expect(failures).toEqual([]);
      expect(await snapshot()).toEqual(before);
    }, 120_000);
  });
}
