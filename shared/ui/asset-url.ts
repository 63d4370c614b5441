import { getConfig } from '../config/config';

/**
 * The address of an image the API server serves (`/img/qr.svg?text=…`,
 * `/img/banner/3.svg`). Root-relative paths belong to the API server, which
 * in an embed is another origin than the page, so they get the configured
 * API base; absolute URLs and data: URIs are left alone.
 */
export function assetUrl(path: string): string {
  if (!path || !path.startsWith('/') || path.startsWith('//')) return path;
  return `${getConfig().apiBase}${path}`;
}
