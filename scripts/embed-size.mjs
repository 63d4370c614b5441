// `npm run size:embed` (after `npm run build:embed`): what a partner page
// downloads. Prints raw and gzip sizes of yaopi.js and of every chunk, then
// of whole pages: the entry with everything it imports statically, plus the
// chunks of the widgets the page shows (and <yp-notifier>, which the bundle
// puts on every page). Informational only: it fails only when the build is missing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const embedDir = join(root, 'dist/embed');
const ENTRY = 'yaopi.js';

if (!existsSync(join(embedDir, ENTRY))) {
  console.error('dist/embed/yaopi.js is missing: run `npm run build:embed` first.');
  process.exit(1);
}

/** Every .js file under dist/embed, as paths relative to it ('chunks/x.js'). */
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
    return [file, { code: code.toString('utf8'), raw: code.length, gzip: gzipSync(code).length }];
  }),
);

// Static `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"`
// of the minified output; `import("…")` (a lazy chunk) does not match.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

function staticImports(file) {
  const found = [];
  for (const match of files.get(file).code.matchAll(STATIC_IMPORT)) {
    found.push(posix.normalize(posix.join(posix.dirname(file), match[1])));
  }
  return found;
}

/** The file and everything it imports statically, transitively. */
function closure(start, seen = new Set()) {
  if (seen.has(start) || !files.has(start)) return seen;
  seen.add(start);
  for (const next of staticImports(start)) closure(next, seen);
  return seen;
}

/** The chunk that defines a widget's element: chunks/<folder>.element-<hash>.js. */
function widgetChunk(tag) {
  const folder = tag.replace(/^yp-/, '');
  const file = [...files.keys()].find((name) => name.startsWith(`chunks/${folder}.element-`));
  if (!file) throw new Error(`no chunk for <${tag}> (chunks/${folder}.element-*.js)`);
  return file;
}

/** The files a page with these React widgets loads (the lit ones are in the entry). */
function page(tags) {
  const all = closure(ENTRY);
  for (const tag of ['yp-notifier', ...tags]) closure(widgetChunk(tag), all);
  return all;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;
const total = (set) => [...set].reduce((sum, file) => ({ raw: sum.raw + files.get(file).raw, gzip: sum.gzip + files.get(file).gzip }), { raw: 0, gzip: 0 });
const row = (label, size) => console.log(`${label.padEnd(48)} ${kb(size.raw)} raw ${kb(size.gzip)} gzip`);

console.log('files (dist/embed)');
for (const [file, size] of [...files].sort((a, b) => b[1].raw - a[1].raw)) row(`  ${file}`, size);

const WIDGETS = [...files.keys()]
  .map((file) => /^chunks\/(.+)\.element-/.exec(file)?.[1])
  .filter((name) => name && name !== 'notifier')
  .map((name) => `yp-${name}`)
  .sort();

console.log('\npages (files loaded, total)');
row(`  entry: yaopi.js + its imports (${closure(ENTRY).size} files)`, total(closure(ENTRY)));
const searchAndBadge = page(['yp-search-bar']);
row(`  search bar + cart badge (${searchAndBadge.size} files)`, total(searchAndBadge));
for (const tag of WIDGETS) {
  const files = page(tag === 'yp-right-bar' ? [tag, 'yp-cart-drawer'] : [tag]);
  row(`  only <${tag}> (${files.size} files)`, total(files));
}
const everything = new Set(files.keys());
row(`  every widget (${everything.size} files)`, total(everything));
