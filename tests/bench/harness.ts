// What the benchmarks share: a fresh database of their own, a listening app,
// percentiles. Each bench keeps only what it measures.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
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

/** One request of a batch: a POST with its headers and body. */
export interface Shot {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface ShotResult {
  ms: number;
  status: number;
  /** The envelope's code and message. */
  code: number;
  message: string;
}

export interface LoadGenerator {
  /** Sends every shot at the same moment; answers each one's time and reply, in order. */
  fire(shots: Shot[]): Promise<ShotResult[]>;
  close(): Promise<void>;
}

/**
 * A load generator on a worker thread (load-worker.mjs): the clients run on
 * their own event loop, so what a bench times is the server's answer, not
 * the server and its clients taking turns on one thread.
 */
export function loadGenerator(): LoadGenerator {
  const worker = new Worker(new URL('./load-worker.mjs', import.meta.url));
  const waiting = new Map<number, { resolve: (results: ShotResult[]) => void; reject: (error: Error) => void }>();
  let next = 0;
  worker.on('message', ({ id, results, error }: { id: number; results?: ShotResult[]; error?: string }) => {
    const pending = waiting.get(id);
    waiting.delete(id);
    if (error !== undefined) pending?.reject(new Error(error));
    else pending?.resolve(results!);
  });
  // A worker that failed fails every batch, the pending ones and any later one.
  let failed: Error | null = null;
  worker.on('error', (error) => {
    failed = error;
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  });
  return {
    fire(shots) {
      const id = next++;
      return new Promise((resolve, reject) => {
        if (failed) return reject(failed);
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, shots });
      });
    },
    async close() {
      await worker.terminate();
    },
  };
}
