/**
 * The group-buy state machine's rules, pure so they are unit tested apart
 * from the database: whether a join is allowed, and what a deal moves to.
 * open → succeeded when the joined units reach the target (the join that
 * reaches it moves the deal at once); open → failed when the deadline
 * passes short of it (the lifecycle job). A settled deal never moves again.
 */

export type DealState = 'open' | 'succeeded' | 'failed';

export interface DealFacts {
  state: DealState;
  targetQty: number;
  joinedQty: number;
  maxPerOrder: number;
  startsAt: Date;
  deadline: Date;
}

export const DEAL_CLOSED = '该拼团已结束';
export const DEAL_NOT_STARTED = '该拼团尚未开始';
export const DEAL_PAST_DEADLINE = '该拼团已截止';

/** Units still needed to reach the target. */
export function remainingOf(deal: Pick<DealFacts, 'targetQty' | 'joinedQty'>): number {
  return Math.max(0, deal.targetQty - deal.joinedQty);
}

/**
 * Why `number` units cannot join the deal now, or null. A join never takes
 * the deal past its target: the last buyer takes at most what is left, so
 * a deal's orders add up to exactly the target when it succeeds.
 */
export function joinProblem(deal: DealFacts, number: number, now: Date): { field: 'deal_id' | 'number'; message: string } | null {
  if (deal.state !== 'open') return { field: 'deal_id', message: DEAL_CLOSED };
  if (now < deal.startsAt) return { field: 'deal_id', message: DEAL_NOT_STARTED };
  if (now >= deal.deadline) return { field: 'deal_id', message: DEAL_PAST_DEADLINE };
  if (number > deal.maxPerOrder) return { field: 'number', message: `每单最多参团${deal.maxPerOrder}件` };
  const remaining = remainingOf(deal);
  if (number > remaining) return { field: 'number', message: `还差${remaining}件成团，参团数量不能超过${remaining}件` };
  return null;
}

/** What an open deal moves to now, or null while it stays open (a settled deal: null). */
export function settleVerdict(deal: Pick<DealFacts, 'state' | 'targetQty' | 'joinedQty' | 'deadline'>, now: Date): Exclude<DealState, 'open'> | null {
  if (deal.state !== 'open') return null;
  if (deal.joinedQty >= deal.targetQty) return 'succeeded';
  if (now >= deal.deadline) return 'failed';
  return null;
}
