// What a partner page fetches from the built embed (dist/embed/v1), per set
// of widgets: the model behind `npm run size:embed` and its budgets, and what
// tests/e2e/embed-fetch.spec.ts compares with what Chromium really fetched.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export const ENTRY = 'yaopi.js';
/** The entry's content-hashed copy (same bytes, another URL): never both on one page. */
const PINNED_ENTRY = /^yaopi\.[0-9a-f]+\.js$/;
/** zod and the form schemas (vite.config.ts): fetched by a form on submit, never to show a widget. */
export const FORM_SCHEMAS = /^chunks\/form-schemas-[\w-]+\.js$/;
/** Elements defined by the entry itself, with no chunk of their own. */
const IN_ENTRY = new Set(['yp-config', 'yp-cart-badge']);

// Static `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"`
// of the minified output; `import("…")` (a lazy chunk) does not match.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
const LAZY_IMPORT = /\bimport\(\s*["'](\.{1,2}\/[^"']+\.js)["']\s*\)/g;

/**
 * Reads every .js file of `embedDir` and returns:
 * - `files`: path relative to it ('chunks/x.js') → { code, raw, gzip } (gzip: the file alone, level 9);
 * - `closure(file)`: the file and what it imports statically, transitively;
 * - `page(tags)`: the files a page showing these elements fetches — the entry's
 *   closure, and per React widget its chunk's closure plus, transitively, the
 *   lazy chunks those import (what the widget loads on first use; the entry's
 *   own lazy imports are the other widgets, so they are not followed);
 * - `everyFile()`: every script but the pinned copy of the entry and the form schemas;
 * - `widgets`: the tags that have a chunk of their own.
 */
export function readEmbed(embedDir) {
  const jsFiles = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return jsFiles(path);
      return entry.name.endsWith('.js') ? [relative(embedDir, path).split('\\').join('/')] : [];
    });

  const files = new Map(
    jsFiles(embedDir).map((file) => {
      const code = readFileSync(join(embedDir, file));
      return [file, { code: code.toString('utf8'), raw: code.length, gzip: gzipSync(code, { level: 9 }).length }];
    }),
  );

  const imports = (file, pattern) => [...files.get(file).code.matchAll(pattern)].map((match) => posix.normalize(posix.join(posix.dirname(file), match[1])));

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

  const everyFile = () => new Set([...files.keys()].filter((file) => !PINNED_ENTRY.test(file) && !FORM_SCHEMAS.test(file)));

  const widgets = [...files.keys()]
    .map((file) => /^chunks\/(.+)\.element-/.exec(file)?.[1])
    .filter(Boolean)
    .map((name) => `yp-${name}`)
    .sort();

  return { files, closure, page, everyFile, widgets };
}
