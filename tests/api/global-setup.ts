import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { seed } from '../../server/db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a migrated and seeded PGlite data dir; '' when testing on PostgreSQL. */
    pgliteDump: string;
  }
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CACHE_DIR = join(ROOT, '.cache', 'api-tests');

// Everything the migrated and seeded database depends on: the migrations,
// schema and seed (code and data), the helpers the seed calls, and the
// installed versions of PGlite and pinyin-pro (via the lock file).
// The seed calls services (the search dictionary rebuild), so they are inputs too.
const INPUTS = ['server/db', 'server/lib', 'server/services', 'shared/domain', 'package-lock.json'];

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesUnder(join(path, entry.name)));
}

function inputsHash(): string {
  const hash = createHash('sha256');
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
    await seed(opened.db);
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

/**
 * Initialising, migrating and seeding PGlite takes seconds; restoring a dump
 * takes a fraction of that. So it is done once and every test file starts
 * from a copy. The dump is kept in .cache/api-tests under a hash of its
 * inputs, so a run after an unrelated change skips even that; any change to
 * migrations, schema, seed or its helpers makes a new one.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteDump', '');
    return;
  }
  mkdirSync(CACHE_DIR, { recursive: true });
  const file = join(CACHE_DIR, `seeded-${inputsHash()}.tar`);
  if (!existsSync(file)) {
    for (const old of readdirSync(CACHE_DIR)) rmSync(join(CACHE_DIR, old), { force: true });
    await buildDump(file);
  }
  project.provide('pgliteDump', file);
}
