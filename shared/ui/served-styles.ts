import { PAGE_STYLES_PREFIX, styleId, styleIdsOf } from '../domain/style-id';

/**
 * Which CSS texts the server-rendered page's own stylesheet already holds
 * (/ssr-styles/<id>.<id>….css, server/render/page.ts). The components that
 * hydrate that page would otherwise adopt the same CSS again as constructed
 * sheets, and the browser would restyle the whole page for rules it already
 * applies: one 100–140 ms task on a phone right after hydration. The sheet
 * stays linked for the page's life, so what it holds is never adopted; CSS
 * of components the server did not draw (a later route, a dialog) still is.
 * The host document only: a shadow root or another document does not see
 * the page's sheet.
 */
let served: { doc: Document; ids: Set<string> } | undefined;
const idOf = new Map<string, string>();

export function servedByPage(root: Document | ShadowRoot, css: string): boolean {
  if (root.nodeType !== Node.DOCUMENT_NODE) return false;
  const doc = root as Document;
  if (served?.doc !== doc) {
    const link = doc.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href^="${PAGE_STYLES_PREFIX}"]`);
    served = { doc, ids: new Set(styleIdsOf(link?.getAttribute('href') ?? '')) };
  }
  if (served.ids.size === 0) return false;
  let id = idOf.get(css);
  if (id === undefined) idOf.set(css, (id = styleId(css)));
  return served.ids.has(id);
}
