// Runs before `npm start` (`--all`) and before the server's command-line
// tools (`npm run admin`, `db:migrate`, `db:seed`, `ops:restore-drill`),
// which all run compiled JavaScript from dist/server/.
//
// In a development checkout (the dev dependencies are installed) it builds
// first, so what runs is the source as it is now: `--all` the whole
// `npm run build` (site, server renderer, embed, server), otherwise the
// server alone (about a second). In a production install
// (`npm ci --omit=dev`, no build tools) the build came with the release: it
// checks dist/server is there and says what to do when it is not.
//
// It runs before the server starts, never around it: `npm start` is then
// npm running node on dist/server/main.js, and under a process manager node
// runs it directly (docs/operations.md), so SIGTERM reaches the server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const all = process.argv.includes('--all');

function installed(name) {
  try {
    createRequire(join(root, 'package.json')).resolve(`${name}/package.json`);
    return true;
  } catch {
    return false;
  }
}

if (installed('esbuild') && installed('vite')) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const run = spawnSync(npm, ['run', all ? 'build' : 'build:server', '--silent'], { cwd: root, stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

const needed = all ? ['dist/server/main.js', 'dist/site/index.html', 'dist/ssr/entry-server.js', 'dist/embed/v1/yaopi.js'] : ['dist/server/main.js'];
const missing = needed.filter((file) => !existsSync(join(root, file)));
if (missing.length) {
  console.error(
    `缺少构建产物 / not built: ${missing.join(', ')}\n` +
      'This is a production install (no dev dependencies), which runs what `npm run build` made: ' +
      'build where the dev dependencies are installed (`npm ci && npm run build`) and ship dist/ with the release.',
  );
  process.exit(1);
}
