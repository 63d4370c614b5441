// Browser tests of the embed bundle: the BUILT dist/embed/yaopi.js (React is
// preact/compat there, which the test runner could not load from source) in
// headless Chromium, against the real API server on a fresh database.
// Run: npx vite build --mode embed && npx web-test-runner --config tests/browser/web-test-runner.config.mjs
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { freePort, startApiServer } from './api-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

if (!existsSync(resolve(root, 'dist/embed/yaopi.js'))) {
  throw new Error('dist/embed/yaopi.js is missing: run `npx vite build --mode embed` first.');
}

const port = await freePort();
const origins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
/** @type {{ url: string, stop: () => Promise<void> } | undefined} */
let api;

const apiServer = {
  name: 'yaopi-api-server',
  async serverStart() {
    api = await startApiServer({ root, origins });
  },
  async serverStop() {
    await api?.stop();
  },
};

export default {
  rootDir: root,
  files: ['tests/browser/**/*.test.js'],
  port,
  hostname: 'localhost',
  nodeResolve: false,
  concurrency: 1,
  browserStartTimeout: 60_000,
  testsStartTimeout: 60_000,
  testsFinishTimeout: 120_000,
  plugins: [apiServer],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: await chromiumPath(), args: chromiumArgs, headless: true },
    }),
  ],
  testFramework: { config: { timeout: 20_000 } },
  // The API's address reaches the page as a global; the page and the API are
  // different origins, exactly as on a partner's site.
  testRunnerHtml: (testFramework) => `<!doctype html>
<html lang="zh-CN">
  <head><meta charset="utf-8"><script>window.__API__ = ${JSON.stringify(api?.url ?? '')};</script></head>
  <body><script type="module" src="${testFramework}"></script></body>
</html>`,
};
