// Ladder (tiered) prices of a goods item, docs/product/entities.md: ladder_price is a list of
// {number, price}; ladder_price_type 1 means "up to N" tiers, any other value
// "from N" tiers. Prices here are integer fen.
//
// Interpretation, since the spec gives only the two names:
// - "up to N" (type 1): with tiers sorted by number ascending, a tier's price
//   applies while quantity <= its number; the first such tier wins. Above the
//   largest number the last tier's price still applies: a buyer must never pay
//   more per unit for buying more, and catalogues close the ladder with a
//   nominal last number (9999) that means "and above".
// - "from N" (other): a tier's price applies once quantity >= its number; the
//   tier with the largest such number wins. Below the smallest number the base
//   price is charged.
// Tiers may arrive in any order. Tiers without a positive finite number or a
// finite price are ignored; of two tiers with the same number the first
// listed is kept.

export interface LadderTier {
  /** Quantity threshold (in packing units, bzdw). */
  number: number;
  /** Unit price in fen. */
  price: number;
}

export interface LadderRow extends LadderTier {
  /** Chinese label of the quantity range the price applies to. */
  label: string;
}

/** ladder_price_type value meaning "up to N" tiers (docs/product/entities.md). */
export const LADDER_TYPE_UP_TO = 1;

function usableTiers(tiers: readonly LadderTier[] | null | undefined): LadderTier[] {
  const seen = new Set<number>();
  const usable: LadderTier[] = [];
  for (const tier of tiers ?? []) {
    if (!Number.isFinite(tier.number) || tier.number <= 0 || !Number.isFinite(tier.price)) continue;
    if (seen.has(tier.number)) continue;
    seen.add(tier.number);
    usable.push({ number: tier.number, price: tier.price });
  }
  return usable.sort((a, b) => a.number - b.number);
}

/** The unit price in fen that applies when buying `quantity` units. */
export function ladderUnitPrice(
  basePriceFen: number,
  tiers: readonly LadderTier[] | null | undefined,
  type: number | null | undefined,
  quantity: number,
): number {
  const sorted = usableTiers(tiers);
  if (type === LADDER_TYPE_UP_TO) {
    return sorted.find((tier) => quantity <= tier.number)?.price ?? sorted.at(-1)?.price ?? basePriceFen;
  }
  let price = basePriceFen;
  for (const tier of sorted) {
    if (quantity >= tier.number) price = tier.price;
  }
  return price;
}

/**
 * The tiers sorted by quantity, each with its label, for the price table on
 * a product page. Type 1 ("up to N") reads as consecutive ranges: "1-10盒",
 * "11-50盒" (a range of one unit reads "10盒"), and the last tier, which also
 * covers every larger quantity, as "51盒以上". Other types read as
 * thresholds: "10盒起" ("from 10 boxes"). The base price row is not included.
 */
export function ladderLabels(tiers: readonly LadderTier[] | null | undefined, type: number | null | undefined, unit = ''): LadderRow[] {
  const sorted = usableTiers(tiers);
  if (type === LADDER_TYPE_UP_TO) {
    let lower = 1;
    return sorted.map((tier, index) => {
      const last = index === sorted.length - 1;
      const label = last ? `${lower}${unit}以上` : lower >= tier.number ? `${tier.number}${unit}` : `${lower}-${tier.number}${unit}`;
      lower = tier.number + 1;
      return { ...tier, label };
    });
  }
  return sorted.map((tier) => ({ ...tier, label: `${tier.number}${unit}起` }));
}
