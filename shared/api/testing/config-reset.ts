import type { YaopiConfig } from '../../config/config';

/**
 * configure() ignores empty values by design (an attribute left blank must
 * not wipe a setting), so tests that need "no token" again write the page's
 * configuration holder directly.
 */
export function resetConfig(value: Partial<YaopiConfig> = {}): void {
  const store = globalThis as unknown as Record<symbol, { value: YaopiConfig } | undefined>;
  store[Symbol.for('yaopi.config.v1')] = { value: { apiBase: '', site: '', token: '', ...value } };
}
