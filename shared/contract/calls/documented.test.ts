import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as calls from './index';

// docs/api.md is the reference partners and the team read: every call the
// server serves (each is defined here) has its line there, as `METHOD /path`.
const doc = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');

const defined = Object.entries(calls).flatMap(([name, value]) =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value ? [{ name, method: String(value.method), path: String(value.path) }] : [],
);

describe('docs/api.md', () => {
  it('finds the calls', () => {
    expect(defined.length).toBeGreaterThan(100);
  });

  it.each(defined)('documents $method $path ($name)', ({ method, path }) => {
    const escaped = `${method} ${path}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(doc).toMatch(new RegExp(`${escaped}[\`\\s]`));
  });
});
