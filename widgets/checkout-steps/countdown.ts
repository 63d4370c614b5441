/**
 * The unpaid-order countdown (spec §9: server time ticks every 1 s). The
 * page reads the server's `now` once and counts from it with the local
 * clock's elapsed time, so a buyer whose computer clock is wrong still sees
 * the server's deadline.
 */

/** Whole seconds left until expiresAt (server seconds), given the server's now and the ms elapsed since it was read. */
export function secondsLeft(expiresAt: number, serverNow: number, elapsedMs: number): number {
  if (!expiresAt) return 0;
  return Math.max(0, Math.floor(expiresAt - serverNow - Math.max(0, elapsedMs) / 1000));
}

const two = (n: number) => String(n).padStart(2, '0');

/** 1799 → "29分59秒"; an hour or more → "1小时02分03秒". */
export function formatCountdown(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return hours > 0 ? `${hours}小时${two(minutes)}分${two(rest)}秒` : `${two(minutes)}分${two(rest)}秒`;
}
