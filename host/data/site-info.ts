import type { SiteInfo } from '../../shared/contract';
import { hostApi } from './host-api';
import { contentApi } from '../../shared/api/resources/content';
import { serverMemo } from '../../shared/page/render-pass';

// Site facts change rarely; one request per page load serves every part of
// the chrome that shows them. A failure is forgotten so the next caller retries.
let pending: Promise<SiteInfo> | null = null;

export function loadSiteInfo(): Promise<SiteInfo> {
  const rendering = serverMemo('site-info', () => contentApi.siteInfo({}, { api: hostApi }));
  if (rendering) return rendering;
  pending ??= contentApi.siteInfo({}, { api: hostApi }).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
