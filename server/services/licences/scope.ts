import { eq, inArray } from 'drizzle-orm';
import { missingScope, outOfScopeMessage } from '../../../shared/domain/licences';
import type { FieldErrors } from '../../../shared/contract/envelope';
import type { Database, Transaction } from '../../db/client';
import { readTogether } from '../../db/reads';
import { combinationItems, goods, users } from '../../db/schema';
import { controlRefusal, controlsOf, type ControlBuyer } from '../zone/controls';
import { buyerScope } from './licences';

type Db = Database | Transaction;
interface ScopedGoods {
  id: number;
  name: string;
  kind: string;
  isEphedrine: boolean;
}

/** The components' kinds of the 套餐 among `rows`, by package id. */
async function componentsOf(db: Db, rows: readonly ScopedGoods[]): Promise<Map<number, { kind: string; isEphedrine: boolean }[]>> {
  const packages = rows.filter((row) => row.kind === 'combination').map((row) => row.id);
  const byPackage = new Map<number, { kind: string; isEphedrine: boolean }[]>();
  if (packages.length === 0) return byPackage;
  const parts = await db
    .select({ packageId: combinationItems.combinationGoodsId, kind: goods.kind, isEphedrine: goods.isEphedrine })
    .from(combinationItems)
    .innerJoin(goods, eq(goods.id, combinationItems.goodsId))
    .where(inArray(combinationItems.combinationGoodsId, packages));
  for (const part of parts) {
    const list = byPackage.get(part.packageId) ?? [];
    list.push({ kind: part.kind, isEphedrine: part.isEphedrine });
    byPackage.set(part.packageId, list);
  }
  return byPackage;
}

/**
 * What outOfScope would read about the buyer, when the caller already has it
 * (order creation reads it in its preflight statement): the 经营范围 as
 * buyerScope answers it and the buyer's province and type.
 */
export interface KnownBuyer {
  scope: readonly string[];
  buyer: ControlBuyer;
}

/**
 * The message for each goods outside the buyer's 经营范围 (shared/domain/
 * licences.ts: a goods' kind and the 含麻 flag against the approved,
 * unexpired licences' scopes) or, for a 控销 goods, outside its allowed
 * provinces and buyer types (services/zone/controls.ts), keyed by goods id.
 * Empty when all fit.
 */
export async function outOfScope(
  db: Db,
  userId: number,
  rows: readonly ScopedGoods[],
  now: number,
  provisional = false,
  known?: KnownBuyer,
): Promise<Map<number, string>> {
  const refused = new Map<number, string>();
  if (rows.length === 0) return refused;
  const [scope, components, controls, [buyer]] = await readTogether(db, [
    () => (known ? Promise.resolve(known.scope) : buyerScope(db, userId, now, provisional)),
    () => componentsOf(db, rows),
    () =>
      controlsOf(
        db,
        rows.map((row) => row.id),
      ),
    () => (known ? Promise.resolve([known.buyer]) : db.select({ province: users.province, type: users.type }).from(users).where(eq(users.id, userId)).limit(1)),
  ] as const);
  for (const row of rows) {
    const missing = missingScope(row, scope, components.get(row.id) ?? []);
    if (missing) {
      refused.set(row.id, outOfScopeMessage(row.name, missing));
      continue;
    }
    // 控销: a controlled goods is sold only to its provinces and buyer types;
    // checked here so the cart and the order refuse it alike.
    const control = controls.get(row.id);
    const refusal = control ? controlRefusal(row.name, control, buyer ?? { province: '', type: '' }) : null;
    if (refusal) refused.set(row.id, refusal);
  }
  return refused;
}

/** outOfScope as field errors, `field(index)` naming each refused line. */
export async function scopeErrors(
  db: Db,
  userId: number,
  lines: readonly { goods: ScopedGoods }[],
  field: (index: number) => string,
  now: number,
  provisional = false,
  known?: KnownBuyer,
): Promise<FieldErrors | null> {
  const refused = await outOfScope(
    db,
    userId,
    lines.map((line) => line.goods),
    now,
    provisional,
    known,
  );
  if (refused.size === 0) return null;
  const errors: FieldErrors = {};
  lines.forEach((line, index) => {
    const message = refused.get(line.goods.id);
    if (message) (errors[field(index)] ??= []).push(message);
  });
  return errors;
}
