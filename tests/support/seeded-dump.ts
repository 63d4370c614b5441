import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { seed } from '../../server/db/seed';
import { curatedSeedData } from '../../server/db/seed/curated';
import { chinaDate } from '../../shared/domain/time';
import { TEST_PASSWORD_COST } from './test-password-cost';

/**
 * A migrated and seeded PGlite database as a dump file, shared by the API
 * tests (each file restores a copy) and the end-to-end servers (each starts
 * from a copy). Initialising, migrating and seeding PGlite takes seconds;
 * restoring a dump takes a fraction of that.
 *
 * The dump is kept in .cache/seeded-db under a hash of its inputs, so a run
 * after an unrelated change skips even building it; any change to
 * migrations, schema, seed or its helpers makes a new one. The day is an
 * input too: the seed writes dates relative to today (coupon validity,
 * recent orders), and a dump from last week would have them lapse.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CACHE_DIR = join(ROOT, '.cache', 'seeded-db');

// Everything the migrated and seeded database depends on: the migrations,
// schema and seed (code and data), the helpers the seed calls, and the
// installed versions of PGlite and pinyin-pro (via the lock file).
// The seed calls services (the search dictionary rebuild), so they are inputs too.
const INPUTS = [
  'tests/support/seeded-dump.ts',
  'tests/support/test-password-cost.ts',
  'server/db',
  'server/lib',
  'server/services',
  'shared/domain',
  'shared/contract',
  'package-lock.json',
];

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesUnder(join(path, entry.name)));
}

function inputsHash(): string {
  const hash = createHash('sha256').update(chinaDate()).update('\0');
  for (const file of INPUTS.flatMap((input) => filesUnder(join(ROOT, input)))) {
    if (file.endsWith('.test.ts')) continue;
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

async function buildDump(file: string): Promise<void> {
  const opened = await openDatabase({});
  try {
    await migrate(opened);
    await seed(opened.db, curatedSeedData, { passwordCost: TEST_PASSWORD_COST });
    const dump = await opened.pglite!.dumpDataDir('none');
    // Written under a temporary name and renamed, so an interrupted run
    // never leaves a truncated dump that later runs would trust.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await opened.close();
  }
}

/** The path of the dump for the current inputs, built first if it is not there. */
export async function seededDump(): Promise<string> {
  mkdirSync(CACHE_DIR, { recursive: true });
  const file = join(CACHE_DIR, `seeded-${inputsHash()}.tar`);
  if (!existsSync(file)) {
    for (const old of readdirSync(CACHE_DIR)) rmSync(join(CACHE_DIR, old), { force: true });
    await buildDump(file);
  }
  return file;
}

/** Writes a fresh PGlite data folder at `dataDir` holding the dump's database. */
export async function restoreDump(dump: string, dataDir: string): Promise<void> {
  const opened = await openDatabase({ dataDir, loadDataDir: new Blob([readFileSync(dump)]) });
  await opened.close();
}
