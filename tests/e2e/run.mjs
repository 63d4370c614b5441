// `npm run test:e2e`: the Playwright suite against the real server and the
// built site. Chromium is resolved here (it may have to be unpacked from
// @sparticuz/chromium) and handed to the config through the environment, so
// the config can stay synchronous.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

if (!existsSync(join(root, 'dist/site/index.html'))) {
  console.error('e2e: dist/site/index.html is missing — run `npm run build` first.');
  process.exit(1);
}

// One server per worker is started up front (global-setup.ts), so a run of a
// few named spec files gets no more workers (and servers) than it has files.
const DEFAULT_WORKERS = 2;
const wantedWorkers = Number(process.env.YP_E2E_WORKERS || DEFAULT_WORKERS);
const specs = process.argv.slice(2).filter((arg) => arg.endsWith('.spec.ts')).length;
const env = {
  ...process.env,
  YP_E2E_WORKERS: String(specs ? Math.min(wantedWorkers, specs) : wantedWorkers),
  YP_CHROMIUM: process.env.YP_CHROMIUM || (await chromiumPath()),
  YP_CHROMIUM_ARGS: JSON.stringify(chromiumArgs),
};
const run = spawnSync('npx', ['playwright', 'test', '--config', 'tests/e2e/playwright.config.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env,
});
process.exit(run.status ?? 1);
