import { getConfig } from '../config/config';
import { getBus } from './bus';

/**
 * Widgets never import the router. They call this: with a host listening the
 * bus event becomes a route change; without one (a partner's page) it is a
 * full navigation to the configured site.
 */
export function navigate(path: string, options: { replace?: boolean } = {}): void {
  const bus = getBus();
  if (bus.listeners('navigate') > 0) {
    bus.emit('navigate', { path, replace: options.replace });
    return;
  }
  const location = globalThis.location;
  // No host and no page (a script outside a browser): nothing to navigate.
  if (!location) return;
  const url = new URL(path, getConfig().site || location.href);
  if (options.replace) location.replace(url.href);
  else location.assign(url.href);
}
