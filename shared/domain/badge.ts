/** docs/product/constants.md: badge maximum 99 (cart count in the header, messages in the right bar). */
export const BADGE_MAX = 99;

/**
 * The text a count badge shows: "" when there is nothing to show (0, negative,
 * NaN), so the badge can hide itself; the count itself up to 99; "99+" above.
 * A fractional count is rounded down: a badge counts whole things.
 */
export function badgeText(count: number): string {
  if (Number.isNaN(count)) return '';
  const whole = Math.floor(count);
  if (whole <= 0) return '';
  return whole > BADGE_MAX ? `${BADGE_MAX}+` : String(whole);
}
