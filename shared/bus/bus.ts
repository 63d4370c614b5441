import { pageSlot } from '../page/page-slot';
import type { BusEventName, BusEvents } from './events';

export type Handler<K extends BusEventName> = (payload: BusEvents[K]) => void;

export interface Bus {
  on<K extends BusEventName>(type: K, handler: Handler<K>): () => void;
  emit<K extends BusEventName>(type: K, payload: BusEvents[K]): void;
  /** Number of handlers for an event: lets `navigate` tell whether a host listens. */
  listeners(type: BusEventName): number;
}

// Version 1 of the page slot: a future bundle with an incompatible event
// shape takes version 2 and gets its own bus instead of misreading this one's.
const BUS_VERSION = 1;

/** A bus of its own: the page's is getBus(); tests make one per simulated window. */
export function createBus(): Bus {
  const handlers = new Map<BusEventName, Set<(payload: never) => void>>();
  return {
    on(type, handler) {
      let set = handlers.get(type);
      if (!set) handlers.set(type, (set = new Set()));
      set.add(handler);
      return () => set.delete(handler);
    },
    emit(type, payload) {
      // Copy first: a handler may unsubscribe itself while we iterate.
      for (const handler of [...(handlers.get(type) ?? [])]) {
        try {
          (handler as (p: typeof payload) => void)(payload);
        } catch (error) {
          // One broken listener must not stop the others (a partner's page may add its own).
          console.error(`[yaopi] bus handler for ${type} failed`, error);
        }
      }
    },
    listeners(type) {
      return handlers.get(type)?.size ?? 0;
    },
  };
}

/** The page's one bus, shared by every bundle of yaopi loaded on it. */
export function getBus(): Bus {
  return pageSlot('bus', BUS_VERSION, createBus);
}
