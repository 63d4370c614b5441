import type { UserState } from '../contract/user';

/** Dialog buttons an effect may ask for. */
export interface AlertAction {
  label: string;
  /** What pressing it does: close, reload the page, or go to a path. */
  kind: 'close' | 'reload' | 'navigate';
  path?: string;
  primary?: boolean;
}

/**
 * Every event on the page-wide bus, name → payload. Widgets, the host and
 * the API client talk only through these.
 */
export interface BusEvents {
  /** The session model changed (login, logout, base call answered). */
  'session:changed': { user: UserState | null; origin: string };
  /** The server said the session is missing or expired (10001 / 401). */
  'session:expired': { path: string };
  /** The cart line count changed anywhere on the page. */
  'cart:count': { count: number; origin: string };
  /** A widget asks for a route change; the host or a full navigation serves it. */
  navigate: { path: string; replace?: boolean };
  /** A short message that fades (spec §8 5xx toast). */
  'ui:toast': { message: string; kind?: 'info' | 'success' | 'error' };
  /** A modal message (spec §8 温馨提示 alert, 422 with error icon, timeout with refresh). */
  'ui:alert': { title?: string; message: string; icon?: 'error' | 'info' | 'success' | 'warning'; actions?: AlertAction[] };
  /** A page view for the statistics adapter. */
  'stats:pageview': { path: string; title: string };
}

export type BusEventName = keyof BusEvents;
