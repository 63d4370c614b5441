import type { TestProject } from 'vitest/node';
import { seededDump } from '../support/seeded-dump';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a migrated and seeded PGlite data dir; '' when testing on PostgreSQL. */
    pgliteDump: string;
  }
}

/** Each test file restores its PGlite database from one migrated and seeded dump (tests/support/seeded-dump.ts). */
export default async function setup(project: TestProject) {
  project.provide('pgliteDump', process.env.TEST_DATABASE_URL ? '' : await seededDump());
}
