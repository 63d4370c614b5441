import { defineConfig } from '@playwright/test';

/**
 * End-to-end: Chromium against the real server (built site + API on a fresh
 * PGlite database), started by global-setup on a free port. The address and
 * the Chromium path and flags travel through the environment (set by run.mjs
 * or global-setup), which the worker processes that load this file again
 * inherit; browsers are launched only in the workers.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../../test-results/e2e',
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL: process.env.YP_E2E_BASE_URL,
    locale: 'zh-CN',
    viewport: { width: 1366, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.YP_CHROMIUM,
      args: JSON.parse(process.env.YP_CHROMIUM_ARGS ?? '[]') as string[],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
