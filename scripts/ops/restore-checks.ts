import type pg from 'pg';

/**
 * The restore drill's checks (scripts/ops/restore-drill.ts), on plain SQL so
 * they read any copy of the database: the live one at the dump's snapshot
 * and the restored one.
 */
export interface SnapshotFigures {
  /** goods id → "stock/units in order lines" */
  goods: Map<number, string>;
  users: number;
  orders: number;
  walletRows: number;
}

type Queryable = Pick<pg.Client, 'query'>;

async function goodsFigures(db: Queryable): Promise<Map<number, string>> {
  const rows = await db.query<{ id: number; stock: number; units: string }>(
    `select g.id, g.stock, coalesce((select sum(i.number) from order_items i where i.goods_id = g.id), 0) as units from goods g`,
  );
  return new Map(rows.rows.map((r) => [r.id, `${r.stock}/${r.units}`]));
}

async function count(db: Queryable, table: string): Promise<number> {
  return Number((await db.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]!.n);
}

export async function snapshotFigures(db: Queryable): Promise<SnapshotFigures> {
  return {
    goods: await goodsFigures(db),
    users: await count(db, 'users'),
    orders: await count(db, 'orders'),
    walletRows: await count(db, 'wallet_transactions'),
  };
}

/** Every sequence owned by a column (serial and identity columns), with its table and column. */
async function ownedSequences(db: Queryable): Promise<{ seq: string; tbl: string; col: string }[]> {
  const sequences = await db.query<{ seq: string; tbl: string; col: string }>(`
    select s.oid::regclass::text as seq, d.refobjid::regclass::text as tbl, a.attname as col
    from pg_class s
    join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
    join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
    where s.relkind = 'S'`);
  return sequences.rows;
}

async function columnMax(db: Queryable, table: string, column: string): Promise<number> {
  return Number((await db.query<{ m: string | null }>(`select max(${column}) as m from ${table}`)).rows[0]!.m ?? 0);
}

/** Moves every sequence owned by a column to `gap` past the column's largest value; answers how many. */
export async function moveSequencesAhead(db: Queryable, gap: number): Promise<number> {
  const owned = await ownedSequences(db);
  for (const { seq, tbl, col } of owned) {
    const max = await columnMax(db, tbl, col);
    const current = Number((await db.query<{ v: string }>(`select last_value as v from ${seq}`)).rows[0]!.v);
    await db.query('select setval($1::regclass, $2)', [seq, Math.max(current, max) + gap]);
  }
  return owned.length;
}

export interface CheckResult {
  name: string;
  ok: boolean;
  detail?: string;
}

export async function checkRestored(db: Queryable, expected: SnapshotFigures): Promise<CheckResult[]> {
  const results: CheckResult[] = [];

  const wallet = await db.query<{ id: number; balance: number; last: number }>(`
    select u.id, u.balance_fen as balance, t.balance_after_fen as last
    from users u
    join lateral (select balance_after_fen from wallet_transactions w where w.user_id = u.id order by w.id desc limit 1) t on true
    where u.balance_fen <> t.balance_after_fen`);
  results.push({
    name: '钱包余额等于流水 / every wallet equals its ledger',
    ok: wallet.rowCount === 0,
    ...(wallet.rowCount ? { detail: wallet.rows.map((r) => `user ${r.id}: ${r.balance} ≠ ${r.last}`).join(', ') } : {}),
  });

  const points = await db.query<{ id: number }>(`
    select u.id from users u
    join lateral (select balance_after from points_transactions p where p.user_id = u.id order by p.id desc limit 1) t on true
    where u.points <> t.balance_after`);
  results.push({
    name: '积分等于积分流水 / every points balance equals its ledger',
    ok: points.rowCount === 0,
    ...(points.rowCount ? { detail: `users ${points.rows.map((r) => r.id).join(', ')}` } : {}),
  });

  const goods = await goodsFigures(db);
  const differing = [...expected.goods].filter(([id, figure]) => goods.get(id) !== figure).map(([id]) => id);
  results.push({
    name: '库存与订单件数与备份时一致 / stock and ordered units per goods as at the dump',
    ok: differing.length === 0 && goods.size === expected.goods.size,
    ...(differing.length ? { detail: `goods ${differing.slice(0, 20).join(', ')}` } : {}),
  });
  const negative = Number((await db.query<{ n: string }>('select count(*) as n from goods where stock < 0')).rows[0]!.n);
  results.push({ name: '库存无负数 / no stock below zero', ok: negative === 0 });

  const counts = { users: await count(db, 'users'), orders: await count(db, 'orders'), walletRows: await count(db, 'wallet_transactions') };
  const countsOk = counts.users === expected.users && counts.orders === expected.orders && counts.walletRows === expected.walletRows;
  results.push({
    name: '行数与备份时一致 / users, orders and ledger rows as at the dump',
    ok: countsOk,
    ...(countsOk
      ? {}
      : { detail: JSON.stringify({ expected: { users: expected.users, orders: expected.orders, walletRows: expected.walletRows }, restored: counts }) }),
  });

  const behind = await sequencesBehind(db);
  results.push({
    name: '序列领先于所有已有编号 / every sequence is ahead of every existing id',
    ok: behind.length === 0,
    ...(behind.length ? { detail: behind.join(', ') } : {}),
  });
  return results;
}

/** Sequences whose next value is not past the largest id in their column. */
export async function sequencesBehind(db: Queryable): Promise<string[]> {
  const owned = await ownedSequences(db);
  const behind: string[] = [];
  for (const { seq, tbl, col } of owned) {
    const max = await columnMax(db, tbl, col);
    const state = (await db.query<{ v: string; called: boolean }>(`select last_value as v, is_called as called from ${seq}`)).rows[0]!;
    const next = Number(state.v) + (state.called ? 1 : 0);
    if (next <= max) behind.push(`${seq} next ${next} ≤ ${tbl}.${col} ${max}`);
  }
  return behind;
}
