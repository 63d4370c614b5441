import { describe, expect, it } from 'vitest';

interface LockEntry {
  version?: string;
  engines?: { node?: string };
  dev?: boolean;
  devOptional?: boolean;
  optional?: boolean;
  dependencies?: Record<string, string>;
}
interface EnginesScript {
  enginesExcluding(lock: { packages: Record<string, LockEntry> }, floor: string): { name: string; version: string; range: string; neededBy: string[] }[];
}

// scripts/check-engines.mjs is plain JavaScript (npm test runs it with node alone).
const script = (await import(new URL('../../scripts/check-engines.mjs', import.meta.url).href)) as EnginesScript;

const lock = (packages: Record<string, LockEntry>) => ({ packages: { '': { dependencies: { plugin: '^1' } }, ...packages } });

describe('scripts/check-engines.mjs', () => {
  it.each([
    ['>=22', true],
    ['>= 22.0.0', true],
    ['^22 || ^24', true],
    ['>=20.20', true],
    ['>=20', false],
    ['20 || >=22', false],
    ['18 || 20 || >=22', false],
    ['>=20.19.0', false],
    ['^10 || ^12 || >=14', false],
    ['*', false],
  ])('engines node %s excludes Node 20.19.0: %s', (range, excluded) => {
    const found = script.enginesExcluding(lock({ 'node_modules/plugin': { version: '1.0.0', engines: { node: range } } }), '20.19.0');
    expect(found.length > 0).toBe(excluded);
  });

  it('names the package and who needs it, where node would resolve it (a nested copy shadows the hoisted one)', () => {
    const found = script.enginesExcluding(
      lock({
        'node_modules/plugin': { version: '1.0.0', dependencies: { cookie: '^2' } },
        'node_modules/cookie': { version: '2.0.2', engines: { node: '>=22' } },
        'node_modules/router': { version: '7.0.0', dependencies: { cookie: '^1' } },
        'node_modules/router/node_modules/cookie': { version: '1.1.1', engines: { node: '>=18' } },
      }),
      '20.19.0',
    );
    expect(found).toEqual([{ name: 'cookie', version: '2.0.2', range: '>=22', neededBy: ['plugin@1.0.0'] }]);
  });

  it('leaves out what only development installs: dev and devOptional entries', () => {
    const found = script.enginesExcluding(
      lock({
        'node_modules/lint-tool': { version: '1.0.0', engines: { node: '>=22' }, dev: true },
        'node_modules/fsevents': { version: '2.3.3', engines: { node: '>=24' }, devOptional: true, optional: true },
        'node_modules/native-speedup': { version: '1.0.0', engines: { node: '>=22' }, optional: true },
      }),
      '20.19.0',
    );
    // An optional production dependency still installs in production: it counts.
    expect(found.map((entry) => entry.name)).toEqual(['native-speedup']);
  });
});
