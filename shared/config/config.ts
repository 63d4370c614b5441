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

/** Base API host per environment (docs/product/calls.md); VITE_API_BASE overrides at build time. */
export const API_BASE_BY_ENV: Record<Environment, string> = {
  production: '',
  test: '',
  development: '',
};

/** What Vite tells a build about itself (import.meta.env). */
export interface BuildEnv {
  MODE?: string;
  DEV?: boolean;
  VITE_API_BASE?: string;
}

/**
 * The environment a build runs in. Vite's MODE names the build, not the
 * environment (site, ssr and embed are all production builds; the dev server
 * runs in development; vitest sets test), so DEV and MODE are read together.
 */
export function environmentOf(env: BuildEnv): Environment {
  if (env.MODE === 'test') return 'test';
  return env.DEV ? 'development' : 'production';
}

/** The API base of a build: VITE_API_BASE when set, else its environment's host. */
export function apiBaseFor(env: BuildEnv, byEnvironment: Record<Environment, string> = API_BASE_BY_ENV): string {
  return env.VITE_API_BASE || byEnvironment[environmentOf(env)];
}

function initialConfig(): YaopiConfig {
  return { apiBase: apiBaseFor(import.meta.env ?? {}), site: '', token: '' };
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
