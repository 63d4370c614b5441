import { computed, signal } from '@preact/signals-core';
import { getBus } from '../bus/bus';
import type { UserState } from '../contract/user';
import { syncedSignal } from './model';
import { setCartCount } from './cart';

/**
 * The session model: the buyer's whole user state (docs/product/entities.md), or null for a
 * visitor. `status` tells loading from answered so the header can avoid
 * flashing 登录 for a member whose base call is still on its way.
 */
const user = syncedSignal<'session:changed', UserState | null>(
  'session:changed',
  null,
  (value) => ({ user: value }),
  (payload) => payload.user,
);

export type SessionStatus = 'idle' | 'loading' | 'ready';

export const session = {
  user: user.value,
  status: signal<SessionStatus>('idle'),
  /** Visitor versus member is told apart by the company name (docs/product/roles.md). */
  isMember: computed(() => Boolean(user.value.value?.company)),
};

/** The API's user state is plain JSON: equal text is the same state. */
function sameUser(a: UserState | null, b: UserState | null): boolean {
  return a === b || (a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b));
}

export function setUser(next: UserState | null): void {
  // The same state again (the header's base call on a page the server drew with this session) changes
  // nothing: a new object would make every component that reads the user render again, and as a store
  // change that is one synchronous pass over the whole page right after hydration on a phone.
  if (!sameUser(user.value.value, next)) user.set(next);
  session.status.value = 'ready';
  if (next) setCartCount(next.cart);
}

/**
 * The unread message count (UserState.message_count, the right bar's 消息
 * badge) after 我的消息 marked some read: published on the bus like any
 * session change, so every widget and frame on the page shows it.
 */
export function setMessageCount(count: number): void {
  const current = user.value.value;
  if (!current || current.message_count === count) return;
  user.set({ ...current, message_count: count });
}

export function clearUser(): void {
  setUser(null);
  setCartCount(0);
}

// A login-required answer to any call (shared/api/effects.ts) ends the
// session for every widget on the page. The api layer only announces it on
// the bus: it knows nothing of the store.
getBus().on('session:expired', () => clearUser());
