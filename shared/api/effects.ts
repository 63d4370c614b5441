import { getBus } from '../bus/bus';
import type { BusEvents } from '../bus/events';
import { navigate } from '../bus/navigate';
import { Messages, outcomeOf } from '../contract/codes';
import { firstFieldError } from '../contract/envelope';
import { FailureMessages, type ApiError } from './errors';

export const LOGIN_PATH = '/login';
/** docs/product/errors.md 459: where the electronic contract (电子合同) is signed. */
export const CONTRACT_PATH = '/dzht';

/**
 * What the user should see for a failed call: one row of docs/product/errors.md each.
 * Kept apart from `applyEffect` so the mapping reads as the catalogue does.
 */
export type Effect =
  | { type: 'none' }
  | { type: 'login' }
  | { type: 'alert'; alert: BusEvents['ui:alert'] }
  | { type: 'toast'; toast: BusEvents['ui:toast'] }
  | { type: 'contract'; alert: BusEvents['ui:alert'] };

function envelopeMessage(error: ApiError): string | undefined {
  return typeof error.body === 'object' && error.body.message ? error.body.message : undefined;
}

export function effectOf(error: ApiError): Effect {
  switch (error.kind) {
    case 'aborted':
      // Replaced by a newer call or dropped by its caller: nobody is waiting for it.
      return { type: 'none' };
    case 'timeout':
      return {
        type: 'alert',
        alert: { message: Messages.timeout, icon: 'warning', actions: [{ label: '刷新', kind: 'reload', primary: true }] },
      };
    case 'network':
      // The spec has no row for an unreachable server. A toast, like 5xx: it
      // is transient, and a modal would pile up when several calls fail at once.
      return { type: 'toast', toast: { message: FailureMessages.network, kind: 'error' } };
    case 'http':
      break;
  }
  const message = envelopeMessage(error) ?? error.message;
  switch (outcomeOf(error.code)) {
    case 'success':
      return { type: 'none' };
    case 'login':
      return { type: 'login' };
    case 'validation':
      return {
        type: 'alert',
        alert: { message: firstFieldError(error.errors) ?? envelopeMessage(error) ?? Messages.validation, icon: 'error' },
      };
    case 'contract':
      return { type: 'contract', alert: { message: envelopeMessage(error) ?? Messages.contractRequired, icon: 'warning' } };
    case 'server':
      return { type: 'toast', toast: { message: Messages.server, kind: 'error' } };
    case 'alert':
      return { type: 'alert', alert: { title: Messages.alertTitle, message } };
  }
}

function currentLocation(): { pathname: string; search: string; href: string } | undefined {
  return globalThis.location;
}

/**
 * Where the login page should send the buyer back to. With a host on the
 * page that is the route (path and query). Without one (a partner's page)
 * the login happens on the full site, so it is the partner page's absolute
 * URL; the login page must only follow redirects to allowed origins.
 */
function redirectTarget(): string {
  const location = currentLocation();
  if (!location) return '/';
  const hostListens = getBus().listeners('navigate') > 0;
  return hostListens ? location.pathname + location.search : location.href;
}

function sendToLogin(): void {
  const location = currentLocation();
  // The session model (shared/store/session.ts) hears this and clears the user.
  getBus().emit('session:expired', { path: location ? location.pathname + location.search : '/' });
  // Several calls failing at once must not stack login pages in the history.
  if (location?.pathname === LOGIN_PATH) return;
  navigate(`${LOGIN_PATH}?redirect=${encodeURIComponent(redirectTarget())}`);
}

/** Shows the failure effect (docs/product/errors.md) of a failed call on the bus. Silent calls never come here. */
export function applyEffect(error: ApiError): void {
  const effect = effectOf(error);
  const bus = getBus();
  switch (effect.type) {
    case 'none':
      return;
    case 'login':
      sendToLogin();
      return;
    case 'alert':
      bus.emit('ui:alert', effect.alert);
      return;
    case 'toast':
      bus.emit('ui:toast', effect.toast);
      return;
    case 'contract':
      // docs/product/errors.md: "show message, go to /dzht" — both, unconditionally. The
      // alert lives in the page's dialog layer, outside the routed content,
      // so it stays up over /dzht and tells the buyer why they landed there;
      // making the move wait for a button would leave them on a page whose
      // calls keep failing.
      bus.emit('ui:alert', effect.alert);
      navigate(CONTRACT_PATH);
      return;
  }
}
