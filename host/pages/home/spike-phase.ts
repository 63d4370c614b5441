export type SpikePhase = 'upcoming' | 'running' | 'ended';

/** Where a seckill session stands at `nowMs`; its times are 10-digit seconds (docs/product/constants.md). */
export function spikePhase(session: { start_time: number; end_time: number }, nowMs: number): SpikePhase {
  if (nowMs < session.start_time * 1000) return 'upcoming';
  if (nowMs < session.end_time * 1000) return 'running';
  return 'ended';
}
