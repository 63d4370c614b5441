import type { Plugin } from 'vite';

/**
 * One chunk for the site's small shared modules (docs/decisions.md ADR-074).
 * Left to itself the bundler cuts a chunk for every pattern of sharing
 * between the entry, the layout and the lazy pages: 63 files on a list
 * page's first load, 31 of them under 1 KB. Each is a request, and a
 * phone's main thread pays for each (its preload, its response, its
 * compile) whatever its size: on Lighthouse's 4× slower CPU a 57-byte file
 * was a task of 60-100 ms.
 *
 * The group takes a library module (LIBRARY) that two or more chunks use,
 * and only if every module it imports statically qualifies too.
 * So the kit imports nothing from outside itself (no cycle between it and
 * the entry or a page, which evaluated a module before the one it needs),
 * except what `apart` names: modules kept out of it that import nothing
 * back from it. zod and the form schemas are apart, so nothing a form
 * alone loads comes with the kit (the contract's modules import zod, and
 * the browser build shakes it out of them: scripts/build/contract-for-browser.ts).
 */
/**
 * Library code: shared/, packages, and the host's modules every page has (host/data, host/layout's helpers, the
 * route table and paths). Not widgets or pages: a module that does something when it is evaluated (defines an
 * element, listens on the bus) keeps its time. Not host/lib either: its page families' stylesheets (the wallet's,
 * the order centre's) would come with the kit onto every page, where a class one family styles differently from
 * another (a deal zone's coupon amount against the wallet's) changes colour.
 */
const LIBRARY = /[\\/](shared|node_modules|host[\\/](data|layout))[\\/]|[\\/]host[\\/](paths|routes|route-objects)\.tsx?$/;

export function sharedKit(apart: (id: string) => boolean): { plugin: Plugin; test: (id: string) => boolean } {
  const imports = new Map<string, readonly string[]>();
  // What an import() asks for is a chunk's own start (a page, the layout, one of its pieces), never the kit's.
  const lazy = new Set<string>();
  const verdicts = new Map<string, boolean>();

  function qualifies(id: string, visiting: Set<string>): boolean {
    const known = verdicts.get(id);
    if (known !== undefined) return known;
    // A cycle among candidates is fine: they end up in the kit together.
    if (visiting.has(id)) return true;
    if (!LIBRARY.test(id) || lazy.has(id) || apart(id)) return remember(id, false);
    visiting.add(id);
    const verdict = (imports.get(id) ?? []).every((dependency) => apart(dependency) || qualifies(dependency, visiting));
    visiting.delete(id);
    return remember(id, verdict);
  }

  function remember(id: string, verdict: boolean): boolean {
    verdicts.set(id, verdict);
    return verdict;
  }

  return {
    plugin: {
      name: 'yaopi:shared-kit',
      apply: 'build',
      buildStart() {
        imports.clear();
        lazy.clear();
        verdicts.clear();
      },
      moduleParsed(info) {
        imports.set(info.id, info.importedIds);
        for (const id of info.dynamicallyImportedIds) lazy.add(id);
      },
    },
    test: (id) => qualifies(id, new Set()),
  };
}
