import { describe, expect, it } from 'vitest';
import { countdownParts, spikePhase } from './countdown';

describe('countdownParts', () => {
  it('splits the time left into days and hh:mm:ss, rounding down to the second', () => {
    const now = 1_700_000_000_000;
    expect(countdownParts(now + (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000 + 999, now)).toEqual({
      days: 2,
      hours: '03',
      minutes: '04',
      seconds: '05',
      done: false,
    });
  });

  it('stops at zero once the moment has passed', () => {
    expect(countdownParts(1000, 5000)).toMatchObject({ days: 0, hours: '00', minutes: '00', seconds: '00', done: true });
  });
});

describe('spikePhase', () => {
  const session = { start_time: 100, end_time: 200 };
  it('is upcoming before the start, running until the end, ended after', () => {
    expect(spikePhase(session, 99_999)).toBe('upcoming');
    expect(spikePhase(session, 100_000)).toBe('running');
    expect(spikePhase(session, 199_999)).toBe('running');
    expect(spikePhase(session, 200_000)).toBe('ended');
  });
});
