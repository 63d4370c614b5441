/** What a countdown shows: whole days, then hh:mm:ss of the rest. */
export interface CountdownParts {
  days: number;
  hours: string;
  minutes: string;
  seconds: string;
  /** The moment has passed (or is now). */
  done: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

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

export type SpikePhase = 'upcoming' | 'running' | 'ended';

/** Where a seckill session stands at `nowMs`; its times are 10-digit seconds (spec §9). */
export function spikePhase(session: { start_time: number; end_time: number }, nowMs: number): SpikePhase {
  if (nowMs < session.start_time * 1000) return 'upcoming';
  if (nowMs < session.end_time * 1000) return 'running';
  return 'ended';
}
