import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The server over real HTTP. Each test file gets its own app and database:
// PGlite restored from a dump that global-setup.ts migrates and seeds once,
// or, with TEST_DATABASE_URL, a fresh database on that PostgreSQL server.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/api/**/*.test.ts', 'tests/security/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/api/global-setup.ts'],
    // Files share their worker's module cache (fastify, drizzle, PGlite's
    // loader): that halves the CPU time. Nothing here keeps state in modules;
    // each file builds its own app and database.
    isolate: false,
    // A PGlite start plus seed can take several seconds on a slow machine.
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
