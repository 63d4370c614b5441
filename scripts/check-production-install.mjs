// `npm run test:production` (after `npm run build`; `.ci/run` runs it after
// `npm test`): the release as production installs it. Copies what
// `npm pack` would ship (package.json "files": dist/, demo/, the SQL
// migrations) and the lockfile to a temporary folder, runs
// `npm ci --omit=dev` there (from the npm cache where it can, with
// --engine-strict), then:
//
// 1. `npm start` on a fresh embedded database, with NODE_ENV=production: the
//    first start migrates and seeds; /, /list, /demo/, the demo's jQuery, the
//    embed and /health/ready answer 200, and the home page shows the seeded
//    shop. Ctrl-C (SIGINT to npm's process group) drains and stops it.
// 2. `node dist/server/main.js` on the same database, as a process manager
//    runs it: a later start, which must not load the demo seed's chunk
//    (a module hook lists what it loads). SIGTERM to node alone: exit code 0.
// 3. The operator's tools from dist/server: db:migrate, db:seed, admin, and
//    ops:restore-drill as far as it goes without PostgreSQL.
//
// Either run fails on a log line at level error or fatal, on the process
// ending by itself, or on any answer above. No tsx, vite or esbuild may be
// installed. It takes a minute or two, mostly `npm ci` unpacking 280 MB.
// KEEP_PRODUCTION_INSTALL=1 keeps the folder.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const START_TIMEOUT_MS = 240_000;
const STOP_TIMEOUT_MS = 20_000;
const started = Date.now();
const since = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

const failures = [];
const check = (ok, what) => {
  console.log(`  ${ok ? '✔' : '✘'} ${what}`);
  if (!ok) failures.push(what);
};

for (const file of ['dist/server/main.js', 'dist/site/index.html', 'dist/ssr/entry-server.js', 'dist/embed/v1/yaopi.js']) {
  if (!existsSync(join(root, file))) {
    console.error(`${file} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}

const folder = mkdtempSync(join(tmpdir(), 'yaopi-production-'));
const runs = new Set();
process.on('exit', () => {
  for (const run of runs) signalRun(run, 'SIGKILL');
  if (!process.env.KEEP_PRODUCTION_INSTALL) rmSync(folder, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

// The release: what `npm pack` ships, and the lockfile `npm ci` installs from.
const packed = JSON.parse(
  execFileSync(npm, ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
);
const files = [...packed[0].files.map((file) => file.path), 'package-lock.json'];
for (const file of files) {
  mkdirSync(dirname(join(folder, file)), { recursive: true });
  copyFileSync(join(root, file), join(folder, file));
}
console.log(`release: ${files.length} files in ${folder} (${since()})`);

try {
  execFileSync(npm, ['ci', '--omit=dev', '--prefer-offline', '--engine-strict', '--no-audit', '--no-fund'], { cwd: folder, stdio: ['ignore', 'pipe', 'pipe'] });
} catch (error) {
  console.error(`npm ci --omit=dev failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
  process.exit(1);
}
console.log(`npm ci --omit=dev done (${since()})`);
for (const tool of ['tsx', 'vite', 'esbuild']) check(!existsSync(join(folder, 'node_modules', tool)), `${tool} is not installed`);

// 1. The first start, as the README says: `npm start`.
const first = await start(npm, ['start'], { group: true });
console.log(`npm start: listening after ${first.seconds} s (${since()})`);
check(first.output.includes('首次启动，已写入演示数据'), 'the first start seeded the demo shop');
const home = await get(first.url, '/');
check(home.status === 200 && /<html lang="zh-CN">/.test(home.text), `/ answers the server-rendered home page (${home.status})`);
check(home.text.includes('/list/info/'), 'the home page links seeded goods');
for (const path of ['/list', '/demo/', '/demo/partner.html', '/demo/vendor/jquery.min.js', '/embed/v1/yaopi.js']) {
  const res = await get(first.url, path);
  check(res.status === 200, `${path} answers 200 (${res.status})`);
}
const ready = await get(first.url, '/health/ready');
check(ready.status === 200 && JSON.parse(ready.text).migrations === 'current', `/health/ready: ${ready.text}`);
await stop(first, 'npm start');

// 2. A later start, as a process manager runs it, with a hook naming each module of dist/server it loads.
const hooks = join(folder, 'loaded-modules.mjs');
writeFileSync(
  join(folder, 'loaded-modules-hooks.mjs'),
  `export async function load(url, context, next) {
  if (url.includes('/dist/server/')) process.stderr.write(\`loaded: \${url.slice(url.indexOf('/dist/server/') + 1)}\\n\`);
  return next(url, context);
}
`,
);
writeFileSync(hooks, "import { register } from 'node:module';\nregister('./loaded-modules-hooks.mjs', import.meta.url);\n");
const later = await start(process.execPath, ['--import', pathToFileURL(hooks).href, 'dist/server/main.js'], { group: false });
console.log(`node dist/server/main.js: listening after ${later.seconds} s (${since()})`);
check(!later.output.includes('首次启动'), 'the later start did not seed again');
const meta = JSON.parse(readFileSync(join(folder, 'dist/server/meta.json'), 'utf8'));
const seedChunk = Object.entries(meta.outputs).find(([, output]) => output.entryPoint === 'server/db/seed/index.ts')?.[0];
const loaded = [...later.output.matchAll(/^loaded: (.+)$/gm)].map((match) => match[1]);
check(Boolean(seedChunk) && loaded.length > 0, `the module hook saw ${loaded.length} files; the seed is ${seedChunk ?? 'in no chunk of its own'}`);
check(!loaded.includes(seedChunk), 'the later start did not load the demo seed');
check((await get(later.url, '/')).status === 200, '/ answers 200 after the restart');
await stop(later, 'node dist/server/main.js');

// 3. The operator's tools, on the same database (the server is stopped: one process at a time opens PGlite).
for (const [args, expected] of [
  [['run', 'db:migrate'], /迁移完成/],
  [['run', 'db:seed'], /数据库已有数据，未重复写入/],
  // The seed's tydesheng awaits review (README, demo accounts).
  [['run', 'admin', '--', 'list'], /tydesheng/],
  [['run', 'admin', '--', 'partner', 'list'], /demo-partner/],
]) {
  const run = tool(args);
  check(run.code === 0 && expected.test(run.output), `npm ${args.join(' ')} (exit ${run.code})${run.code === 0 ? '' : `:\n${run.output}`}`);
}
// The restore drill needs PostgreSQL and pg_dump; without DATABASE_URL it must load and refuse in words.
const drill = tool(['run', 'ops:restore-drill']);
check(drill.code === 1 && drill.output.includes('DATABASE_URL 未设置'), `npm run ops:restore-drill loads and asks for DATABASE_URL (exit ${drill.code})`);

console.log(
  failures.length ? `\nproduction install: ${failures.length} check(s) failed (${since()})` : `\nproduction install: every check passed (${since()})`,
);
process.exit(failures.length ? 1 : 0);

/** An npm script of the release, run to its end on the release's own database. */
function tool(args) {
  const env = { ...process.env, NODE_ENV: 'production' };
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'REDIS_URL', 'DATA_DIR', 'NODE_OPTIONS']) delete env[name];
  const result = spawnSync(npm, args, { cwd: folder, env, encoding: 'utf8', timeout: START_TIMEOUT_MS });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Starts the server in the release folder on a free port and waits for its "running" line. */
async function start(command, args, { group }) {
  const port = await freePort();
  const env = { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1' };
  // The embedded database in the release's .data/, as `npm start` uses by default.
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'REDIS_URL', 'DATA_DIR', 'NODE_OPTIONS']) delete env[name];
  const child = spawn(command, args, { cwd: folder, env, detached: group, stdio: ['ignore', 'pipe', 'pipe'] });
  const run = { child, group, output: '', exit: null, url: `http://127.0.0.1:${port}`, seconds: 0 };
  runs.add(run);
  const begun = Date.now();
  child.stdout.on('data', (chunk) => (run.output += chunk));
  child.stderr.on('data', (chunk) => (run.output += chunk));
  run.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve((run.exit = { code, signal }))));
  while (!run.output.includes('yaopi is running at')) {
    if (run.exit || Date.now() - begun > START_TIMEOUT_MS) {
      console.error(`${[command, ...args].join(' ')} did not start (${run.exit ? `exited ${JSON.stringify(run.exit)}` : 'timed out'}):\n${run.output}`);
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  run.seconds = ((Date.now() - begun) / 1000).toFixed(0);
  return run;
}

/**
 * `npm start` is stopped as Ctrl-C stops it in a terminal (SIGINT to its process group): the server drains
 * and closes, and nothing of the group is left. node alone is stopped as a deploy stops it (SIGTERM): it
 * must exit 0 by itself. Either way it must have logged no error.
 */
async function stop(run, name) {
  check(run.exit === null, `${name} was still running when stopped`);
  const signal = run.group ? 'SIGINT' : 'SIGTERM';
  signalRun(run, signal);
  const timer = setTimeout(() => signalRun(run, 'SIGKILL'), STOP_TIMEOUT_MS);
  const exit = await run.exited;
  clearTimeout(timer);
  if (run.group) {
    const deadline = Date.now() + STOP_TIMEOUT_MS;
    while (groupAlive(run) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    check(!groupAlive(run), `${name}: every process of its group ended after ${signal}`);
  } else {
    check(exit.code === 0, `${name} exited 0 after ${signal} (${exit.code ?? exit.signal})`);
  }
  runs.delete(run);
  check(run.output.includes(`${signal}: 停止接收新流量`), `${name}: the server drained and shut down on ${signal}`);
  const bad = run.output.split('\n').filter((line) => {
    if (/^\s*(Error|TypeError|RangeError|SyntaxError)\b|Unhandled|ERR_[A-Z_]+|npm error/.test(line)) return true;
    if (!line.startsWith('{')) return false;
    try {
      return JSON.parse(line).level >= 50;
    } catch {
      return false;
    }
  });
  check(bad.length === 0, `${name} logged nothing at error or fatal level${bad.length ? `:\n    ${bad.slice(0, 5).join('\n    ')}` : ''}`);
}

function groupAlive(run) {
  try {
    process.kill(-run.child.pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalRun(run, signal) {
  try {
    // npm start's process group (npm, its shell, node), or node alone.
    process.kill(run.group ? -run.child.pid : run.child.pid, signal);
  } catch {
    // Already gone.
  }
}

async function get(base, path) {
  const res = await fetch(`${base}${path}`);
  return { status: res.status, text: await res.text() };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
