import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The docs a newcomer reads stay true: comments cite documents the repository holds (docs/product for what
 * the product does, docs/decisions.md ADR-NNN for why), the README stays short, and its folder map names
 * folders that exist.
 */
const here = dirname(fileURLToPath(import.meta.url));
const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: here, encoding: 'utf8' }).trim();
const self = fileURLToPath(import.meta.url);

const TEXT = /\.(ts|tsx|js|mjs|cjs|jsx|css|sql|html|md|json|yml|yaml|sh)$/;
const SKIP = /^(node_modules|dist|demo\/vendor|server\/db\/migrations\/meta)\/|package-lock\.json$/;

function trackedTextFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return out.split('\0').filter((f) => f && TEXT.test(f) && !SKIP.test(f) && join(root, f) !== self && existsSync(join(root, f)));
}

const SECTION = '\u00a7';
// "spec §N", "Spec §N", "the spec's §N": the section of a document the repository does not hold.
const SPEC_CITATION = new RegExp(`\\bspec(?:ification)?(?:'s|\u2019s)?\\s*\\(?\\s*${SECTION}`, 'i');
// A bare "§N" (one level, 1-9) that no standard's name precedes is a citation of that document too.
const BARE_SECTION = new RegExp(`${SECTION}\\s?[1-9](?![\\d.\u2013-]\\d)`);
const STANDARD_ON_LINE = /\b(RFC|BCP|WOFF|W3C|ISO|IEC|ECMA)\b/;
// docs/decisions.md followed (possibly across a comment line break) by a quoted title instead of a record.
const DECISION_TITLE = /decisions\.md,?\s*(?:\n\s*(?:\*|\/\/|--|#)?\s*)?"/;
const DECISION_RECORD = /decisions\.md\s+((?:ADR-\d{3,}(?:,\s*|\s+and\s+)?)+)/g;

const files = trackedTextFiles();
const read = (f: string) => readFileSync(join(root, f), 'utf8');

describe('docs a newcomer can use', () => {
  it('no file cites a section of the spec that is not in the repository', () => {
    const found: string[] = [];
    for (const f of files) {
      read(f)
        .split('\n')
        .forEach((line, i) => {
          const spec = SPEC_CITATION.test(line);
          const bare = BARE_SECTION.test(line) && !STANDARD_ON_LINE.test(line);
          if (spec || bare) found.push(`${f}:${i + 1}: ${line.trim().slice(0, 120)}`);
        });
    }
    expect(found, 'cite docs/product/<area>.md instead (node docs-codemod.mjs rewrites them)').toEqual([]);
  });

  it('every docs/decisions.md citation names a record that exists, never an old title', () => {
    const decisions = read('docs/decisions.md');
    const records = new Set([...decisions.matchAll(/^## (ADR-\d{3,}):/gm)].map((m) => m[1]));
    expect(records.size).toBeGreaterThan(0);
    const titles: string[] = [];
    const missing: string[] = [];
    for (const f of files) {
      if (f === 'docs/decisions.md') continue;
      const text = read(f);
      const lineOf = (i: number) => text.slice(0, i).split('\n').length;
      for (const m of text.matchAll(new RegExp(DECISION_TITLE.source, 'g'))) {
        titles.push(`${f}:${lineOf(m.index)}: ${text.slice(m.index, m.index + 80).split('\n')[0]}`);
      }
      for (const m of text.matchAll(DECISION_RECORD)) {
        for (const id of (m[1] ?? '').match(/ADR-\d{3,}/g) ?? []) {
          if (!records.has(id)) missing.push(`${f}:${lineOf(m.index)}: ${id}`);
        }
      }
    }
    expect(titles, 'cite docs/decisions.md ADR-NNN, not a title').toEqual([]);
    expect(missing, 'these records are not in docs/decisions.md').toEqual([]);
  });

  it('the README stays short', () => {
    const lines = read('README.md').split('\n').length;
    expect(lines).toBeLessThanOrEqual(110);
  });

  it("every path in the README's folder map exists", () => {
    const readme = read('README.md');
    const at = readme.indexOf('\n## Folders');
    expect(at, 'README.md has a "## Folders" section').toBeGreaterThan(-1);
    const block = /```[^\n]*\n([\s\S]*?)```/.exec(readme.slice(at));
    expect(block, 'the folder map is a fenced block under "## Folders"').not.toBeNull();
    const paths = (block?.[1] ?? '')
      .split('\n')
      .map((l) => l.trim().split(/\s+/)[0] ?? '')
      .filter(Boolean);
    expect(paths.length).toBeGreaterThan(5);
    const absent = paths.filter((p) => !existsSync(join(root, p)));
    expect(absent).toEqual([]);
  });
});
