// What the benchmarks share: a fresh database of their own, a listening app,
// percentiles. Each bench keeps only what it measures.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { openDatabase, type OpenedDatabase } from '../../server/db/client';

export interface FreshDatabase {
  database: OpenedDatabase;
  /** Where it lives, for the report's first line. */
  where: string;
  dispose(): Promise<void>;
}

/**
 * A new, empty database: yaopi_bench_<time> on the PostgreSQL server of
 * `url` (dropped by dispose; BENCH_KEEP=1 keeps it for EXPLAIN ANALYZE), or
 * without a url a PGlite data directory in the system's temp folder.
 */
export async function openFreshDatabase(url: string | undefined): Promise<FreshDatabase> {
  if (!url) {
    const dir = mkdtempSync(join(tmpdir(), 'yaopi-bench-'));
    const database = await openDatabase({ dataDir: dir });
    return {
      database,
      where: `PGlite ${dir}`,
      async dispose() {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `yaopi_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  return {
    database,
    where: `PostgreSQL ${target.host}/${name}`,
    async dispose() {
      await database.close();
      if (process.env.BENCH_KEEP) return console.log(`kept ${target.toString()}`);
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** Listens on a free loopback port and answers the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The p-th percentile of an ascending list (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
