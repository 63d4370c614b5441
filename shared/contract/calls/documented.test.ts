import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as calls from './index';
import { isCallDef } from '../define-call';

// docs/api.md is the reference partners and the team read: every call the
// server serves (each is defined here) has its line there, as `METHOD /path`.
const doc = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');

const defined = Object.entries(calls).flatMap(([name, value]) => (isCallDef(value) ? [{ name, method: value.method, path: value.path }] : []));

describe('docs/api.md', () => {
  it('finds the calls', () => {
    expect(defined.length).toBeGreaterThan(100);
  });

  it.each(defined)('documents $method $path ($name)', ({ method, path }) => {
    const escaped = `${method} ${path}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(doc).toMatch(new RegExp(`${escaped}[\`\\s]`));
  });
});
