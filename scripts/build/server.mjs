// `npm run build:server` (part of `npm run build`): the server and its
// command-line tools as JavaScript in dist/server/, so production runs
// `node dist/server/main.js` with no TypeScript loader (tsx is a development
// tool only). esbuild bundles each entry with the shared/ code it imports;
// packages stay imports of node_modules (only `dependencies`: a bundle that
// imports a dev dependency fails the build, as it would fail a production
// install). Code two entries share, and what they import lazily, lands in
// chunks beside them; the demo seed is one such chunk (server/db/prepare.ts
// imports it only for an empty database), and the build fails if the server's
// start path would load it.
//
// Paths a module derives from its own location (the project root for dist/,
// demo/ and .data/; server/db/migrations for the SQL migrations) must stay
// what they are when the module runs from source under tsx or vitest. So each
// module's `import.meta.url` is rewritten to the URL of its source file,
// expressed relative to the bundle: the compiled server reads the same
// folders the source does, and a production install needs dist/, demo/ and
// server/db/migrations/ (package.json "files").
import { readFile, rm, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** dist/server/<name>.js ← source; package.json's scripts run these. */
export const SERVER_ENTRIES = {
  main: 'server/main.ts',
  migrate: 'server/db/migrate-cli.ts',
  seed: 'server/db/seed-cli.ts',
  admin: 'server/admin/cli.ts',
  'restore-drill': 'scripts/ops/restore-drill.ts',
};

/** Source files the start path (dist/server/main.js and what it imports statically) must not hold. */
const NOT_ON_START_PATH = /^server\/db\/seed\/(index|curated|data\/)/;

/** `import.meta.url` in each module → its source file's URL, relative to the output folder (entries and chunks sit side by side in it). */
function sourceLocation(outdir) {
  return {
    name: 'source-location',
    setup(builder) {
      builder.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return undefined;
        const fromOutput = relative(outdir, args.path).split(sep).join('/');
        return {
          contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromOutput)}, import.meta.url).href`),
          loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
        };
      });
    },
  };
}

const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The output files `from` loads before it runs (static imports, transitively); `from` itself included. */
export function staticClosure(metafile, from) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !metafile.outputs[file]) return;
    seen.add(file);
    for (const imported of metafile.outputs[file].imports) if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  visit(from);
  return seen;
}

/** What is wrong with a build: packages imported that a production install lacks, and the seed on the start path. */
export function problemsOf(metafile, dependencies, outdir) {
  const problems = [];
  const builtins = new Set(builtinModules);
  for (const [file, output] of Object.entries(metafile.outputs)) {
    for (const imported of output.imports) {
      if (!imported.external || imported.path.startsWith('node:') || builtins.has(imported.path)) continue;
      const name = packageName(imported.path);
      if (!dependencies.has(name)) problems.push(`${file} imports ${imported.path}, but ${name} is not in package.json "dependencies"`);
    }
  }
  const main = relative(root, join(outdir, 'main.js')).split(sep).join('/');
  for (const file of staticClosure(metafile, main)) {
    const held = Object.keys(metafile.outputs[file].inputs).filter((input) => NOT_ON_START_PATH.test(input));
    if (held.length) problems.push(`${file} is loaded at every start but holds the demo seed (${held[0]}, …): import it lazily (server/db/prepare.ts)`);
  }
  return problems;
}

/** Builds every entry into `outdir` (emptied first); returns esbuild's metafile and the problems found. */
export async function buildServer({ outdir = join(root, 'dist', 'server') } = {}) {
  await rm(outdir, { recursive: true, force: true });
  const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(Object.entries(SERVER_ENTRIES).map(([name, source]) => [name, join(root, source)])),
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: `node${pkg.engines.node.replace(/^>=\s*/, '')}`,
    packages: 'external',
    chunkNames: '[name]-[hash]',
    sourcemap: 'linked',
    // Stack traces name the source files (node --enable-source-maps); nothing ships minified.
    minify: false,
    tsconfig: join(root, 'tsconfig.json'),
    metafile: true,
    logLevel: 'warning',
    plugins: [sourceLocation(outdir)],
  });
  await writeFile(join(outdir, 'meta.json'), JSON.stringify(result.metafile));
  return { metafile: result.metafile, problems: problemsOf(result.metafile, new Set(Object.keys(pkg.dependencies ?? {})), outdir) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const { metafile, problems } = await buildServer();
  if (problems.length) {
    console.error(`dist/server: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  const files = Object.keys(metafile.outputs).filter((file) => file.endsWith('.js'));
  console.log(
    `dist/server: ${Object.keys(SERVER_ENTRIES).length} entries and ${files.length - Object.keys(SERVER_ENTRIES).length} chunks in ${Date.now() - started} ms`,
  );
}
