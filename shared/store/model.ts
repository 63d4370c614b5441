import { signal, type Signal } from '@preact/signals-core';
import { getBus } from '../bus/bus';
import type { BusEvents } from '../bus/events';

// Each bundle on a page has its own copy of a model; the bus carries changes
// between them. An origin id lets a model ignore the echo of its own emits.
let counter = 0;
export function newOrigin(name: string): string {
  counter += 1;
  return `${name}:${Math.random().toString(36).slice(2, 8)}:${counter}`;
}

type EventWithOrigin = { [K in keyof BusEvents]: BusEvents[K] extends { origin: string } ? K : never }[keyof BusEvents];

/**
 * A signal kept in step with every other copy of the same model on the page:
 * `set` publishes on the bus; hearing another copy's publish applies it.
 */
export function syncedSignal<K extends EventWithOrigin, T>(
  event: K,
  initial: T,
  toPayload: (value: T) => Omit<BusEvents[K], 'origin'>,
  fromPayload: (payload: BusEvents[K]) => T,
): { value: Signal<T>; set: (value: T) => void } {
  const origin = newOrigin(event);
  const value = signal(initial);
  getBus().on(event, (payload) => {
    if (payload.origin !== origin) value.value = fromPayload(payload);
  });
  return {
    value,
    set(next: T) {
      value.value = next;
      getBus().emit(event, { ...toPayload(next), origin } as BusEvents[K]);
    },
  };
}
