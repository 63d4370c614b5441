import type { Advertisement } from '../../shared/contract/content';
import type { DrawActivity, DrawWinner } from '../../shared/contract/lottery';
import { lotteryApi } from '../../shared/api/resources/lottery';

/** What the pop-up shows before the draw. */
export interface LotteryData {
  activity: DrawActivity;
  banner: Advertisement | null;
  winners: DrawWinner[];
}

/** Winners the ticker lists. */
export const WINNERS_SHOWN = 5;

/**
 * The running activity when this buyer may draw (GET /api/draw/simple
 * answers is_join 0), with its prizes, banner and latest winners; null when
 * the pop-up should not show. Background data: failures are silent (docs/product/errors.md),
 * and the banner and winners are extras the pop-up does without.
 */
export async function loadLottery(): Promise<LotteryData | null> {
  const simple = await lotteryApi.drawSimple({}, { silent: true });
  if (!simple.id || simple.is_join !== 0) return null;
  const id = simple.id;
  const [activity, ads, winners] = await Promise.all([
    lotteryApi.drawActivity({ id }, { silent: true }),
    lotteryApi.drawAds({ id }, { silent: true }).catch(() => []),
    lotteryApi.drawWinners({ id }, { silent: true }).catch(() => []),
  ]);
  if (activity.is_running !== 1 || activity.is_join !== 0) return null;
  return { activity, banner: ads[0] ?? null, winners: winners.slice(0, WINNERS_SHOWN) };
}
