/**
 * One value per page, shared by every copy of yaopi's code on it: the host
 * site, the embed bundle, a partner's second copy of it, an iframe's own
 * bundle does not count (another window). Kept on globalThis under
 * `Symbol.for('yaopi.<name>.v<version>')`; the version is part of the key,
 * so a later bundle whose value has another shape gets a slot of its own
 * instead of misreading this one's (bump it when the shape changes).
 *
 * Every page-wide singleton goes through here (the bus, the configuration,
 * the notifier's owner, the cart model's claim, the page memo, the clock), so there is
 * one place to read which ones exist.
 */
export function pageSlot<T extends object>(name: string, version: number, create: () => T): T {
  const page = globalThis as unknown as Record<symbol, T | undefined>;
  return (page[slotKey(name, version)] ??= create());
}

/** The slot's value if some copy has created it, without creating it. */
export function peekPageSlot<T extends object>(name: string, version: number): T | undefined {
  return (globalThis as unknown as Record<symbol, T | undefined>)[slotKey(name, version)];
}

function slotKey(name: string, version: number): symbol {
  return Symbol.for(`yaopi.${name}.v${version}`);
}
