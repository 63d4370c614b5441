/**
 * The member rank (user state `rank`, docs/product/entities.md) in words. The spec leaves the
 * levels open (docs/decisions.md ADR-026): 1 普通, 2 银牌, 3 金牌,
 * 4 钻石; anything else reads as a plain level so a new rank never shows blank.
 */
const RANK_TEXT: Record<number, string> = { 1: '普通会员', 2: '银牌会员', 3: '金牌会员', 4: '钻石会员' };

export function memberRankText(rank: number): string {
  return RANK_TEXT[rank] ?? (Number.isInteger(rank) && rank > 0 ? `${rank}级会员` : '普通会员');
}
