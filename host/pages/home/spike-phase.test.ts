import { describe, expect, it } from 'vitest';
import { spikePhase } from './spike-phase';

describe('spikePhase', () => {
  const session = { start_time: 100, end_time: 200 };
  it('is upcoming before the start, running until the end, ended after', () => {
    expect(spikePhase(session, 99_999)).toBe('upcoming');
    expect(spikePhase(session, 100_000)).toBe('running');
    expect(spikePhase(session, 199_999)).toBe('running');
    expect(spikePhase(session, 200_000)).toBe('ended');
  });
});
