/** A port nobody listens on right now: the OS picks one, we release it and hand it to the server. */
export function freePort(): Promise<number>;
