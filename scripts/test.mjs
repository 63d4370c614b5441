// `npm test`: every suite, in the order that fails fastest. Each step runs as
// its own process so one suite's globals cannot leak into another's.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit', 'npx', ['vitest', 'run']],
  ['api (PGlite)', 'npx', ['vitest', 'run', '--config', 'tests/api/vitest.config.ts']],
  ['build', 'npm', ['run', 'build']],
  ['browser (web-test-runner, Chromium)', 'npx', ['web-test-runner', '--config', 'tests/browser/web-test-runner.config.mjs']],
  ['e2e (Playwright, Chromium)', 'node', ['tests/e2e/run.mjs']],
];

const only = process.argv.slice(2);
const results = [];
for (const [name, command, args] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const ok = run.status === 0;
  results.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  if (!ok) break;
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? '✔' : '✘'} ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
