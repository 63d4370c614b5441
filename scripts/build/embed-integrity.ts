import { createHash } from 'node:crypto';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** What dist/embed/v1/integrity.json holds (docs/embed.md "Versioned delivery"). */
export interface EmbedIntegrity {
  /** The moving entry: the latest v1 release, cached for minutes. */
  entry: string;
  /** The same file under a content-hashed name, cached for good: the one to pin with an integrity hash. */
  pinned: string;
  /** Subresource Integrity (sha384) of every script, by path relative to the folder. */
  files: Record<string, string>;
}

const sri = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * After the embed build is written: copies the entry (yaopi.js) to a
 * content-hashed name beside it (yaopi.<hash>.js; its chunks load relative
 * to its own URL, so both names work) and writes integrity.json with the
 * sha384 Subresource Integrity hash of the entry and every chunk, read from
 * the files as written (after minification and the source map comment).
 */
export function embedIntegrity(entry = 'yaopi.js'): Plugin {
  let outDir = '';
  return {
    name: 'yaopi:embed-integrity',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const files: Record<string, string> = {};
      for (const name of Object.keys(bundle)
        .filter((file) => file.endsWith('.js'))
        .sort()) {
        files[name] = sri(readFileSync(join(outDir, name)));
      }
      const code = readFileSync(join(outDir, entry));
      const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
      const pinned = entry.replace(/\.js$/, `.${hash}.js`);
      copyFileSync(join(outDir, entry), join(outDir, pinned));
      files[pinned] = sri(code);
      const integrity: EmbedIntegrity = { entry, pinned, files };
      writeFileSync(join(outDir, 'integrity.json'), `${JSON.stringify(integrity, null, 2)}\n`);
    },
  };
}

/**
 * Ships the element descriptions with the bundle: custom-elements.json and
 * the TypeScript declarations generated from the element modules
 * (scripts/build/elements-manifest.ts) as yaopi.d.ts (DOM:
 * HTMLElementTagNameMap) and yaopi-jsx.d.ts (React's JSX), beside yaopi.js.
 */
export function embedTypes(root: string): Plugin {
  let outDir = '';
  return {
    name: 'yaopi:embed-types',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    writeBundle() {
      copyFileSync(join(root, 'custom-elements.json'), join(outDir, 'custom-elements.json'));
      copyFileSync(join(root, 'widgets/types/yaopi-elements.d.ts'), join(outDir, 'yaopi.d.ts'));
      const jsx = readFileSync(join(root, 'widgets/types/yaopi-jsx.d.ts'), 'utf8').replace("from './yaopi-elements'", "from './yaopi'");
      writeFileSync(join(outDir, 'yaopi-jsx.d.ts'), jsx);
    },
  };
}
