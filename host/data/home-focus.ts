import type { HomeFocus } from '../../shared/contract';
import { hostApi } from './host-api';
import { contentApi } from '../../shared/api/resources/content';
import { serverMemo } from '../../shared/page/render-pass';

// The home banners are fetched once per page load: coming back to the home
// page shows them at once (and at full height, so the remembered scroll
// position can be restored). A failure is forgotten so the next visit retries.
let pending: Promise<HomeFocus> | null = null;

export function loadHomeFocus(): Promise<HomeFocus> {
  const rendering = serverMemo('home-focus', () => contentApi.homeFocus({}, { api: hostApi }));
  if (rendering) return rendering;
  pending ??= contentApi.homeFocus({}, { api: hostApi }).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
