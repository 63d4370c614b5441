import { getBus } from '../../bus/bus';
import type { BusEventName, BusEvents } from '../../bus/events';

export type Recorded = { [K in BusEventName]: { type: K; payload: BusEvents[K] } }[BusEventName];

// The effects' events; the store's own sync events are left out of the record.
const EFFECT_EVENTS = ['session:expired', 'navigate', 'ui:toast', 'ui:alert'] as const satisfies readonly BusEventName[];

/**
 * Records every effect event on the page bus. Subscribing to 'navigate' also
 * stands in for the host, so navigate() emits rather than touching location.
 * Call `stop()` after each test so listeners never leak between tests.
 */
export function recordEffects(): { events: Recorded[]; stop(): void } {
  const events: Recorded[] = [];
  const bus = getBus();
  const offs = EFFECT_EVENTS.map((type) => bus.on(type, (payload: BusEvents[typeof type]) => events.push({ type, payload } as Recorded)));
  return {
    events,
    stop: () => offs.forEach((off) => off()),
  };
}
