import { useCallback, useEffect, useRef, useState } from 'react';
import { SERVER_TICK_MS } from '../domain/constants';
import { secondsLeft } from '../domain/countdown';
import { pageClock } from '../page/clock';

/**
 * Seconds left until `expiresAt`, ticking every SERVER_TICK_MS (docs/product/constants.md),
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

/**
 * A wait the page starts itself (获取验证码: 60 s before another code), on
 * the same countdown: seconds left, and `start(seconds)` to begin one.
 */
export function useWait(): [number, (seconds: number) => void] {
  // Each start is its own deadline (a second start with the same wait must restart the count): whole
  // numbers offset by how many starts there were, so the subtraction in secondsLeft stays exact.
  const starts = useRef(0);
  const [deadline, setDeadline] = useState({ expiresAt: 0, now: 0 });
  const left = useCountdown(deadline.expiresAt, deadline.now);
  const start = useCallback((seconds: number) => {
    starts.current += 1;
    const base = starts.current * 1_000_000;
    setDeadline(seconds > 0 ? { expiresAt: base + Math.floor(seconds), now: base } : { expiresAt: 0, now: 0 });
  }, []);
  return [left, start];
}
