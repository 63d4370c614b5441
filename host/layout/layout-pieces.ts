import type { SiteFooter } from '../../widgets/site-footer/site-footer.component';

/**
 * The layout's piece that no first screen waits on: the footer (below the
 * fold). A chunk of its own, loaded with the layout by the site route's
 * `lazy` (host/route-objects.tsx), which the server's render and the
 * browser's hydration both await: so it is there for the first render on
 * both sides and the hydrated tree is the one the server drew, yet its code
 * is not part of the one long task that evaluates the app's entry
 * (docs/decisions.md ADR-067). The right bar is not drawn by the server at
 * all (host/layout/site-right-bar.tsx).
 */
export interface LayoutPieces {
  SiteFooter: typeof SiteFooter;
}

let pieces: LayoutPieces | null = null;
let loading: Promise<LayoutPieces> | null = null;

/** Loads the pieces once; later calls share the first load. */
export function loadLayoutPieces(): Promise<LayoutPieces> {
  loading ??= import('../../widgets/site-footer/site-footer.component').then((footer) => {
    pieces = { SiteFooter: footer.SiteFooter };
    return pieces;
  });
  return loading;
}

/** The loaded pieces; the layout renders only after the route's `lazy` has awaited loadLayoutPieces(). */
export function layoutPieces(): LayoutPieces {
  if (!pieces) throw new Error('布局部件尚未加载');
  return pieces;
}
