// `node scripts/check-engines.mjs` (a step of `npm test`): every package a
// production install gets (`npm ci --omit=dev`) must run on the oldest Node
// this project promises, the floor of package.json's engines (>=20.19 → 20.19.0).
// A dependency that declares `"node": ">=22"` installs with only a warning and
// may then fail at run time on Node 20, so a version bump that brings one in
// fails here instead. Read from package-lock.json, which is exactly what
// `npm ci` installs: each entry carries the engines of its package, and the
// dev-only ones are marked `dev` / `devOptional`.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The production packages of a lockfile (v2/v3) whose engines exclude `floor`, with who needs them. */
export function enginesExcluding(lock, floor) {
  const packages = lock.packages ?? {};
  const found = [];
  for (const [path, entry] of Object.entries(packages)) {
    if (path === '' || entry.dev || entry.devOptional || entry.link) continue;
    const range = entry.engines?.node;
    if (!range) continue;
    if (semver.satisfies(floor, range, { includePrerelease: true })) continue;
    const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    found.push({ name, version: entry.version, range, neededBy: dependents(packages, path) });
  }
  return found;
}

/** The lockfile entries that depend on the package at `path` (by name, resolved the way node does: nearest node_modules first). */
function dependents(packages, path) {
  const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
  return Object.entries(packages)
    .filter(([from, entry]) => {
      if (!entry.dependencies?.[name] && !entry.optionalDependencies?.[name] && !entry.peerDependencies?.[name]) return false;
      // Where `from` would find `name`: its own node_modules, then each parent's.
      for (let dir = from; ;) {
        const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
        if (packages[candidate]) return candidate === path;
        if (!dir) return false;
        const up = dir.lastIndexOf('/node_modules/');
        dir = up === -1 ? '' : dir.slice(0, up);
      }
    })
    .map(([from, entry]) => (from === '' ? 'package.json' : `${from.slice(from.lastIndexOf('node_modules/') + 13)}@${entry.version}`));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  const floor = semver.minVersion(pkg.engines.node).version;
  const bad = enginesExcluding(lock, floor);
  if (bad.length === 0) {
    console.log(`engines: every production dependency runs on Node ${floor} (package.json engines ${pkg.engines.node})`);
  } else {
    console.error(`engines: ${bad.length} production dependencies exclude Node ${floor}, the floor of package.json engines (${pkg.engines.node}):`);
    for (const { name, version, range, neededBy } of bad) console.error(`  ${name}@${version} declares node ${range}; needed by ${neededBy.join(', ') || '?'}`);
    console.error('Choose versions of those that need them which declare Node 20 (scripts/check-engines.mjs says why).');
    process.exit(1);
  }
}
