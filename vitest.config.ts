import { configDefaults, defineConfig } from 'vitest/config';

// Unit tests sit beside their code; tests/ holds what crosses boundaries and
// has its own configs (api: the server over HTTP; browser and e2e: Chromium).
// A widget's browser tests (*.browser.test.ts) sit beside it too but are
// web-test-runner's (mocha in Chromium against the built bundle), not vitest's.
export default defineConfig({
  test: {
    include: [
      'shared/**/*.test.{ts,tsx}',
      'widgets/**/*.test.{ts,tsx}',
      'host/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'tests/e2e/**/*.test.ts',
      'tests/types/**/*.test.ts',
      'tests/build/**/*.test.ts',
    ],
    exclude: [...configDefaults.exclude, '**/*.browser.test.ts'],
    environment: 'node',
  },
});
