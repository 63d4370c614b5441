// `npm run size:embed` (after `npm run build:embed`): what a partner page
// downloads. Prints raw and gzip sizes of yaopi.js and of every chunk, then
// of whole pages: the entry with everything it imports statically, plus for
// each React widget the page shows its chunk, what that imports statically
// and the chunks it imports lazily on first use (the framework-free elements,
// <yp-config> and <yp-cart-badge>, are in the entry; scripts/embed-pages.mjs
// is the model). Then the budgets of scripts/embed-budgets.mjs; with
// `--check` it exits 1 when one is exceeded (npm test runs it so). Gzip is
// each file on its own, at level 9, as a server sends it; deterministic for
// a given build.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EMBED_BUDGETS } from './embed-budgets.mjs';
import { ENTRY, FORM_SCHEMAS, readEmbed } from './embed-pages.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const embedDir = join(root, 'dist/embed/v1');
const check = process.argv.includes('--check');

if (!existsSync(join(embedDir, ENTRY))) {
  console.error('dist/embed/v1/yaopi.js is missing: run `npm run build:embed` first.');
  process.exit(1);
}

const { files, closure, page, everyFile, widgets } = readEmbed(embedDir);

const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;
const total = (set) => [...set].reduce((sum, file) => ({ raw: sum.raw + files.get(file).raw, gzip: sum.gzip + files.get(file).gzip }), { raw: 0, gzip: 0 });
const row = (label, size) => console.log(`${label.padEnd(52)} ${kb(size.raw)} raw ${kb(size.gzip)} gzip`);

console.log('files (dist/embed/v1)');
for (const [file, size] of [...files].sort((a, b) => b[1].raw - a[1].raw)) row(`  ${file}`, size);

console.log('\npages (files loaded, total)');
row(`  entry: yaopi.js + its imports (${closure(ENTRY).size} files)`, total(closure(ENTRY)));
for (const tag of widgets) {
  const loaded = page(tag === 'yp-right-bar' ? [tag, 'yp-cart-drawer'] : [tag]);
  row(`  only <${tag}> (${loaded.size} files)`, total(loaded));
}
row(`  every widget (${everyFile().size} files)`, total(everyFile()));
const formSchemas = new Set([...files.keys()].filter((file) => FORM_SCHEMAS.test(file)));
row(`  form schemas, on a form's first submit (${formSchemas.size} files)`, total(formSchemas));

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
// The framework-free elements (<yp-config>, <yp-cart-badge>, <yp-sign-in>)
// and the loader must not pull a rendering library into the entry: no file
// yaopi.js loads at once may hold preact's code (the React widgets' runtime,
// fetched with the first of them).
const FRAMEWORKS = [{ name: 'preact', source: /node_modules\/preact\// }];
const entrySources = [...closure(ENTRY)].map((file) => {
  const map = join(embedDir, `${file}.map`);
  return { file, sources: existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources : [] };
});
for (const framework of FRAMEWORKS) {
  const holders = entrySources.filter(({ sources }) => sources.some((source) => framework.source.test(source))).map(({ file }) => file);
  console.log(`  ${holders.length ? '✘' : '✔'} no ${framework.name} in yaopi.js or what it imports${holders.length ? `: ${holders.join(', ')}` : ''}`);
  if (holders.length) over++;
}

// zod and the form schemas load when a form is submitted (import()), never to show a widget: nothing a
// widget's chunk or the entry imports statically holds them.
const elementChunk = (tag) => [...files.keys()].find((file) => file.startsWith(`chunks/${tag.replace(/^yp-/, '')}.element-`));
const eager = ['yaopi.js', ...widgets.map(elementChunk)].filter((start) => [...closure(start)].some((file) => FORM_SCHEMAS.test(file)));
console.log(`  ${eager.length ? '✘' : '✔'} no form schemas (zod) in a widget's first load${eager.length ? `: ${eager.join(', ')}` : ''}`);
if (eager.length) over++;

if (over) {
  console.error(
    `\n${over} embed size budget(s) exceeded: shrink the bundle, keep preact out of the entry (docs/perf.md "Embed size"), or record why in docs/decisions.md ADR-007 and raise the limit in scripts/embed-budgets.mjs.`,
  );
  if (check) process.exit(1);
}
