// `npm test`: every suite. Each step runs as its own process so one suite's
// globals cannot leak into another's.
//
// Steps are scheduled on the machine's cores (two here and in CI): tsc,
// ESLint and each vitest run keep about one core busy; the end-to-end suite,
// with a server and a Chromium per worker, keeps both. A step starts as soon
// as the steps it needs have passed and enough cores are free, in the order
// listed, so the type check still answers first and nothing waits behind a
// stage boundary for a slower neighbour. The first failure stops the run:
// steps still running are ended, and nothing new starts.
//
// A step's output is printed whole when it ends, so steps side by side never
// interleave their lines; a step running alone streams. `npm test -- unit api`
// runs only the named steps (by prefix).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/** name, command, arguments, the steps it needs, the cores it keeps busy. */
const STEPS = [
  // Under a second: every production dependency runs on the Node version package.json promises.
  { name: 'engines', command: 'node', args: ['scripts/check-engines.mjs'], needs: [], cores: 1 },
  { name: 'typecheck', command: 'npx', args: ['tsc', '--noEmit'], needs: [], cores: 1 },
  { name: 'lint', command: 'npm', args: ['run', 'lint'], needs: [], cores: 1 },
  // The API suite is the longest single-core step: first once the types check.
  { name: 'api (PGlite)', command: 'npx', args: ['vitest', 'run', '--config', 'tests/api/vitest.config.ts'], needs: ['typecheck'], cores: 1 },
  { name: 'unit', command: 'npx', args: ['vitest', 'run'], needs: ['typecheck'], cores: 1 },
  { name: 'build', command: 'npm', args: ['run', 'build'], needs: ['typecheck'], cores: 1 },
  {
    name: 'browser (web-test-runner, Chromium)',
    command: 'npx',
    args: ['web-test-runner', '--config', 'tests/browser/web-test-runner.config.mjs'],
    needs: ['build'],
    cores: 1,
  },
  // The embed bundle's size budgets (scripts/embed-budgets.mjs): fails when exceeded.
  { name: 'embed size budget', command: 'node', args: ['scripts/embed-size.mjs', '--check'], needs: ['build'], cores: 1 },
  { name: 'e2e (Playwright, Chromium)', command: 'node', args: ['tests/e2e/run.mjs'], needs: ['build'], cores: 2 },
];

const CORES = Math.max(2, availableParallelism());
const only = process.argv.slice(2);
const wanted = (name) => !only.length || only.some((o) => name.startsWith(o));
const steps = STEPS.filter((step) => wanted(step.name)).map((step) => ({
  ...step,
  // A step asked for alone runs even if what it needs was not asked for (`npm test -- e2e` after a build).
  needs: step.needs.filter((need) => STEPS.some((s) => s.name === need && wanted(s.name))),
  cores: Math.min(step.cores, CORES),
}));

const started = Date.now();
const results = [];
const running = new Map();
let failed = false;

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
const busyCores = () => [...running.values()].reduce((sum, run) => sum + run.step.cores, 0);
const passed = (name) => results.some((r) => r.name === name && r.ok);

/** Starts one step; with nothing else running it streams its output, else it is buffered. */
function start(step) {
  const alone = running.size === 0 && steps.filter((s) => !results.some((r) => r.name === s.name)).length === 1;
  console.log(`\n▶ ${step.name}: ${step.command} ${step.args.join(' ')}`);
  const child = spawn(step.command, step.args, {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    // Its own process group, so a failure elsewhere can end it with its children (servers, browsers).
    detached: true,
  });
  const run = { step, child, chunks: [], since: Date.now(), alone };
  child.stdout?.on('data', (chunk) => run.chunks.push(chunk));
  child.stderr?.on('data', (chunk) => run.chunks.push(chunk));
  running.set(step.name, run);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(step.name);
      const ok = code === 0 && !signal;
      if (!run.alone) {
        console.log(`\n── ${step.name} (${seconds(run.since)}s${signal ? `, ended: ${signal}` : ''}) ──`);
        process.stdout.write(Buffer.concat(run.chunks));
      }
      results.push({ name: step.name, ok, seconds: seconds(run.since), stopped: Boolean(signal) });
      resolve();
    });
  });
}

function stopAll() {
  for (const { child } of running.values()) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

/** Starts every step whose needs passed and whose cores are free, in listed order; resolves when all are done. */
async function schedule() {
  const waiting = [...steps];
  const active = new Set();
  for (;;) {
    if (!failed) {
      for (const step of [...waiting]) {
        if (!step.needs.every(passed)) continue;
        // A step wider than what is free waits, and so does every step after it: the order is the priority.
        if (busyCores() + step.cores > CORES) break;
        waiting.splice(waiting.indexOf(step), 1);
        const done = start(step).then(() => {
          active.delete(done);
          if (!failed && results.some((r) => !r.ok)) {
            failed = true;
            stopAll();
          }
        });
        active.add(done);
      }
    }
    if (active.size === 0) return;
    await Promise.race(active);
  }
}

// The steps lead their own process groups, which a Ctrl-C in the terminal no longer reaches: pass it on.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

await schedule();

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? '✔' : '✘'} ${r.name} (${r.seconds}s${r.stopped ? ', stopped after a failure' : ''})`);
const notRun = steps.filter((s) => !results.some((r) => r.name === s.name));
for (const s of notRun) console.log(`  – ${s.name} (not run)`);
const failures = results.filter((r) => !r.ok).length;
console.log(`suites: ${results.length - failures} passed, ${failures} failed, ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
process.exit(failures || notRun.length ? 1 : 0);
