// Money is integer fen (1 yuan = 100 fen) everywhere in domain code, so sums
// and comparisons are exact; yuan strings exist only at the edges (API output,
// display, form input). docs/product/constants.md: prices shown with 2 decimals, money totals
// rounded down to 2 decimals.

// Optional minus, whole yuan, optional fraction. No sign "+", no bare ".5",
// no thousands separators and no surrounding whitespace: callers trim user
// input themselves, so a stray character in API data is caught, not guessed.
const YUAN_PATTERN = /^(-)?(\d+)(?:\.(\d+))?$/;

// Float arithmetic on rates leaves noise such as 0.57 * 100 = 56.99999999999999;
// flooring that to 56 would cheat the buyer out of a fen that was never a real
// fraction. Differences this small relative to the value are treated as noise.
const FLOAT_NOISE_ULPS = 16;

function withoutNegativeZero(value: number): number {
  return value === 0 ? 0 : value;
}

function assertIntegerFen(fen: number, what: string): void {
  if (!Number.isSafeInteger(fen)) {
    throw new RangeError(`${what} must be a safe integer number of fen, got ${String(fen)}`);
  }
}

/**
 * Reads a yuan amount ("12.5", "12.50", 12.5, "-3", "0.07") as integer fen,
 * exactly: the decimal digits are read as text, never multiplied as floats.
 * A number is read by its shortest decimal form (what `String()` prints), so
 * 19.99 is 1999 fen, while a computed float such as 0.1 + 0.2 is not a whole
 * number of fen and is rejected: compute in fen instead.
 * More than 2 decimals is accepted only when the extra digits are zeros.
 * Returns null for anything that is not such an amount.
 */
export function parseYuan(value: string | number): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // Exponent forms ("1e-7", "1e+21") fail the pattern below, as they should:
    // the first is not whole fen, the second is beyond safe integers.
    text = String(value);
  } else if (typeof value === 'string') {
    text = value;
  } else {
    return null;
  }
  const match = YUAN_PATTERN.exec(text);
  if (!match) return null;
  const minus = match[1];
  const whole = match[2] ?? '';
  const fraction = match[3] ?? '';
  if (/[1-9]/.test(fraction.slice(2))) return null;
  const fen = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (!Number.isSafeInteger(fen)) return null;
  return minus ? withoutNegativeZero(-fen) : fen;
}

/** Like {@link parseYuan}, but throws a RangeError for invalid input. */
export function yuanToFen(value: string | number): number {
  const fen = parseYuan(value);
  if (fen === null) {
    throw new RangeError(`Not a yuan amount: ${JSON.stringify(value)}`);
  }
  return fen;
}

/**
 * Rounds a fen value down to a whole fen (towards negative infinity), so
 * totals never show more than the buyer owes (docs/product/constants.md). Float noise from rate
 * arithmetic snaps to the nearest fen instead of losing one.
 */
export function floorFen(value: number): number {
  if (!Number.isFinite(value)) {
    throw new RangeError(`Cannot floor a non-finite fen value: ${String(value)}`);
  }
  const nearest = Math.round(value);
  const noise = Math.max(1, Math.abs(value)) * Number.EPSILON * FLOAT_NOISE_ULPS;
  if (Math.abs(value - nearest) <= noise) return withoutNegativeZero(nearest);
  return withoutNegativeZero(Math.floor(value));
}

/**
 * Fen as a yuan string with exactly 2 decimals ("12.50", "-0.05").
 * A fractional fen is first rounded down (docs/product/constants.md); a non-finite value throws,
 * because a price that is NaN is a bug upstream, not something to display.
 */
export function fenToYuan(fen: number): string {
  const whole = floorFen(fen);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}${Math.floor(abs / 100)}.${cents}`;
}

/** Display price: "¥12.50"; a negative amount puts the sign first: "-¥3.00". */
export function formatPrice(fen: number): string {
  const yuan = fenToYuan(fen);
  return yuan.startsWith('-') ? `-¥${yuan.slice(1)}` : `¥${yuan}`;
}

/**
 * The one way money is shown: a 2-decimal yuan string from the API (or a
 * number of yuan) as formatPrice writes fen, "¥12.50" / "-¥3.00". A value
 * that is not an amount is shown as given after the ¥, not hidden.
 */
export function formatYuan(yuan: string | number): string {
  const fen = parseYuan(yuan);
  return fen === null ? `¥${yuan}` : formatPrice(fen);
}

/** Unit price times quantity; both must be integers, so the product is exact. */
export function multiplyFen(priceFen: number, quantity: number): number {
  assertIntegerFen(priceFen, 'priceFen');
  if (!Number.isSafeInteger(quantity)) {
    throw new RangeError(`quantity must be an integer, got ${String(quantity)}`);
  }
  const product = withoutNegativeZero(priceFen * quantity);
  assertIntegerFen(product, 'priceFen * quantity');
  return product;
}

/**
 * Applies a rate such as 0.95 (95 %, "9.5折") to a fen amount, rounding the
 * result down (docs/product/constants.md). The rate is read by its shortest decimal form and applied
 * as an exact fraction, so 0.57 of 100 fen is 57, not 56.
 */
export function applyRate(fen: number, rate: number): number {
  assertIntegerFen(fen, 'fen');
  if (!Number.isFinite(rate) || rate < 0) {
    throw new RangeError(`rate must be a finite number >= 0, got ${String(rate)}`);
  }
  const match = /^(\d+)(?:\.(\d+))?$/.exec(String(rate));
  if (!match) {
    // Exponent notation: only tiny rates such as 1e-7 get here; float is fine.
    return floorFen(fen * rate);
  }
  const fraction = match[2] ?? '';
  const numerator = BigInt(fen) * BigInt(`${match[1] ?? '0'}${fraction}`);
  const denominator = 10n ** BigInt(fraction.length);
  let quotient = numerator / denominator;
  // BigInt division truncates towards zero; money rounds towards -infinity.
  if (numerator % denominator !== 0n && numerator < 0n) quotient -= 1n;
  const result = Number(quotient);
  assertIntegerFen(result, 'fen * rate');
  return withoutNegativeZero(result);
}
