import { getConfig } from '../config/config';

/**
 * The address of an image the API server serves (`/img/qr.svg?text=…`,
 * `/img/banner/3.svg`). Root-relative paths belong to the API server, which
 * in an embed is another origin than the page, so they get the configured
 * API base; absolute URLs and data: URIs are left alone.
 *
 * `width` is the CSS pixels the page shows the image at. The server's goods
 * pictures take it as image hosts do (`?w=`, docs/api.md "Images") and draw a
 * thumbnail's unreadable print as bars, which the browser paints without
 * laying out text (docs/decisions.md ADR-072).
 */
export function assetUrl(path: string, width?: number): string {
  if (!path || !path.startsWith('/') || path.startsWith('//')) return path;
  const sized = width !== undefined && path.startsWith(GOODS_IMAGES) ? `${path}${path.includes('?') ? '&' : '?'}w=${Math.round(width)}` : path;
  return `${getConfig().apiBase}${sized}`;
}

/** Where the server draws goods pictures, the only images that take a width. */
const GOODS_IMAGES = '/img/goods/';
