import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { addressFields } from '../../shared/contract/calls/address-input';
import type { Address } from '../../shared/contract/order';
import { ADDRESS_MAX } from '../../shared/domain/address';
import type { Database, Transaction } from '../db/client';
import { addresses, type AddressRow } from '../db/schema';
import { AppError } from '../errors';

export const ADDRESS_NOT_FOUND = '收货地址不存在';

// Serialises a buyer's address writes (the 20 limit and the one default hold under concurrent calls).
const ADDRESS_LOCK_SPACE = 7_240_314;

/** An address as POST /api/address and its update take it, after their schema. */
export type AddressFields = z.infer<typeof addressFields>;

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    consignee: row.consignee,
    phone: row.phone,
    province: row.province,
    city: row.city,
    district: row.district,
    detail: row.detail,
    full: `${row.province}${row.city}${row.district}${row.detail}`,
    is_default: row.isDefault ? 1 : 0,
  };
}

async function lockBook(tx: Transaction, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK_SPACE}, ${userId})`);
}

async function ownAddress(db: Database | Transaction, userId: number, id: number): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .limit(1);
  if (!row) throw AppError.notFound(ADDRESS_NOT_FOUND);
  return row;
}

/** Makes `id` the only default of the buyer's book. */
async function makeDefault(tx: Transaction, userId: number, id: number, now: Date): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false, updatedAt: now })
    .where(and(eq(addresses.userId, userId), ne(addresses.id, id), eq(addresses.isDefault, true)));
  await tx
    .update(addresses)
    .set({ isDefault: true, updatedAt: now })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
}

/** GET /api/address: the default first, then newest first. */
export async function listAddresses(db: Database, userId: number): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return rows.map(toAddress);
}

const columns = (fields: AddressFields) => ({
  consignee: fields.consignee,
  phone: fields.phone,
  province: fields.province,
  city: fields.city,
  district: fields.district,
  detail: fields.detail,
});

/** POST /api/address: at most ADDRESS_MAX; the first one becomes the default whatever is_default says. */
export async function createAddress(db: Database, userId: number, fields: AddressFields, now = new Date()): Promise<Address> {
  const id = await db.transaction(async (tx) => {
    await lockBook(tx, userId);
    const [held] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
    const n = held?.n ?? 0;
    if (n >= ADDRESS_MAX) throw AppError.field('detail', `最多保存${ADDRESS_MAX}个收货地址，请先删除不用的地址`);
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...columns(fields), isDefault: false, createdAt: now, updatedAt: now })
      .returning({ id: addresses.id });
    if (n === 0 || fields.is_default === 1) await makeDefault(tx, userId, row!.id, now);
    return row!.id;
  });
  return toAddress(await ownAddress(db, userId, id));
}

/** POST /api/address/:id: is_default 1 makes it the default; 0 does not take the default away (another must be chosen). */
export async function updateAddress(db: Database, userId: number, id: number, fields: AddressFields, now = new Date()): Promise<Address> {
  await db.transaction(async (tx) => {
    await lockBook(tx, userId);
    await ownAddress(tx, userId, id);
    await tx
      .update(addresses)
      .set({ ...columns(fields), updatedAt: now })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    if (fields.is_default === 1) await makeDefault(tx, userId, id, now);
  });
  return toAddress(await ownAddress(db, userId, id));
}

/** DELETE /api/address/:id: deleting the default promotes the newest remaining address. Orders keep their copied address. */
export async function deleteAddress(db: Database, userId: number, id: number, now = new Date()): Promise<null> {
  await db.transaction(async (tx) => {
    await lockBook(tx, userId);
    const row = await ownAddress(tx, userId, id);
    await tx.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    if (row.isDefault) {
      const [newest] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.createdAt), desc(addresses.id))
        .limit(1);
      if (newest) await makeDefault(tx, userId, newest.id, now);
    }
  });
  return null;
}

/** POST /api/address/:id/default. */
export async function setDefaultAddress(db: Database, userId: number, id: number, now = new Date()): Promise<Address> {
  await db.transaction(async (tx) => {
    await lockBook(tx, userId);
    await ownAddress(tx, userId, id);
    await makeDefault(tx, userId, id, now);
  });
  return toAddress(await ownAddress(db, userId, id));
}
