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

const env = {
  ...process.env,
  YP_CHROMIUM: process.env.YP_CHROMIUM || (await chromiumPath()),
  YP_CHROMIUM_ARGS: JSON.stringify(chromiumArgs),
};
const run = spawnSync('npx', ['playwright', 'test', '--config', 'tests/e2e/playwright.config.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env,
});
process.exit(run.status ?? 1);
