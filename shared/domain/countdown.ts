/**
 * The one countdown of the site (docs/product/constants.md: server time ticks every 1 s): the
 * time left to pay an order (checkout and order page) and to a seckill
 * session (home). Counted from the server's `now`, read once, plus the local
 * clock's elapsed time, so a buyer whose computer clock is wrong still sees
 * the server's deadline; always rounded down to the second.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** Whole seconds left until expiresAt (server seconds), given the server's now and the ms elapsed since it was read. */
export function secondsLeft(expiresAt: number, serverNow: number, elapsedMs: number): number {
  if (!expiresAt) return 0;
  return Math.max(0, Math.floor(expiresAt - serverNow - Math.max(0, elapsedMs) / 1000));
}

/** 1799 → "29分59秒"; an hour or more → "1小时02分03秒". */
export function formatCountdown(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return hours > 0 ? `${hours}小时${pad(minutes)}分${pad(rest)}秒` : `${pad(minutes)}分${pad(rest)}秒`;
}

/** What a countdown shows: whole days, then hh:mm:ss of the rest. */
export interface CountdownParts {
  days: number;
  hours: string;
  minutes: string;
  seconds: string;
  /** The moment has passed (or is now). */
  done: boolean;
}

/** The time left from `nowMs` until `targetMs`, rounded down to the second; never negative. */
export function countdownParts(targetMs: number, nowMs: number): CountdownParts {
  const left = Math.max(0, Math.floor((targetMs - nowMs) / 1000));
  const days = Math.floor(left / 86_400);
  const rest = left % 86_400;
  return {
    days,
    hours: pad(Math.floor(rest / 3600)),
    minutes: pad(Math.floor((rest % 3600) / 60)),
    seconds: pad(rest % 60),
    done: left === 0,
  };
}
