import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from './client';

type Reads = readonly (() => Promise<unknown>)[];
type Answers<T extends Reads> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Several independent reads: side by side on the pool (each takes its own
 * connection), one after another inside a transaction. A transaction is one
 * connection, so node-postgres would only queue them, and it deprecates a
 * query sent while another runs on the same client (pg 9 will refuse it).
 */
export async function readTogether<T extends Reads>(db: Database | Transaction, reads: T): Promise<Answers<T>> {
  if (!is(db, PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Answers<T>;
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as Answers<T>;
}
