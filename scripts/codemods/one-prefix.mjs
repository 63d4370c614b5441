#!/usr/bin/env node
// One CSS prefix and one name for UI text modules (issue 28, item 2; docs/decisions.md ADR-065).
//
// Usage: node scripts/codemods/one-prefix.mjs [--dry-run]
//   1. Moves the text modules that had other names (list-text.ts, chat-text.ts, goods/text.ts …) to
//      "<feature>.text.ts" beside their components (git mv) and rewrites the relative imports and the
//      repo-rooted path mentions that name them.
//   2. Renames every class-like name of the old prefixes, `ys-…` (the site) and `ypl-…` (the product list),
//      to the one prefix `yp-` wherever it is written: JSX classNames, template literals, classList and
//      querySelector strings, Playwright locators, CSS selectors (`:host(.ys-…)` too), ids and the hrefs and
//      aria-labelledby that point at them, @keyframes names. A private custom property `--ys-…` becomes
//      `--_yp-…` (`--yp-…` is the partners' theming surface, docs/embed.md).
//   3. A name whose `yp-` form is already taken (a `yp-` class, element or id of that name exists, or the
//      other old prefix renames to the same name) and whose CSS rules differ is a collision. The whole old
//      block (the name before its first `__` or `--`) then takes its prefix's own root instead:
//      ys-logo -> yp-site-logo (the kit has a yp-logo), ypl-table -> yp-list-table. The bare block `ypl` is
//      the list's root, yp-list. The collision map is printed before anything is written, and a dynamic name
//      (`ypl-${view}`) whose possible blocks would not move alike stops the run with nothing written.
//   4. Prettier formats the files it edited (a shorter prefix can let a wrapped line join).
// Idempotent: a second run finds no old name and no module to move, and changes nothing.
// Left as they are: `part="…"` and `::part(…)` names (partners style widgets through them), docs/decisions.md
// and docs/adr-new (history), migrations, vendored files and this script and its guard test.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dryRun = process.argv.includes('--dry-run');
const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
process.chdir(root);

const SELF = 'scripts/codemods/one-prefix.mjs';
const GUARD = 'tests/build/one-prefix.test.ts';
const isSkipped = (f) =>
  f === SELF ||
  f === GUARD ||
  f === 'docs/decisions.md' ||
  f.startsWith('docs/adr-new/') ||
  f === 'package-lock.json' ||
  /^(server\/db\/migrations|demo\/vendor|node_modules)\//.test(f);
const TEXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|css|html|svg|md|json|ya?ml|txt|sh|webmanifest)$/;
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|css)$/;
const PRETTIER = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|css|html|json|ya?ml)$/;

const tracked = () =>
  execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((f) => f && existsSync(f));

// ---------------------------------------------------------------------------------------------------------
// 1. Text modules: [old path, new path]. Each stays in its folder, so only the files importing it change.
const TEXT_MODULES = [
  ['widgets/product-list/list-text.ts', 'widgets/product-list/product-list.text.ts'],
  ['host/pages/chat/chat-text.ts', 'host/pages/chat/chat.text.ts'],
  ['shared/ui/goods/text.ts', 'shared/ui/goods/goods.text.ts'],
  ['shared/text/zh.ts', 'shared/text/zh.text.ts'],
  ['server/services/contract/text.ts', 'server/services/contract/contract.text.ts'],
];
const stem = (p) => p.replace(/\.(ts|tsx)$/, '');
const movedStem = new Map(TEXT_MODULES.map(([from, to]) => [stem(from), stem(to)]));
const movedPath = new Map(TEXT_MODULES);

const moves = [];
for (const [from, to] of TEXT_MODULES) {
  if (existsSync(from) && existsSync(to)) console.warn(`skip  ${from} -> ${to} (both exist; merge by hand)`);
  else if (existsSync(from)) moves.push([from, to]);
  else if (!existsSync(to)) console.warn(`miss  ${from} (neither it nor ${to} exists: moved elsewhere? extend TEXT_MODULES)`);
}

const posix = path.posix;
const RELATIVE = /(['"`])(\.{1,2}\/[^'"`\n]*?)\1/g;
const ROOTED = /(?<![\w./@-])((?:server|shared|host|widgets|tests)\/[\w./-]*\w)/g;
function rewriteTextImports(file, text) {
  if (CODE.test(file)) {
    text = text.replace(RELATIVE, (whole, quote, spec) => {
      const resolved = posix.normalize(posix.join(posix.dirname(file), spec));
      const ext = /\.(ts|tsx|js)$/.exec(resolved)?.[0] ?? '';
      const target = movedStem.get(ext ? resolved.slice(0, -ext.length) : resolved);
      if (!target) return whole;
      let next = posix.relative(posix.dirname(file), target) + ext;
      if (!next.startsWith('.')) next = './' + next;
      return quote + next + quote;
    });
  }
  return text.replace(ROOTED, (token) => movedPath.get(token) ?? movedStem.get(token) ?? token);
}

// ---------------------------------------------------------------------------------------------------------
// 2. Names. An old name is `ys-…`/`ypl-…` not glued to a longer word, or the bare block (`ypl`) after a
// dot or an opening quote. A name followed by `${` or by its closing quote and `+` is dynamic; when it ends
// in `-` before any `__` or `--` (`ypl-${view}`), what follows completes its block.
const OLD = /(?<![\w$-])(?:(?:ys|ypl)-[\w-]*|(?<=[.'"`])(?:ys|ypl)(?![\w-]))/g;
const OLD_PROPERTY = /--(ys|ypl)-([\w-]+)/g;
const TAKEN = /(?<![\w$-])yp-[\w-]*\w/g;
const TAKEN_PROPERTY = /--_yp-[\w-]*\w/g;
// Partners style widgets through part names: never touched, even when one looks like a class.
const PART_SPAN = /\b(?:export)?parts?=(?:"[^"]*"|'[^']*'|\{[^}\n]*\})|::part\([^)]*\)|setAttribute\(\s*['"](?:export)?parts?['"][^)]*\)/g;

const ROOTS = { ys: 'yp-site', ypl: 'yp-list' };
const prefixOf = (name) => (name.startsWith('ypl') ? 'ypl' : 'ys');
const blockOf = (name) => name.split(/__|--/)[0];
const plainTarget = (block) => (block === 'ys' || block === 'ypl' ? ROOTS[block] : 'yp-' + block.slice(prefixOf(block).length + 1));
const rootTarget = (block) => ROOTS[prefixOf(block)] + (block === prefixOf(block) ? '' : '-' + block.slice(prefixOf(block).length + 1));

const files = tracked().filter((f) => TEXT.test(f) && !isSkipped(f));
const sources = new Map(files.map((f) => [f, readFileSync(f, 'utf8')]));
const lineOf = (text, index) => text.slice(0, index).split('\n').length;

function partSpans(text) {
  return [...text.matchAll(PART_SPAN)].map((m) => [m.index, m.index + m[0].length]);
}
const inSpans = (spans, index) => spans.some(([start, end]) => index >= start && index < end);

/** Every old-name occurrence of a file: {name, index, dynamic, literals}. */
function occurrences(text) {
  const spans = partSpans(text);
  const found = [];
  for (const m of text.matchAll(OLD)) {
    if (inSpans(spans, m.index)) continue;
    const after = text.slice(m.index + m[0].length);
    const interpolated = after.startsWith('${');
    const dynamic = interpolated || /^['"`]\s*\+/.test(after);
    let literals = null;
    if (interpolated) {
      let depth = 0;
      let end = 0;
      for (; end < after.length; end++) {
        if (after[end] === '{') depth++;
        else if (after[end] === '}' && --depth === 0) break;
      }
      const expression = after.slice(2, end);
      // `ypl-${view === 'grid' ? 'grid' : 'text-grid'}`: the class can only be one of the branches.
      const branches = [...expression.matchAll(/\?\s*(['"])([\w-]*)\1\s*:\s*(['"])([\w-]*)\3\s*$/g)];
      literals = branches.length === 1 ? [branches[0][2], branches[0][4]] : null;
    }
    found.push({ name: m[0], index: m.index, dynamic, literals });
  }
  return found;
}

/** `ypl-${…}`: an interpolation right after a prefix that has no element or modifier yet completes the block. */
const opensBlock = (use) => Boolean(use?.dynamic) && use.name.endsWith('-') && !/__|--/.test(use.name);

// The CSS rules that style a block, written with one common prefix, to tell a copy from a collision.
function cssRules(css) {
  const out = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const walk = (body, context) => {
    let i = 0;
    while (i < body.length) {
      const open = body.indexOf('{', i);
      if (open < 0) break;
      const head = body.slice(i, open).trim();
      let depth = 1;
      let j = open + 1;
      for (; j < body.length && depth > 0; j++) {
        if (body[j] === '{') depth++;
        else if (body[j] === '}') depth--;
      }
      const inner = body.slice(open + 1, j - 1);
      const selectorStart = head.lastIndexOf(';') + 1;
      const selector = head.slice(selectorStart).trim();
      if (/^@(media|supports|layer|container)\b/.test(selector)) walk(inner, `${context}${selector} `);
      else out.push({ context, selector, body: inner.replace(/\s+/g, ' ').trim() });
      i = j;
    }
  };
  walk(text, '');
  return out;
}
const common = (s) => s.replace(/(?<![\w$-])(?:ys|ypl|yp)(?=-|(?![\w-]))/g, 'yp');
const rules = [...sources].filter(([f]) => f.endsWith('.css')).flatMap(([, css]) => cssRules(css));
function rulesOf(block) {
  // The block itself, its elements (__) and modifiers (--), not a longer block (ys-table-scroll).
  const pattern = new RegExp(`(?<![\\w$-])${block}(?![a-zA-Z0-9]|_(?!_)|-(?!-))`);
  return new Set(rules.filter((r) => pattern.test(r.selector) || pattern.test(r.body)).map((r) => common(`${r.context}${r.selector} { ${r.body} }`)));
}
const sameSet = (a, b) => a.size === b.size && [...a].every((x) => b.has(x));

const oldNames = new Set();
const dynamicUses = [];
const taken = new Set();
const takenProperties = new Set();
for (const [file, text] of sources) {
  for (const o of occurrences(text)) {
    if (opensBlock(o)) dynamicUses.push({ file, line: lineOf(text, o.index), ...o });
    else oldNames.add(o.name);
  }
  for (const m of text.matchAll(TAKEN)) taken.add(blockOf(m[0]));
  for (const m of text.matchAll(TAKEN_PROPERTY)) takenProperties.add(m[0]);
}
const oldBlocks = [...new Set([...oldNames].map(blockOf))].sort();

// Group the old blocks by the name they would take; a group of two, or one whose name is taken, collides
// unless every member styles exactly what the taken name already styles.
const byTarget = new Map();
for (const block of oldBlocks) byTarget.set(plainTarget(block), [...(byTarget.get(plainTarget(block)) ?? []), block]);
const collisions = new Map(); // old block -> { to, why }
for (const [target, blocks] of byTarget) {
  const owner = taken.has(target);
  if (!owner && blocks.length === 1) continue;
  const mine = blocks.map(rulesOf);
  const theirs = owner ? rulesOf(target) : mine[0];
  if (mine.every((set) => set.size > 0 && sameSet(set, theirs))) {
    console.log(`same  ${blocks.join(', ')} and ${owner ? target : 'each other'} carry the same rules: merged into ${target}`);
    continue;
  }
  const why = owner ? `${target} is already a yp- name, with other rules` : `${blocks.join(' and ')} would both become ${target}`;
  for (const block of blocks) collisions.set(block, { to: rootTarget(block), why });
}
const mapBlock = (block) => collisions.get(block)?.to ?? plainTarget(block);

const problems = [];
const finalBlocks = new Map();
for (const block of oldBlocks) {
  const to = mapBlock(block);
  if (collisions.has(block) && taken.has(to)) problems.push(`${block} -> ${to}: ${to} is taken too; pick a name in ROOTS`);
  if (finalBlocks.has(to)) problems.push(`${block} and ${finalBlocks.get(to)} would both become ${to}`);
  finalBlocks.set(to, block);
}

/** The new form of a name, or of a prefix whose block an interpolation completes, at one place. */
function rename(name, use) {
  if (!opensBlock(use)) {
    const block = blockOf(name);
    return mapBlock(block) + name.slice(block.length);
  }
  // `ypl-${…}`: every block the interpolation can produce must move the same way.
  const candidates = use.literals
    ? use.literals.map((literal) => blockOf(name + literal))
    : oldBlocks.filter((b) => b.startsWith(name) && b.length > name.length);
  const heads = new Set(
    candidates.map((b) => {
      const to = mapBlock(b);
      const tail = b.slice(name.length);
      return to.endsWith(tail) ? to.slice(0, to.length - tail.length) : null;
    }),
  );
  if (heads.has(null) || heads.size > 1) {
    problems.push(`${use.file}:${use.line}: \`${name}\${…}\` can produce ${candidates.join(', ')}, which do not move alike; write the names out`);
    return name;
  }
  return heads.size === 1 ? [...heads][0] : 'yp-' + name.slice(prefixOf(name).length + 1);
}
for (const use of dynamicUses) rename(use.name, use);

const propertyTarget = (prefix, rest) => {
  const plain = `--_yp-${rest}`;
  return takenProperties.has(plain) ? `--_${ROOTS[prefix]}-${rest}` : plain;
};

if (collisions.size) {
  console.log('collisions (old block -> new block):');
  for (const [block, { to, why }] of collisions) console.log(`  ${block} -> ${to}   (${why})`);
}
if (problems.length) {
  for (const p of problems) console.error(`stop  ${p}`);
  console.error('nothing written: settle these first');
  process.exit(1);
}

for (const [from, to] of moves) {
  console.log(`mv    ${from} -> ${to}`);
  if (!dryRun) execFileSync('git', ['mv', from, to]);
}

// ---------------------------------------------------------------------------------------------------------
// 3. Rewrite.
let edited = 0;
const counts = { ys: 0, ypl: 0, property: 0, imports: 0 };
const names = new Map(); // old name -> new name, for the summary
const touched = [];
for (const original of tracked()) {
  if (!TEXT.test(original) || isSkipped(original)) continue;
  const from = moves.find(([, to]) => to === original)?.[0];
  const file = dryRun && from ? from : original;
  const before = readFileSync(existsSync(file) ? file : from, 'utf8');
  let after = rewriteTextImports(original, before);
  if (after !== before) counts.imports++;
  const uses = occurrences(after);
  let out = '';
  let last = 0;
  for (const use of uses) {
    const next = rename(use.name, { ...use, file: original, line: lineOf(after, use.index) });
    if (next === use.name) continue;
    counts[prefixOf(use.name)]++;
    names.set(use.name, next);
    out += after.slice(last, use.index) + next;
    last = use.index + use.name.length;
  }
  after = out + after.slice(last);
  after = after.replace(OLD_PROPERTY, (_, prefix, rest) => {
    counts.property++;
    names.set(`--${prefix}-${rest}`, propertyTarget(prefix, rest));
    return propertyTarget(prefix, rest);
  });
  if (after === before) continue;
  edited++;
  touched.push(original);
  const lines = before.split('\n');
  const newLines = after.split('\n');
  for (let i = 0; i < Math.min(lines.length, newLines.length); i++) {
    if (lines[i] !== newLines[i]) console.log(`edit  ${original}:${i + 1}  ${newLines[i].trim().slice(0, 140)}`);
  }
  if (!dryRun) writeFileSync(original, after);
}

// Stray text modules the table above does not know (the guard test's rule): say so here first.
const TEXT_OBJECT = /^export const [a-z]\w*Text\b[^=\n]*=\s*\{/m;
const TEXT_FILE_NAME = /(^|\/|-)texts?(\.ts$|\/)/;
for (const file of tracked()) {
  if (!/^(host|widgets|shared|server)\/.*\.tsx?$/.test(file) || /\.text\.ts$|\.test\.tsx?$/.test(file)) continue;
  if (file === 'server/lib/rich-text.ts' || (dryRun && movedPath.has(file))) continue;
  if (TEXT_OBJECT.test(readFileSync(file, 'utf8')) || TEXT_FILE_NAME.test(file)) {
    console.warn(`warn  ${file} holds UI text but is not named <feature>.text.ts: add it to TEXT_MODULES`);
  }
}

if (!dryRun && touched.length) {
  const formattable = touched.filter((f) => PRETTIER.test(f));
  if (formattable.length) execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', ...formattable], { stdio: 'inherit' });
}

const distinct = (prefix) => [...names.keys()].filter((n) => !n.startsWith('--') && prefixOf(n) === prefix).length;
console.log(
  `${dryRun ? 'would move' : 'moved'} ${moves.length} text modules; ` +
    `${dryRun ? 'would rename' : 'renamed'} ${counts.ys} ys- uses (${distinct('ys')} names), ${counts.ypl} ypl- uses (${distinct('ypl')} names), ` +
    `${counts.property} custom property uses, ${collisions.size} colliding blocks; ${dryRun ? 'would edit' : 'edited'} ${edited} files`,
);
