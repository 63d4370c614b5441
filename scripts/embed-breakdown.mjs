// `node scripts/embed-breakdown.mjs [tag …]` (after `npm run build:embed`):
// what a partner page's scripts hold, module by module, read from the build's
// source maps. Default page: a search bar and a cart badge (issue 13's first
// load); name other tags to see their page, or `all` for every file.
//
// Per module: raw bytes of minified output it produced, gzip of those bytes
// alone (level 9; parts gzipped alone add up to more than the whole), and its
// marginal cost: how much smaller the file's gzip gets without its bytes, the
// honest "what removing it would save" (parts add up to less than the whole,
// since shared strings compress against each other). Output bytes no mapping
// points at (chunk glue, import lists) are "(unmapped)", but for CSS texts,
// named by their first rule. No dependency: the
// maps' VLQ mappings are decoded here.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ENTRY, readEmbed } from './embed-pages.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const embedDir = join(root, 'dist/embed/v1');
if (!existsSync(join(embedDir, ENTRY))) {
  console.error('dist/embed/v1/yaopi.js is missing: run `npm run build:embed` first.');
  process.exit(1);
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** One line's segments of a source map: [generated column, source index | -1]. */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = DIGIT.get(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      segments.push([column, fields.length > 1 ? source : -1]);
      // Fields 2-4 (original line, column, name) are not needed: they stay relative to their own running values.
    }
    lines.push(segments);
  }
  return lines;
}

/** A file's output split by source module: name → byte ranges [start, end) of the file. */
function rangesBySource(file, code) {
  const mapPath = join(embedDir, `${file}.map`);
  const map = existsSync(mapPath) ? JSON.parse(readFileSync(mapPath, 'utf8')) : { sources: [], mappings: '' };
  const byName = new Map();
  const add = (name, start, end) => {
    if (end <= start) return;
    if (!byName.has(name)) byName.set(name, []);
    byName.get(name).push([start, end]);
  };
  const decoded = decodeMappings(map.mappings);
  const codeLines = code.split('\n');
  let offset = 0;
  codeLines.forEach((text, index) => {
    // Columns are UTF-16 units; bytes are what is sent, so measure each slice in UTF-8.
    const segments = decoded[index] ?? [];
    let bytePos = offset;
    const cut = (from, to) => Buffer.byteLength(text.slice(from, to));
    let previous = 0;
    let previousName = '(unmapped)';
    for (const [column, source] of segments) {
      const length = cut(previous, column);
      add(label(previousName, text.slice(previous, column)), bytePos, bytePos + length);
      bytePos += length;
      previous = column;
      previousName = source < 0 ? '(unmapped)' : tidy(map.sources[source]);
    }
    const rest = cut(previous, text.length) + (index < codeLines.length - 1 ? 1 : 0);
    add(label(previousName, text.slice(previous)), bytePos, bytePos + rest);
    offset = bytePos + rest;
  });
  return byName;
}

/**
 * CSS imported with `?inline` reaches the output as a template string with no
 * mapping; name it by its first rule, so it is not lost in "(unmapped)".
 */
function label(name, text) {
  if (name !== '(unmapped)') return name;
  const css = /^(?:var |,)?[\w$]+=`([^{`]{1,40})\{/.exec(text);
  return css && text.length > 200 ? `(CSS text: ${css[1]}{…)` : name;
}

/** Paths as a reader wants them: from the repository root, node_modules collapsed to the package. */
function tidy(source) {
  const path = source.replace(/^(\.\.\/)+/, '').replace(/\?.*$/, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(path);
  return pkg ? `${pkg[1]} (${pkg[2]})` : path;
}

const args = process.argv.slice(2);
const { files, page, everyFile } = readEmbed(embedDir);
const loaded = args[0] === 'all' ? everyFile() : page(args.length ? args : ['yp-search-bar', 'yp-cart-badge']);

const kb = (bytes) => `${(bytes / 1024).toFixed(2).padStart(6)} KB`;
const gzip = (buffer) => gzipSync(buffer, { level: 9 }).length;
const rows = [];
let totalGzip = 0;
for (const file of [...loaded].sort()) {
  const bytes = Buffer.from(files.get(file).code, 'utf8');
  const whole = gzip(bytes);
  totalGzip += whole;
  for (const [name, ranges] of rangesBySource(file, files.get(file).code)) {
    const own = Buffer.concat(ranges.map(([start, end]) => bytes.subarray(start, end)));
    const keep = [];
    let at = 0;
    for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
      keep.push(bytes.subarray(at, start));
      at = end;
    }
    keep.push(bytes.subarray(at));
    rows.push({ file, name, raw: own.length, alone: gzip(own), marginal: whole - gzip(Buffer.concat(keep)) });
  }
}

console.log(`${loaded.size} files, ${kb(totalGzip)} gzip (each file alone, level 9)\n`);
for (const file of [...loaded].sort()) {
  const mine = rows.filter((row) => row.file === file).sort((a, b) => b.marginal - a.marginal);
  console.log(`${file}  ${kb(files.get(file).raw)} raw  ${kb(files.get(file).gzip)} gzip`);
  console.log(`  ${'module'.padEnd(70)} ${'raw'.padStart(9)} ${'gzip alone'.padStart(10)} ${'marginal'.padStart(9)}`);
  for (const row of mine) console.log(`  ${row.name.slice(0, 70).padEnd(70)} ${kb(row.raw)} ${kb(row.alone).padStart(10)} ${kb(row.marginal)}`);
  console.log('');
}
