// `npm test`: every suite. Each step runs as its own process so one suite's
// globals cannot leak into another's. Steps are grouped in stages; the steps
// of a stage run side by side, because each of them keeps about one core busy
// (tsc, ESLint and each vitest run are single-threaded here) and the machines
// this runs on have two. A stage starts when the one before it passed, so a
// type error still fails in seconds; a step's output is printed whole when it
// ends, so side-by-side steps never interleave their lines.
import { spawn } from 'node:child_process';

/** Two lanes per stage at most: one per core. */
const stages = [
  [
    ['typecheck', 'npx', ['tsc', '--noEmit']],
    ['lint', 'npm', ['run', 'lint']],
  ],
  [
    ['unit', 'npx', ['vitest', 'run']],
    ['api (PGlite)', 'npx', ['vitest', 'run', '--config', 'tests/api/vitest.config.ts']],
  ],
  [['build', 'npm', ['run', 'build']]],
  // The embed bundle's size budgets (scripts/embed-budgets.mjs): fails when exceeded.
  [['build: embed size budget', 'node', ['scripts/embed-size.mjs', '--check']]],
  [['browser (web-test-runner, Chromium)', 'npx', ['web-test-runner', '--config', 'tests/browser/web-test-runner.config.mjs']]],
  [['e2e (Playwright, Chromium)', 'node', ['tests/e2e/run.mjs']]],
];

const only = process.argv.slice(2);
const wanted = (name) => !only.length || only.some((o) => name.startsWith(o));

/** Runs one step; alone in its stage it streams its output, beside another it is buffered. */
function runStep([name, command, args], stream) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!stream) {
        console.log(`\n── ${name} (${seconds}s) ──`);
        process.stdout.write(Buffer.concat(chunks));
      }
      resolve({ name, ok: code === 0, seconds });
    });
  });
}

const started = Date.now();
const results = [];
for (const stage of stages) {
  const steps = stage.filter(([name]) => wanted(name));
  if (!steps.length) continue;
  results.push(...(await Promise.all(steps.map((step) => runStep(step, steps.length === 1)))));
  if (results.some((r) => !r.ok)) break;
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? '✔' : '✘'} ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed, ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
process.exit(failed ? 1 : 0);
