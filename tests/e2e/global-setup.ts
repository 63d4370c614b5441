import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveChromium } from './chromium';
import type { FullConfig } from '@playwright/test';
import { seededDump } from '../support/seeded-dump';
import { E2E_BASE_URLS_ENV, E2E_PARTNER_ORIGINS_ENV, rememberServers, startServer } from './server-process';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/**
 * Starts the real server, one per worker, each on a free port with a fresh database. The site must
 * have been built (`npm run build`), since the server serves dist/site.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  for (const built of ['dist/site/index.html', 'dist/embed/v1/yaopi.js']) {
    if (!existsSync(join(root, built))) {
      throw new Error(`e2e: ${built} is missing — run \`npm run build\` before the end-to-end tests.`);
    }
  }
  // run.mjs resolves Chromium already; a direct `npx playwright test` gets it here.
  if (!process.env.YP_CHROMIUM || !process.env.YP_CHROMIUM_ARGS) {
    const chromium = await resolveChromium();
    process.env.YP_CHROMIUM ||= chromium.path;
    process.env.YP_CHROMIUM_ARGS ||= JSON.stringify(chromium.args);
  }
  const workers = Math.max(1, config.workers);
  // The API suite, run just before in `npm test`, has built it already.
  const dump = await seededDump();
  const servers = await Promise.all(Array.from({ length: workers }, (_, i) => startServer(root, join(root, `test-results/e2e-server-${i}.log`), dump)));
  rememberServers(servers);
  process.env[E2E_BASE_URLS_ENV] = JSON.stringify(servers.map((server) => server.baseURL));
  process.env[E2E_PARTNER_ORIGINS_ENV] = JSON.stringify(servers.map((server) => server.partnerOrigin));
}
