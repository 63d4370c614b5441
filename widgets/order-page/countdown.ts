/**
 * The 待付款 countdown runs on the server's clock: the offset between the
 * server's `now` and this machine's clock is taken once when the order loads,
 * so a buyer whose computer clock is wrong still sees the right time left.
 */
export function serverOffsetMs(serverNowSeconds: number, clientNowMs: number): number {
  return serverNowSeconds * 1000 - clientNowMs;
}

/** Whole seconds left until `expiresAt` (seconds), never below 0. */
export function secondsLeft(expiresAtSeconds: number, clientNowMs: number, offsetMs: number): number {
  return Math.max(0, Math.ceil((expiresAtSeconds * 1000 - (clientNowMs + offsetMs)) / 1000));
}

/** 29分05秒; 1小时02分03秒 when an hour or more is left. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  const mm = String(minutes).padStart(2, '0');
  const ss = String(rest).padStart(2, '0');
  return hours > 0 ? `${hours}小时${mm}分${ss}秒` : `${mm}分${ss}秒`;
}
