// Browser tests of the embed bundle: the BUILT dist/embed/v1/yaopi.js (React is
// preact/compat there, which the test runner could not load from source) in
// headless Chromium, against the real API server on a fresh database.
// The tests are TypeScript beside their widgets (widgets/<name>/*.browser.test.ts;
// what crosses widgets is here in tests/browser/), transpiled file by file
// by esbuild; they import only the helpers here and the few source modules
// that need no bundler (the page slot and clock), never a widget's code.
// Run: npx vite build --mode embed && npx web-test-runner --config tests/browser/web-test-runner.config.mjs
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { freePort } from '../support/free-port.mjs';
import { startApiServer } from './api-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

if (!existsSync(resolve(root, 'dist/embed/v1/yaopi.js'))) {
  throw new Error('dist/embed/v1/yaopi.js is missing: run `npx vite build --mode embed` first.');
}

const port = await freePort();
const origins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
/** @type {{ url: string, stop: () => Promise<void> } | undefined} */
let api;

// The source's own imports carry no extension (Vite and TypeScript resolve
// them); the browser asks for exactly what it is given, so the page clock's
// `./page-slot` becomes `./page-slot.ts` here.
const extensionlessTypeScript = {
  name: 'extensionless-typescript-imports',
  resolveImport({ source, context }) {
    if (!source.startsWith('.') || /\.(m?js|ts|tsx|css|json)$/.test(source)) return undefined;
    const file = resolve(root, `.${dirname(context.path)}`, `${source}.ts`);
    return existsSync(file) ? `${source}.ts` : undefined;
  },
};

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
  files: ['widgets/**/*.browser.test.ts', 'tests/browser/**/*.browser.test.ts'],
  port,
  hostname: 'localhost',
  nodeResolve: false,
  concurrency: 1,
  browserStartTimeout: 60_000,
  testsStartTimeout: 60_000,
  testsFinishTimeout: 120_000,
  plugins: [apiServer, extensionlessTypeScript, esbuildPlugin({ ts: true, target: 'es2022', tsconfig: resolve(root, 'tsconfig.json') })],
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
