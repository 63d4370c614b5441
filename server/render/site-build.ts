import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { AppFiles } from '../../shared/domain/first-answers';

/** One entry of Vite's build manifest (dist/site/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** What the server needs of the built site to write a page: its index.html and the manifest. */
export interface SiteBuild {
  html: string;
  manifest: Manifest;
}

/** The files a page's module brings, beyond what the entry (index.html) already loads. */
export interface PageFiles {
  /** Module scripts to preload (the page's chunk and the chunks it imports). */
  scripts: string[];
  styles: string[];
}

/** Adds `start` and every chunk it imports statically (by manifest key) to `into`. */
function reach(manifest: Manifest, start: string, into = new Set<string>()): Set<string> {
  const stack = [start];
  while (stack.length > 0) {
    const current = stack.pop() as string;
    if (into.has(current) || !manifest[current]) continue;
    into.add(current);
    stack.push(...(manifest[current].imports ?? []));
  }
  return into;
}

/**
 * Walks the static imports of `key` in the manifest, collecting script files
 * and their CSS, leaving out everything reachable from the entries in
 * `known` (index.html's own graph is already on its way). Pure, so the
 * table tests can feed it a manifest.
 */
export function pageFiles(manifest: Manifest, key: string, known: readonly string[] = ['index.html']): PageFiles {
  const loaded = new Set<string>();
  for (const entry of known) reach(manifest, entry, loaded);
  const page = reach(manifest, key);
  const scripts: string[] = [];
  const styles: string[] = [];
  const knownStyles = new Set([...loaded].flatMap((name) => manifest[name]?.css ?? []));
  for (const name of page) {
    if (loaded.has(name)) continue;
    const chunk = manifest[name] as ManifestChunk;
    if (chunk.file.endsWith('.js')) scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) if (!knownStyles.has(css)) styles.push(`/${css}`);
  }
  return { scripts, styles: [...new Set(styles)] };
}

/** The script files of the chunk `key` and of every chunk it imports statically, its own first. */
export function staticScripts(manifest: Manifest, key: string): string[] {
  return [...reach(manifest, key)].map((name) => `/${(manifest[name] as ManifestChunk).file}`).filter((file) => file.endsWith('.js'));
}

/**
 * The script files of the site's entry (index.html's module and every
 * module it imports statically) and of a page's chunk: what a page the
 * server rendered hands to host/start-after-paint.ts instead of
 * loading while it is parsed. Null when the manifest has no entry.
 */
export function appFiles(manifest: Manifest, pageKey: string | null): AppFiles | null {
  const entry = manifest['index.html'];
  if (!entry) return null;
  const [file, ...imports] = staticScripts(manifest, 'index.html');
  // The site layout and its pieces are chunks of their own that every page's hydration awaits
  // (host/route-objects.tsx, host/layout/layout-pieces.ts): preloaded with the page's, not asked for one round later.
  const layout = LAYOUT_CHUNKS.filter((key) => manifest[key]).flatMap((key) => pageFiles(manifest, key).scripts);
  const page = pageKey ? pageFiles(manifest, pageKey).scripts : [];
  return { entry: file ?? `/${entry.file}`, preload: [...new Set([...imports, ...layout, ...page])] };
}

/**
 * Manifest keys (relative to host/, vite's root) of the chunks every page renders with. The right bar and its
 * drawer are not among them: the layout draws them only at 768 px and wider, after hydration (ADR-077).
 */
const LAYOUT_CHUNKS = ['layout/layout.tsx', '../widgets/site-footer/site-footer.component.tsx'];

let cached: { stamp: number; build: SiteBuild } | null = null;

/**
 * dist/site's index.html and manifest, read again only when index.html
 * changes (a new build). Null when the site is not built, or was built
 * without a manifest (then pages are served as plain index.html).
 */
export function readSiteBuild(siteDir: string): SiteBuild | null {
  try {
    const indexPath = join(siteDir, 'index.html');
    const stamp = statSync(indexPath).mtimeMs;
    if (cached?.stamp === stamp) return cached.build;
    const build: SiteBuild = {
      html: readFileSync(indexPath, 'utf8'),
      manifest: JSON.parse(readFileSync(join(siteDir, '.vite', 'manifest.json'), 'utf8')) as Manifest,
    };
    cached = { stamp, build };
    return build;
  } catch {
    return null;
  }
}
