import { pageSlot } from '../../shared/page/page-slot';
import { holdForNotifier, notifierListening } from '../../shared/ui/notifier-slot';
import { getBus } from '../../shared/bus/bus';

// One holder per page, so two copies of the bundle do not both add a notifier.
const SLOT = { name: 'notifier.on-demand', version: 1 } as const;

/** How many tasks to wait, at most, for the loaded notifier to claim the page before this stops listening. */
const MAX_TASKS = 50;

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * The notifier is a React widget (preact in the embed), the biggest thing a
 * page with only a search bar and a cart badge would otherwise download up
 * front, and most visits never show an alert. So it loads on first use: the
 * first 'ui:alert' or 'ui:toast' that nobody shows puts a `<yp-notifier>` on
 * `<body>` (unless the partner placed one) and loads its chunk through `load`.
 * What is asked for meanwhile waits in the notifier's page slot, and the
 * notifier shows it when it claims the page (shared/ui/notifier-slot.ts):
 * nothing is emitted twice on the bus, where other listeners would hear it
 * twice. Once the notifier listens this stops listening. When another
 * notifier already listens (the host site, a partner's own `<yp-notifier>`,
 * another copy of the bundle) nothing happens. A failed load is tried again
 * on the next alert, with nothing dropped.
 */
export function loadNotifierOnFirstUse(tag: string, load: () => Promise<unknown>): void {
  const slot = pageSlot(SLOT.name, SLOT.version, () => ({ watching: false }));
  if (slot.watching) return;
  slot.watching = true;
  const bus = getBus();
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
        // The element renders and claims the page a task or so after it is defined.
        for (let task = 0; task < MAX_TASKS && !notifierListening(); task++) await nextTask();
        // Still nobody: keep holding (a partner may mount its own later).
        if (!notifierListening()) return;
        offAlert();
        offToast();
      })
      .catch(() => {
        // The loader has logged it; the next alert tries again.
        loading = false;
      });
  }

  const offAlert = bus.on('ui:alert', (payload) => {
    if (notifierListening()) return;
    holdForNotifier({ type: 'ui:alert', payload });
    start();
  });
  const offToast = bus.on('ui:toast', (payload) => {
    if (notifierListening()) return;
    holdForNotifier({ type: 'ui:toast', payload });
    start();
  });
}
