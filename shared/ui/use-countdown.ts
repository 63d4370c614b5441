import { useEffect, useState } from 'react';
import { SERVER_TICK_MS } from '../domain/constants';
import { secondsLeft } from '../domain/countdown';

/**
 * Seconds left until `expiresAt`, ticking every SERVER_TICK_MS (spec §9),
 * counted from the server's `now` read with the answer rather than from
 * the buyer's clock. 0 when there is no deadline or it has passed.
 */
export function useCountdown(expiresAt: number, serverNow: number): number {
  const [left, setLeft] = useState(() => secondsLeft(expiresAt, serverNow, 0));

  useEffect(() => {
    const start = Date.now();
    setLeft(secondsLeft(expiresAt, serverNow, 0));
    if (!expiresAt) return undefined;
    const timer = setInterval(() => setLeft(secondsLeft(expiresAt, serverNow, Date.now() - start)), SERVER_TICK_MS);
    return () => clearInterval(timer);
  }, [expiresAt, serverNow]);

  return left;
}
