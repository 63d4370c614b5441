import { pageSlot, peekPageSlot } from '../page/page-slot';

/**
 * One notifier serves the page even when the host, an embed bundle and a
 * partner's own <yp-notifier> all mount one: the first to mount claims this
 * page slot, the others stay silent, so an alert never shows twice. Its own
 * module (no React) so the embed loader can ask who listens without
 * loading the notifier.
 */
export type NotifierOwnerSlot = { owner: object | null };

const NAME = 'notifier';
const VERSION = 1;

export function notifierOwnerSlot(): NotifierOwnerSlot {
  return pageSlot<NotifierOwnerSlot>(NAME, VERSION, () => ({ owner: null }));
}

/** Whether some copy's Notifier is mounted and listening. */
export function notifierListening(): boolean {
  return Boolean(peekPageSlot<NotifierOwnerSlot>(NAME, VERSION)?.owner);
}
