import { randomInt } from 'node:crypto';

/** A random integer in [0, max): crypto.randomInt by default; tests pass a fixed one. */
export type RandomBelow = (max: number) => number;

export const cryptoRandomBelow: RandomBelow = (max) => randomInt(max);

/**
 * Picks one of `prizes` with probability weight / total weight. The caller
 * passes only prizes that still have stock (or are unlimited), so a sold-out
 * prize can never come up. Returns null for an empty list.
 */
export function pickWeighted<T extends { weight: number }>(prizes: readonly T[], random: RandomBelow = cryptoRandomBelow): T | null {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  if (prizes.length === 0 || total <= 0) return null;
  let roll = random(total);
  for (const prize of prizes) {
    if (roll < prize.weight) return prize;
    roll -= prize.weight;
  }
  return prizes[prizes.length - 1]!;
}
