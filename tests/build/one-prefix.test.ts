import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One CSS prefix and one name for UI text modules (docs/decisions.md ADR-065): every class, id and keyframes
 * name the project writes starts with `yp-`, and a module that holds UI text is `<feature>.text.ts`.
 * scripts/codemods/one-prefix.mjs moves a tree onto both; this keeps it there.
 */
const here = dirname(fileURLToPath(import.meta.url));
const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: here, encoding: 'utf8' }).trim();
const self = fileURLToPath(import.meta.url);

const TEXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|css|html|svg|md|json|ya?ml|txt|sh|webmanifest)$/;
// History keeps the names it was written with; the codemod names the old prefixes to find them.
const SKIP =
  /^(node_modules|dist|demo\/vendor|server\/db\/migrations|docs\/adr-new)\/|^docs\/decisions\.md$|^scripts\/codemods\/one-prefix\.mjs$|package-lock\.json$/;

function trackedFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return out.split('\0').filter((f) => f && join(root, f) !== self && existsSync(join(root, f)));
}

// `ys-…`/`ypl-…` not glued to a longer word, the bare block after a dot or an opening quote, and the
// private custom properties `--ys-…`. Part names are the partners' surface and are not ours to rename.
const OLD_NAME = /(?<![\w$-])(?:(?:ys|ypl)-[\w-]*|(?<=[.'"`])(?:ys|ypl)(?![\w-]))|--(?:ys|ypl)-[\w-]+/g;
const PART_SPAN = /\b(?:export)?parts?=(?:"[^"]*"|'[^']*'|\{[^}\n]*\})|::part\([^)]*\)/g;

function oldNames(text: string): string[] {
  const spans = [...text.matchAll(PART_SPAN)].map((m) => [m.index, m.index + m[0].length] as const);
  return [...text.matchAll(OLD_NAME)].filter((m) => !spans.some(([start, end]) => m.index >= start && m.index < end)).map((m) => m[0]);
}

// A UI text module: an exported `fooText` object of strings, or a module whose name or folder says text
// (text.ts, foo-text.ts, text/zh.ts).
const TEXT_OBJECT = /^export const [a-z]\w*Text\b[^=\n]*=\s*\{/m;
const TEXT_FILE_NAME = /(^|\/|-)texts?(\.ts$|\/)/;
// Files whose name says "text" for another reason: rich text is sanitised HTML, not UI strings.
const NOT_UI_TEXT = new Set(['server/lib/rich-text.ts']);

function misnamedTextModule(file: string, source: string): boolean {
  if (!/^(host|widgets|shared|server)\/.*\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file) || file.endsWith('.text.ts')) return false;
  if (NOT_UI_TEXT.has(file)) return false;
  return TEXT_OBJECT.test(source) || TEXT_FILE_NAME.test(file);
}

describe('one CSS prefix', () => {
  it.each([
    ['<div className="ys-orders__panel">', ['ys-orders__panel']],
    ['.ypl-card:hover .ypl-card__name {', ['ypl-card', 'ypl-card__name']],
    ["querySelector('.ypl')", ['ypl']],
    ['className={`ypl-${view}`}', ['ypl-']],
    ['border-color: var(--ys-floor-accent);', ['--ys-floor-accent']],
    ['<h2 id="ys-help-latest">', ['ys-help-latest']],
    [':host(.ys-framed) .yp-ac {', ['ys-framed']],
    ['<span part="ys-price" className="yp-goods-price">', []],
    ['.yp-table, keys-of, days-ys-left, --_yp-brand, yp-site-header', []],
  ])('finds the old names in %s', (text, names) => {
    expect(oldNames(text)).toEqual(names);
  });

  it('no class, id, keyframes or custom property outside history uses ys- or ypl-', () => {
    const found: string[] = [];
    for (const f of trackedFiles()) {
      if (!TEXT.test(f) || SKIP.test(f)) continue;
      readFileSync(join(root, f), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const name of oldNames(line)) found.push(`${f}:${i + 1}: ${name}`);
        });
    }
    expect(found, 'use the yp- prefix (node scripts/codemods/one-prefix.mjs renames them)').toEqual([]);
  });
});

describe('one name for UI text modules', () => {
  it.each([
    ['widgets/product-list/list-text.ts', 'export const listText = {', true],
    ['shared/ui/goods/text.ts', '// strings', true],
    ['shared/text/zh.ts', "export const zh = { site: { name: '药批' } };", true],
    ['host/lib/rich-text.tsx', 'export function RichText() {}', false],
    ['host/pages/chat/chat-page.tsx', "export const chatText = { title: '在线客服' };", true],
    ['widgets/product-list/product-list.text.ts', 'export const listText = {', false],
    ['server/lib/rich-text.ts', 'export function sanitise() {}', false],
    ['host/pages/goods-detail/detail-labels.ts', "export const RX_LABELS: Record<string, string> = { rx: '处方药' };", false],
  ])('%s holding %s is misnamed: %s', (file, source, expected) => {
    expect(misnamedTextModule(file, source)).toBe(expected);
  });

  it('every module that holds UI text is named <feature>.text.ts', () => {
    const misnamed = trackedFiles().filter((f) => misnamedTextModule(f, readFileSync(join(root, f), 'utf8')));
    expect(misnamed, 'rename to <feature>.text.ts beside the component (scripts/codemods/one-prefix.mjs TEXT_MODULES)').toEqual([]);
  });
});
