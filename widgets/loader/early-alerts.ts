import { pageSlot } from '../../shared/page/page-slot';
import { notifierListening } from '../../shared/ui/notifier-slot';
import { getBus } from '../../shared/bus/bus';
import type { BusEvents } from '../../shared/bus/events';

// One holder per page, so two copies of the bundle do not both replay.
const EARLY_SLOT = { name: 'notifier.early', version: 2 } as const;

type Early = { [K in 'ui:alert' | 'ui:toast']: { type: K; payload: BusEvents[K] } }['ui:alert' | 'ui:toast'];

/**
 * The notifier is a React widget in its own chunk, so for a moment after the
 * bundle starts nothing shows alerts and toasts. This keeps the ones asked
 * for in that moment and hands them over once `ready` (the notifier's
 * element is defined and on the page) has settled; afterwards it stops
 * listening. Returns at once when another copy already does this.
 */
export function holdEarlyAlerts(ready: Promise<unknown>): void {
  const slot = pageSlot(EARLY_SLOT.name, EARLY_SLOT.version, () => ({ holding: false }));
  if (slot.holding) return;
  slot.holding = true;
  const bus = getBus();
  const held: Early[] = [];
  const offAlert = bus.on('ui:alert', (payload) => {
    if (!notifierListening()) held.push({ type: 'ui:alert', payload });
  });
  const offToast = bus.on('ui:toast', (payload) => {
    if (!notifierListening()) held.push({ type: 'ui:toast', payload });
  });
  void ready
    .catch(() => {})
    // One task later: the element has rendered and subscribed by then.
    .then(() => new Promise((resolve) => setTimeout(resolve)))
    .then(() => {
      offAlert();
      offToast();
      for (const event of held.splice(0)) {
        if (event.type === 'ui:alert') bus.emit('ui:alert', event.payload);
        else bus.emit('ui:toast', event.payload);
      }
    });
}
