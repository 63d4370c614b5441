import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { TEST_PASSWORD_COST } from '../support/test-password-cost';

export interface TestDatabase extends OpenedDatabase {
  /** Closes the connection and removes the database. */
  dispose(): Promise<void>;
  /** On PostgreSQL: the database's URL, for a second pool or process on it. */
  url?: string;
}

/** A URL like `base` but naming another database. */
function withDatabase(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh, migrated and seeded database of its own on the PostgreSQL at
 * `adminUrl`. Fault tests use it directly (PGlite has no connections to lose
 * and no second process); they open a second pool with main.ts's serving
 * limits on its `url`, or start the real server on it.
 */
export function openPostgresTestDatabase(adminUrl: string): Promise<TestDatabase> {
  return onPostgres(adminUrl);
}

async function onPostgres(adminUrl: string): Promise<TestDatabase> {
  const name = `yaopi_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(adminUrl, name);
  const opened = await openDatabase({ url });
  await migrate(opened);
  // Imported here only: the seed pulls in pinyin-pro's dictionary, which the
  // PGlite path (restored from a seeded dump) never needs.
  const { seed } = await import('../../server/db/seed');
  const { curatedSeedData } = await import('../../server/db/seed/curated');
  await seed(opened.db, curatedSeedData, { passwordCost: TEST_PASSWORD_COST });
  return {
    ...opened,
    url,
    async dispose() {
      await opened.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/**
 * The dump read once per worker: the files share their worker's module cache
 * (isolate: false), and a Blob is immutable, so every file's PGlite can load
 * the same one. Reading the ~70 MB file and copying it into a new Blob for
 * every file was a tenth of a restore's CPU.
 */
const dumps = new Map<string, Blob>();

async function onPglite(dumpFile: string): Promise<TestDatabase> {
  let dump = dumps.get(dumpFile);
  if (!dump) dumps.set(dumpFile, (dump = new Blob([readFileSync(dumpFile)])));
  const opened = await openDatabase({ loadDataDir: dump });
  return { ...opened, dispose: () => opened.close() };
}

/** A migrated, seeded database of its own for one test file. */
export function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? onPostgres(url) : onPglite(inject('pgliteDump'));
}
