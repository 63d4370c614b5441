import { defineConfig } from '@playwright/test';

/** Global setup starts one server per worker (server-process.ts); each worker takes its own. */
function workerBaseURL(): string | undefined {
  const urls = JSON.parse(process.env.YP_E2E_BASE_URLS ?? '[]') as string[];
  return urls[Number(process.env.TEST_PARALLEL_INDEX ?? 0)];
}

type TraceMode = 'off' | 'on' | 'retain-on-failure' | 'on-first-retry' | 'retain-on-first-failure';

function traceMode(): TraceMode {
  const wanted = process.env.YP_E2E_TRACE;
  const modes: readonly TraceMode[] = ['off', 'on', 'retain-on-failure', 'on-first-retry', 'retain-on-first-failure'];
  return modes.find((mode) => mode === wanted) ?? 'off';
}

/**
 * End-to-end: Chromium against the real server (built site + API on a fresh
 * PGlite database), started by global-setup on a free port, one per worker
 * (YP_E2E_WORKERS, default two: one per core, each with its own database;
 * on a quiet 2-core machine two took 6.0 min where one took 7.0). The addresses and
 * the Chromium path and flags travel through the environment (set by run.mjs
 * or global-setup), which the worker processes that load this file again
 * inherit; browsers are launched only in the workers.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  workers: Number(process.env.YP_E2E_WORKERS ?? 2),
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
    baseURL: workerBaseURL(),
    locale: 'zh-CN',
    // As a buyer who asked the system for less motion: the banner carousel and
    // the broadcast stand still, so no test waits on a slide and the browser
    // does not repaint them all run long (header-extras.spec.ts checks both ways).
    reducedMotion: 'reduce',
    viewport: { width: 1366, height: 900 },
    // No trace unless asked (YP_E2E_TRACE=retain-on-failure or on): recording
    // one (a screencast and a DOM snapshot per action) for every test made the
    // suite two to three times slower, mostly in Chromium's GPU process, for
    // files nobody opens when the run passes. A failure still leaves its
    // screenshot and error context; rerun the one spec with the trace to dig.
    trace: traceMode(),
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.YP_CHROMIUM,
      args: JSON.parse(process.env.YP_CHROMIUM_ARGS ?? '[]') as string[],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
