import { describe, expect, it } from 'vitest';

interface Output {
  imports: { path: string; kind: string; external?: boolean }[];
  inputs: Record<string, { bytesInOutput: number }>;
  entryPoint?: string;
}
interface Metafile {
  outputs: Record<string, Output>;
}
interface ServerBuildScript {
  staticClosure(metafile: Metafile, from: string): Set<string>;
  problemsOf(metafile: Metafile, dependencies: Set<string>, outdir: string): string[];
}

// scripts/build/server.mjs is plain JavaScript (npm run build runs it with node alone).
const script = (await import(new URL('../../scripts/build/server.mjs', import.meta.url).href)) as ServerBuildScript;
const outdir = new URL('../../dist/server', import.meta.url).pathname;

const output = (imports: Output['imports'], inputs: string[], entryPoint?: string): Output => ({
  imports,
  inputs: Object.fromEntries(inputs.map((input) => [input, { bytesInOutput: 1 }])),
  ...(entryPoint ? { entryPoint } : {}),
});

/** A build like the real one: main imports a shared chunk statically and the seed lazily. */
const lazySeed: Metafile = {
  outputs: {
    'dist/server/main.js': output(
      [
        { path: 'dist/server/chunk-A.js', kind: 'import-statement' },
        { path: 'dist/server/seed-B.js', kind: 'dynamic-import' },
        { path: 'fastify', kind: 'import-statement', external: true },
        { path: 'node:fs', kind: 'import-statement', external: true },
        { path: '@fastify/static', kind: 'import-statement', external: true },
      ],
      ['server/main.ts', 'server/db/seed/partners.ts'],
      'server/main.ts',
    ),
    'dist/server/chunk-A.js': output([{ path: 'pg', kind: 'import-statement', external: true }], ['server/db/prepare.ts', 'server/db/seed/empty.ts']),
    'dist/server/seed-B.js': output(
      [{ path: 'dist/server/chunk-A.js', kind: 'import-statement' }],
      ['server/db/seed/index.ts', 'server/db/seed/data/goods/western.ts'],
      'server/db/seed/index.ts',
    ),
  },
};
const dependencies = new Set(['fastify', '@fastify/static', 'pg']);

describe('the server build (scripts/build/server.mjs)', () => {
  it('follows static imports only: a lazily imported chunk is not on the start path', () => {
    expect([...script.staticClosure(lazySeed, 'dist/server/main.js')].sort()).toEqual(['dist/server/chunk-A.js', 'dist/server/main.js']);
  });

  it('accepts a build whose start path holds no seed and whose packages are all dependencies', () => {
    expect(script.problemsOf(lazySeed, dependencies, outdir)).toEqual([]);
  });

  it('refuses a start path that loads the demo seed (a static import of it)', () => {
    const eager = structuredClone(lazySeed);
    eager.outputs['dist/server/main.js']!.imports[1]!.kind = 'import-statement';
    expect(script.problemsOf(eager, dependencies, outdir)).toEqual([
      'dist/server/seed-B.js is loaded at every start but holds the demo seed (server/db/seed/index.ts, …): import it lazily (server/db/prepare.ts)',
    ]);
  });

  it('refuses an import of a package a production install lacks, naming the package of a deep import', () => {
    const dev = structuredClone(lazySeed);
    dev.outputs['dist/server/chunk-A.js']!.imports.push({ path: '@alicloud/openapi-core/dist/util', kind: 'import-statement', external: true });
    dev.outputs['dist/server/chunk-A.js']!.imports.push({ path: 'tsx/esm', kind: 'dynamic-import', external: true });
    expect(script.problemsOf(dev, dependencies, outdir)).toEqual([
      'dist/server/chunk-A.js imports @alicloud/openapi-core/dist/util, but @alicloud/openapi-core is not in package.json "dependencies"',
      'dist/server/chunk-A.js imports tsx/esm, but tsx is not in package.json "dependencies"',
    ]);
  });
});
