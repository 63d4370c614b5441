import { and, eq, ne } from 'drizzle-orm';
import type { PrizeKind } from '../../../shared/contract/lottery';
import type { Database } from '../../db/client';
import { drawPrizes } from '../../db/schema';
import { runningActivity } from './activity';

/**
 * Test servers only (routes/test-control.ts): leaves prizes of one kind in
 * the running activity by setting every other prize's stock to 0, so an
 * end-to-end test knows what the demo buyer will win and where to find it.
 * The draw itself stays random among what is left. Answers the activity id,
 * or null when none runs.
 */
export async function keepOnlyPrizeKind(db: Database, kind: PrizeKind, now = new Date()): Promise<number | null> {
  const activity = await runningActivity(db, now);
  if (!activity) return null;
  await db
    .update(drawPrizes)
    .set({ stock: 0 })
    .where(and(eq(drawPrizes.activityId, activity.id), ne(drawPrizes.kind, kind)));
  return activity.id;
}
