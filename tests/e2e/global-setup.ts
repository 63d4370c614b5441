import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveChromium } from './chromium';
import { rememberServer, startServer } from './server-process';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/**
 * Starts the real server on a free port with a fresh database. The site must
 * have been built (`npm run build`), since the server serves dist/site.
 */
export default async function globalSetup(): Promise<void> {
  for (const built of ['dist/site/index.html', 'dist/embed/yaopi.js']) {
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
  const server = await startServer(root, join(root, 'test-results/e2e-server.log'));
  rememberServer(server);
  process.env.YP_E2E_BASE_URL = server.baseURL;
}
