import { pageSlot, peekPageSlot } from '../page/page-slot';
import type { BusEvents } from '../bus/events';

/**
 * One notifier serves the page even when the host, an embed bundle and a
 * partner's own <yp-notifier> all mount one: the first to mount claims this
 * page slot, the others stay silent, so an alert never shows twice. Its own
 * module (no React) so the embed loader can ask who listens without
 * loading the notifier.
 *
 * The slot also holds the backlog: alerts and toasts asked for while no
 * notifier listened yet (the embed loads it on first use). The notifier that
 * claims the page shows them straight from here. They are not emitted on the
 * bus a second time: every other listener (a partner's `yaopi.on`, the frame
 * bridge, tests) has heard them once already.
 */
export type HeldNotice = { [K in 'ui:alert' | 'ui:toast']: { type: K; payload: BusEvents[K] } }['ui:alert' | 'ui:toast'];

export type NotifierOwnerSlot = { owner: object | null; backlog: HeldNotice[] };

const NAME = 'notifier';
// v2: the backlog joined the owner (v1 held only the owner).
const VERSION = 2;

export function notifierOwnerSlot(): NotifierOwnerSlot {
  return pageSlot<NotifierOwnerSlot>(NAME, VERSION, () => ({ owner: null, backlog: [] }));
}

/** Whether some copy's Notifier is mounted and listening. */
export function notifierListening(): boolean {
  return Boolean(peekPageSlot<NotifierOwnerSlot>(NAME, VERSION)?.owner);
}

/** Keeps an alert or toast for the notifier that will claim the page. */
export function holdForNotifier(notice: HeldNotice): void {
  notifierOwnerSlot().backlog.push(notice);
}

/** What was held for the notifier, oldest first; the backlog is empty afterwards. */
export function takeNotifierBacklog(): HeldNotice[] {
  return notifierOwnerSlot().backlog.splice(0);
}
