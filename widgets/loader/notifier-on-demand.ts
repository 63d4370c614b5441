import { pageSlot } from '../../shared/page/page-slot';
import { notifierListening } from '../../shared/ui/notifier-slot';
import { getBus } from '../../shared/bus/bus';
import type { BusEvents } from '../../shared/bus/events';

// One holder per page, so two copies of the bundle do not both add a notifier.
const SLOT = { name: 'notifier.on-demand', version: 1 } as const;

/** How many tasks to wait, at most, for the loaded notifier to subscribe before replaying. */
const MAX_TASKS = 50;

type Held = { [K in 'ui:alert' | 'ui:toast']: { type: K; payload: BusEvents[K] } }['ui:alert' | 'ui:toast'];

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * The notifier is a React widget (preact in the embed), the biggest thing a
 * page with only a search bar and a cart badge would otherwise download up
 * front, and most visits never show an alert. So it loads on first use: the
 * first 'ui:alert' or 'ui:toast' that nobody shows puts a `<yp-notifier>` on
 * `<body>` (unless the partner placed one), loads its chunk through `load`,
 * and hands over what was asked for meanwhile once it listens. Afterwards it
 * stops listening. When another notifier already listens (the host site, a
 * partner's own `<yp-notifier>`, another copy of the bundle) nothing happens.
 * A failed load is tried again on the next alert, with nothing dropped.
 */
export function loadNotifierOnFirstUse(tag: string, load: () => Promise<unknown>): void {
  const slot = pageSlot(SLOT.name, SLOT.version, () => ({ watching: false }));
  if (slot.watching) return;
  slot.watching = true;
  const bus = getBus();
  const held: Held[] = [];
  let loading = false;

  function start(): void {
    if (loading) return;
    loading = true;
    // A partner may have placed one; otherwise on <body>, once there is one.
    const place = () => {
      if (!document.querySelector(tag)) document.body.append(document.createElement(tag));
    };
    if (document.body) place();
    else document.addEventListener('DOMContentLoaded', place, { once: true });
    void load()
      .then(async () => {
        // The element renders and subscribes a task or so after it is defined.
        for (let task = 0; task < MAX_TASKS && !notifierListening(); task++) await nextTask();
        offAlert();
        offToast();
        for (const event of held.splice(0)) {
          if (event.type === 'ui:alert') bus.emit('ui:alert', event.payload);
          else bus.emit('ui:toast', event.payload);
        }
      })
      .catch(() => {
        // The loader has logged it; the next alert tries again.
        loading = false;
      });
  }

  const offAlert = bus.on('ui:alert', (payload) => {
    if (notifierListening()) return;
    held.push({ type: 'ui:alert', payload });
    start();
  });
  const offToast = bus.on('ui:toast', (payload) => {
    if (notifierListening()) return;
    held.push({ type: 'ui:toast', payload });
    start();
  });
}
