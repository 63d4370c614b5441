import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type OpenedDatabase, type ServingLimits } from './client';
import { lockDataDir } from './data-dir-lock';

const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * DATABASE_URL selects a PostgreSQL server; without it the embedded PGlite
 * keeps its files in DATA_DIR (default .data/ in the project root), so
 * `npm start` needs nothing installed. One process at a time may open that
 * folder (db/data-dir-lock.ts): a second is refused with a message pointing
 * to DATABASE_URL, instead of corrupting it.
 */
export async function openDatabaseFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  options: { serving?: ServingLimits } = {},
): Promise<OpenedDatabase & { where: string }> {
  if (env.DATABASE_URL) {
    const opened = await openDatabase({ url: env.DATABASE_URL, ...(options.serving ? { serving: options.serving } : {}) });
    // Never print the password of the connection string.
    const where = env.DATABASE_URL.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
    return { ...opened, where: `PostgreSQL ${where}` };
  }
  const dataDir = resolve(PROJECT_ROOT, env.DATA_DIR || '.data');
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir);
  let opened: OpenedDatabase;
  try {
    opened = await openDatabase({ dataDir });
  } catch (error) {
    lock.release();
    throw error;
  }
  return {
    ...opened,
    where: `PGlite ${dataDir}`,
    async close() {
      try {
        await opened.close();
      } finally {
        lock.release();
      }
    },
  };
}
