import { configDefaults, defineConfig } from 'vitest/config';

// Unit tests sit beside their code; tests/ holds what crosses boundaries and
// has its own configs (api: the server over HTTP; browser and e2e: Chromium).
// A widget's browser tests (*.browser.test.ts) sit beside it too but are
// web-test-runner's (mocha in Chromium against the built bundle), not vitest's.
const include = [
  'shared/**/*.test.{ts,tsx}',
  'widgets/**/*.test.{ts,tsx}',
  'host/**/*.test.{ts,tsx}',
  'server/**/*.test.ts',
  'tests/e2e/**/*.test.ts',
  'tests/types/**/*.test.ts',
  'tests/build/**/*.test.ts',
  'tests/bench/**/*.test.ts',
];
const exclude = [...configDefaults.exclude, '**/*.browser.test.ts'];
// A test that replaces a module (vi.mock) is named *.isolated.test.ts(x) and
// gets a module graph of its own; ESLint refuses vi.mock anywhere else.
const isolated = ['**/*.isolated.test.{ts,tsx}'];

export default defineConfig({
  test: {
    projects: [
      {
        // The other files share their worker's module cache: importing React,
        // zod and the contract once instead of once per file took the suite
        // from 45 s to about 15 s. They keep no state in modules between files
        // (page singletons live in the page slot, reset by the tests that use it).
        test: { name: 'unit', include, exclude: [...exclude, ...isolated], environment: 'node', isolate: false },
      },
      { test: { name: 'unit (isolated)', include: isolated, exclude, environment: 'node' } },
    ],
  },
});
