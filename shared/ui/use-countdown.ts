import { useEffect, useState } from 'react';
import { SERVER_TICK_MS } from '../domain/constants';
import { secondsLeft } from '../domain/countdown';
import { pageClock } from '../page/clock';

/**
 * Seconds left until `expiresAt`, ticking every SERVER_TICK_MS (spec §9),
 * counted from the server's `now` read with the answer rather than from
 * the buyer's clock. 0 when there is no deadline or it has passed.
 */
export function useCountdown(expiresAt: number, serverNow: number): number {
  const [left, setLeft] = useState(() => secondsLeft(expiresAt, serverNow, 0));

  useEffect(() => {
    const clock = pageClock();
    const start = clock.now();
    setLeft(secondsLeft(expiresAt, serverNow, 0));
    if (!expiresAt) return undefined;
    const timer = clock.setInterval(() => setLeft(secondsLeft(expiresAt, serverNow, clock.now() - start)), SERVER_TICK_MS);
    return () => clock.clearInterval(timer);
  }, [expiresAt, serverNow]);

  return left;
}
