import type { DrawRecord, DrawWinner, PrizeKind } from '../../../shared/contract/lottery';
import type { DrawRecordRow } from '../../db/schema';
import { seconds } from '../order/numbers';

/** Where each kind of prize lands on the site, and that page's name (the pop-up links it). */
export const PRIZE_DESTINATIONS: Record<PrizeKind, { link: string; link_text: string }> = {
  coupon: { link: '/wdqb/yhq', link_text: '我的优惠券' },
  points: { link: '/wdqb/jfgl', link_text: '积分管理' },
  gift: { link: '/jfdd', link_text: '积分订单' },
  none: { link: '', link_text: '' },
};

export function presentRecord(row: DrawRecordRow, activityName: string, remarks: string): DrawRecord {
  return {
    id: row.id,
    activity_id: row.activityId,
    activity_name: activityName,
    prize_id: row.prizeId,
    prize_name: row.prizeName,
    prize_kind: row.prizeKind,
    remarks,
    ...PRIZE_DESTINATIONS[row.prizeKind],
    created_at: seconds(row.createdAt),
  };
}

/**
 * A buyer's name for the public winners ticker: the first two and last two
 * characters of the company (石家庄**药房), so pharmacies recognise the kind
 * of buyer winning without one buyer's name being shown to all.
 */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '药批会员';
  if (chars.length <= 2) return `${chars[0]}*`;
  if (chars.length <= 4) return `${chars[0]}**${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}**${chars.slice(-2).join('')}`;
}

export function presentWinner(row: { id: number; company: string; username: string; prizeName: string; createdAt: Date }): DrawWinner {
  return { id: row.id, name: maskName(row.company || row.username), prize_name: row.prizeName, created_at: seconds(row.createdAt) };
}
