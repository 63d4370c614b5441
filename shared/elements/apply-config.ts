import { configure, getConfig, type YaopiConfig } from '../config/config';
import { loadSession } from '../store/session-load';
import { session } from '../store/session';

/**
 * Applies configuration from an element's attributes or `<yp-config>`.
 * A new token or API base means another buyer or another server: if the page
 * has already loaded (or is loading) the session, load it again so every
 * widget shows the right buyer. A load under way was sent with the old
 * settings, so the new one waits for it rather than sharing its answer.
 */
export function applyConfig(partial: Partial<YaopiConfig>): void {
  const before = getConfig();
  const after = configure(partial);
  if (after.token === before.token && after.apiBase === before.apiBase) return;
  const status = session.status.value;
  if (status === 'idle') return;
  if (status === 'loading') void loadSession().finally(() => void loadSession());
  else void loadSession();
}

/** Attribute name → configuration key, for every widget and <yp-config>. */
export const CONFIG_ATTRIBUTES = {
  'api-base': 'apiBase',
  site: 'site',
  token: 'token',
} as const satisfies Record<string, keyof YaopiConfig>;

export type ConfigAttribute = keyof typeof CONFIG_ATTRIBUTES;

export function isConfigAttribute(name: string): name is ConfigAttribute {
  return Object.hasOwn(CONFIG_ATTRIBUTES, name);
}
