/**
 * Page-wide configuration. The host uses the defaults (same origin); a
 * partner page sets `api-base`, `site` and `token` through element
 * attributes, `<yp-config>` or `window.yaopi.configure({...})`.
 */

import { pageSlot } from '../page/page-slot';
export interface YaopiConfig {
  /** Origin (and optional prefix) of the API; '' means same origin. */
  apiBase: string;
  /** Where the full site lives, for navigation out of an embed; '' means this page's origin. */
  site: string;
  /** A buyer token minted by the partner's server (cross-origin embeds cannot rely on cookies). */
  token: string;
}

export type Environment = 'production' | 'test' | 'development';

/** Base API host per environment (spec §7); VITE_API_BASE overrides at build time. */
export const API_BASE_BY_ENV: Record<Environment, string> = {
  production: '',
  test: '',
  development: '',
};

function initialConfig(): YaopiConfig {
  const env = (import.meta.env?.MODE as Environment | undefined) ?? 'production';
  const fromBuild = import.meta.env?.VITE_API_BASE as string | undefined;
  return { apiBase: fromBuild ?? API_BASE_BY_ENV[env] ?? '', site: '', token: '' };
}

function holder(): { value: YaopiConfig } {
  return pageSlot('config', 1, () => ({ value: initialConfig() }));
}

export function getConfig(): YaopiConfig {
  return holder().value;
}

/** Merges the given settings into the page's configuration; empty values are ignored. */
export function configure(partial: Partial<YaopiConfig> = {}): YaopiConfig {
  const h = holder();
  const next = { ...h.value };
  for (const [key, value] of Object.entries(partial) as [keyof YaopiConfig, string | undefined][]) {
    if (typeof value !== 'string' || value === '') continue;
    // URLs are kept without a trailing slash so paths can be appended as they are.
    next[key] = key === 'token' ? value : value.replace(/\/+$/, '');
  }
  h.value = next;
  return next;
}
