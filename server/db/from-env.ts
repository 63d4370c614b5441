import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type OpenedDatabase } from './client';

const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * DATABASE_URL selects a PostgreSQL server; without it the embedded PGlite
 * keeps its files in DATA_DIR (default .data/ in the project root), so
 * `npm start` needs nothing installed.
 */
export async function openDatabaseFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<OpenedDatabase & { where: string }> {
  if (env.DATABASE_URL) {
    const opened = await openDatabase({ url: env.DATABASE_URL });
    // Never print the password of the connection string.
    const where = env.DATABASE_URL.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
    return { ...opened, where: `PostgreSQL ${where}` };
  }
  const dataDir = resolve(PROJECT_ROOT, env.DATA_DIR || '.data');
  mkdirSync(dataDir, { recursive: true });
  const opened = await openDatabase({ dataDir });
  return { ...opened, where: `PGlite ${dataDir}` };
}
