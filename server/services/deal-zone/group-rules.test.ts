import { describe, expect, it } from 'vitest';
import { DEAL_CLOSED, DEAL_NOT_STARTED, DEAL_PAST_DEADLINE, joinProblem, remainingOf, settleVerdict, type DealFacts } from './group-rules';

const at = (iso: string) => new Date(iso);
const deal = (over: Partial<DealFacts> = {}): DealFacts => ({
  state: 'open',
  targetQty: 100,
  joinedQty: 40,
  maxPerOrder: 50,
  startsAt: at('2026-11-20T00:00:00Z'),
  deadline: at('2026-11-30T00:00:00Z'),
  ...over,
});
const now = at('2026-11-24T12:00:00Z');

describe('joinProblem', () => {
  it('lets a join within the per-order limit and the units left', () => {
    expect(joinProblem(deal(), 50, now)).toBeNull();
    expect(joinProblem(deal({ joinedQty: 99 }), 1, now)).toBeNull();
  });

  it('refuses a settled, not yet started or past-deadline deal', () => {
    expect(joinProblem(deal({ state: 'succeeded' }), 1, now)?.message).toBe(DEAL_CLOSED);
    expect(joinProblem(deal({ state: 'failed' }), 1, now)?.message).toBe(DEAL_CLOSED);
    expect(joinProblem(deal({ startsAt: at('2026-11-25T00:00:00Z') }), 1, now)?.message).toBe(DEAL_NOT_STARTED);
    expect(joinProblem(deal({ deadline: now }), 1, now)?.message).toBe(DEAL_PAST_DEADLINE);
  });

  it('never lets a join overshoot the target or the per-order limit', () => {
    expect(joinProblem(deal({ joinedQty: 90 }), 11, now)).toEqual({ field: 'number', message: '还差10件成团，参团数量不能超过10件' });
    expect(joinProblem(deal(), 51, now)).toEqual({ field: 'number', message: '每单最多参团50件' });
  });
});

describe('settleVerdict', () => {
  it('succeeds once the target is reached, even before the deadline', () => {
    expect(settleVerdict(deal({ joinedQty: 100 }), now)).toBe('succeeded');
  });

  it('fails at the deadline short of the target, stays open before it', () => {
    expect(settleVerdict(deal(), now)).toBeNull();
    expect(settleVerdict(deal(), at('2026-11-30T00:00:00Z'))).toBe('failed');
  });

  it('never moves a settled deal again', () => {
    expect(settleVerdict(deal({ state: 'failed', joinedQty: 100 }), now)).toBeNull();
    expect(settleVerdict(deal({ state: 'succeeded' }), at('2027-01-01T00:00:00Z'))).toBeNull();
  });

  it('counts the units left', () => {
    expect(remainingOf(deal())).toBe(60);
    expect(remainingOf(deal({ joinedQty: 120 }))).toBe(0);
  });
});
