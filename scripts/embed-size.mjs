// `npm run size:embed` (after `npm run build:embed`): what a partner page
// downloads. Prints raw and gzip sizes of yaopi.js and of every chunk, then
// of whole pages: the entry with everything it imports statically, plus for
// each React widget the page shows its chunk, what that imports statically
// and the chunks it imports lazily on first use (the lit elements,
// <yp-config> and <yp-cart-badge>, are in the entry). Then the budgets of
// scripts/embed-budgets.mjs; with `--check` it exits 1 when one is exceeded
// (npm test runs it so). Gzip is each file on its own, at level 9, as a
// server sends it; deterministic for a given build.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { EMBED_BUDGETS } from './embed-budgets.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const embedDir = join(root, 'dist/embed/v1');
const ENTRY = 'yaopi.js';
/** The entry's content-hashed copy (same bytes, another URL): never both on one page. */
const PINNED_ENTRY = /^yaopi\.[0-9a-f]+\.js$/;
/** Elements defined by the entry itself, with no chunk of their own. */
const IN_ENTRY = new Set(['yp-config', 'yp-cart-badge']);
const check = process.argv.includes('--check');

if (!existsSync(join(embedDir, ENTRY))) {
  console.error('dist/embed/v1/yaopi.js is missing: run `npm run build:embed` first.');
  process.exit(1);
}

/** Every .js file under dist/embed/v1, as paths relative to it ('chunks/x.js'). */
function jsFiles(dir = embedDir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jsFiles(path);
    return entry.name.endsWith('.js') ? [relative(embedDir, path).split('\\').join('/')] : [];
  });
}

const files = new Map(
  jsFiles().map((file) => {
    const code = readFileSync(join(embedDir, file));
    return [file, { code: code.toString('utf8'), raw: code.length, gzip: gzipSync(code, { level: 9 }).length }];
  }),
);

// Static `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"`
// of the minified output; `import("…")` (a lazy chunk) does not match.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
const LAZY_IMPORT = /\bimport\(\s*["'](\.{1,2}\/[^"']+\.js)["']\s*\)/g;

function imports(file, pattern) {
  const found = [];
  for (const match of files.get(file).code.matchAll(pattern)) {
    found.push(posix.normalize(posix.join(posix.dirname(file), match[1])));
  }
  return found;
}

/** The file and everything it imports statically, transitively. */
function closure(start, seen = new Set()) {
  if (seen.has(start) || !files.has(start)) return seen;
  seen.add(start);
  for (const next of imports(start, STATIC_IMPORT)) closure(next, seen);
  return seen;
}

/** The chunk that defines a widget's element: chunks/<folder>.element-<hash>.js. */
function widgetChunk(tag) {
  const folder = tag.replace(/^yp-/, '');
  const file = [...files.keys()].find((name) => name.startsWith(`chunks/${folder}.element-`));
  if (!file) throw new Error(`no chunk for <${tag}> (chunks/${folder}.element-*.js)`);
  return file;
}

/**
 * The files a page showing these widgets fetches: the entry's closure, and
 * per React widget its chunk's closure plus, transitively, the lazy chunks
 * those files import (what the widget loads on first use). The entry's own
 * lazy imports are the other widgets, so they are not followed.
 */
function page(tags) {
  const all = closure(ENTRY);
  const widgetFiles = new Set();
  for (const tag of tags) if (!IN_ENTRY.has(tag)) closure(widgetChunk(tag), widgetFiles);
  for (const file of widgetFiles) {
    for (const lazy of imports(file, LAZY_IMPORT)) if (!widgetFiles.has(lazy)) closure(lazy, widgetFiles);
  }
  for (const file of widgetFiles) all.add(file);
  return all;
}

const everyFile = () => new Set([...files.keys()].filter((file) => !PINNED_ENTRY.test(file)));
const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;
const total = (set) => [...set].reduce((sum, file) => ({ raw: sum.raw + files.get(file).raw, gzip: sum.gzip + files.get(file).gzip }), { raw: 0, gzip: 0 });
const row = (label, size) => console.log(`${label.padEnd(52)} ${kb(size.raw)} raw ${kb(size.gzip)} gzip`);

console.log('files (dist/embed/v1)');
for (const [file, size] of [...files].sort((a, b) => b[1].raw - a[1].raw)) row(`  ${file}`, size);

const WIDGETS = [...files.keys()]
  .map((file) => /^chunks\/(.+)\.element-/.exec(file)?.[1])
  .filter(Boolean)
  .map((name) => `yp-${name}`)
  .sort();

console.log('\npages (files loaded, total)');
row(`  entry: yaopi.js + its imports (${closure(ENTRY).size} files)`, total(closure(ENTRY)));
for (const tag of WIDGETS) {
  const loaded = page(tag === 'yp-right-bar' ? [tag, 'yp-cart-drawer'] : [tag]);
  row(`  only <${tag}> (${loaded.size} files)`, total(loaded));
}
row(`  every widget (${everyFile().size} files)`, total(everyFile()));

console.log('\nbudgets (gzip, scripts/embed-budgets.mjs)');
let over = 0;
for (const budget of EMBED_BUDGETS) {
  const loaded = budget.widgets === 'all' ? everyFile() : page(budget.widgets);
  const base = budget.base ? total(page(budget.base)).gzip : 0;
  const measured = (total(loaded).gzip - base) / 1024;
  const ok = measured <= budget.limitKB;
  if (!ok) over++;
  const target = measured <= budget.targetKB ? 'target met' : `target ${budget.targetKB} KB`;
  console.log(`  ${ok ? '✔' : '✘'} ${budget.name.padEnd(40)} ${measured.toFixed(1).padStart(6)} KB  (limit ${budget.limitKB} KB; ${target})`);
}
if (over) {
  console.error(
    `\n${over} embed size budget(s) exceeded: shrink the bundle (docs/perf.md "Embed size"), or record why in docs/decisions.md and raise the limit in scripts/embed-budgets.mjs.`,
  );
  if (check) process.exit(1);
}
