import { describe, expect, it } from 'vitest';
import { applyRate, fenToYuan, floorFen, formatPrice, formatYuan, multiplyFen, parseYuan, yuanToFen } from './money';

describe('parseYuan', () => {
  // docs/product/constants.md: money is exact; design: "Money is integer fen"
  it.each([
    { input: '12.5', fen: 1250 },
    { input: '12.50', fen: 1250 },
    { input: 12.5, fen: 1250 },
    { input: '12', fen: 1200 },
    { input: 12, fen: 1200 },
    { input: '0.07', fen: 7 },
    { input: 0.07, fen: 7 },
    { input: '19.99', fen: 1999 },
    { input: 19.99, fen: 1999 },
    { input: 0.57, fen: 57 },
    { input: '0', fen: 0 },
    { input: '-0.00', fen: 0 },
    { input: '-3.2', fen: -320 },
    { input: -0.05, fen: -5 },
    { input: '12.500', fen: 1250 },
    { input: '012.30', fen: 1230 },
    { input: '90071992547409.91', fen: 9007199254740991 },
  ])('docs/product/constants.md: reads $input as $fen fen exactly', ({ input, fen }) => {
    expect(parseYuan(input)).toBe(fen);
  });

  it.each([
    { input: '', why: 'empty' },
    { input: 'abc', why: 'not a number' },
    { input: '12.345', why: 'fraction of a fen' },
    { input: 0.1 + 0.2, why: 'float noise is not whole fen' },
    { input: ' 12.50', why: 'whitespace is not trimmed' },
    { input: '+12', why: 'explicit plus' },
    { input: '.5', why: 'missing whole part' },
    { input: '12.', why: 'dangling point' },
    { input: '1,200.00', why: 'thousands separator' },
    { input: '¥12.50', why: 'currency sign' },
    { input: Number.NaN, why: 'NaN' },
    { input: Number.POSITIVE_INFINITY, why: 'Infinity' },
    { input: 1e21, why: 'exponent form, beyond safe integers' },
    { input: '90071992547410.00', why: 'beyond safe integer fen' },
  ])('returns null for $why', ({ input }) => {
    expect(parseYuan(input)).toBeNull();
  });
});

describe('yuanToFen', () => {
  it.each([
    { input: '0.07', fen: 7 },
    { input: 19.99, fen: 1999 },
  ])('docs/product/constants.md: converts $input to $fen', ({ input, fen }) => {
    expect(yuanToFen(input)).toBe(fen);
  });

  it.each(['', 'x', '1.001', Number.NaN])('throws RangeError for %s', (input) => {
    expect(() => yuanToFen(input)).toThrow(RangeError);
  });
});

describe('floorFen', () => {
  it.each([
    { value: 1250, fen: 1250, why: 'whole fen unchanged' },
    { value: 1250.99, fen: 1250, why: 'fraction rounded down' },
    { value: 1250.01, fen: 1250, why: 'small fraction rounded down' },
    { value: 0.5, fen: 0, why: 'half a fen is dropped' },
    { value: -0.5, fen: -1, why: 'negative rounds towards -infinity' },
    { value: -0.0000001, fen: -1, why: 'any negative fraction goes down' },
    { value: 0.57 * 100, fen: 57, why: 'float noise below a whole fen snaps up' },
    { value: 19.99 * 100, fen: 1999, why: 'float noise 1998.9999999999998' },
    { value: 0.07 * 100, fen: 7, why: 'float noise above a whole fen snaps down' },
    { value: -0, fen: 0, why: 'no negative zero' },
  ])('docs/product/constants.md: totals rounded down to 2 decimals — $why', ({ value, fen }) => {
    expect(floorFen(value)).toBe(fen);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('throws for %s', (value) => {
    expect(() => floorFen(value)).toThrow(RangeError);
  });
});

describe('fenToYuan / formatPrice', () => {
  it.each([
    { fen: 1250, yuan: '12.50', price: '¥12.50' },
    { fen: 1200, yuan: '12.00', price: '¥12.00' },
    { fen: 7, yuan: '0.07', price: '¥0.07' },
    { fen: 0, yuan: '0.00', price: '¥0.00' },
    { fen: -0, yuan: '0.00', price: '¥0.00' },
    { fen: -5, yuan: '-0.05', price: '-¥0.05' },
    { fen: -1250, yuan: '-12.50', price: '-¥12.50' },
    { fen: 123456789, yuan: '1234567.89', price: '¥1234567.89' },
    { fen: 1250.9, yuan: '12.50', price: '¥12.50' },
  ])('docs/product/constants.md: prices shown with 2 decimals — $fen fen is $yuan', ({ fen, yuan, price }) => {
    expect(fenToYuan(fen)).toBe(yuan);
    expect(formatPrice(fen)).toBe(price);
  });

  it.each([Number.NaN, Number.NEGATIVE_INFINITY])('throws for %s', (fen) => {
    expect(() => fenToYuan(fen)).toThrow(RangeError);
    expect(() => formatPrice(fen)).toThrow(RangeError);
  });
});

describe('multiplyFen', () => {
  it.each([
    { price: 1250, quantity: 3, fen: 3750 },
    { price: 1999, quantity: 10, fen: 19990 },
    { price: 7, quantity: 0, fen: 0 },
    { price: -100, quantity: 2, fen: -200 },
  ])('docs/product/constants.md: quantity x price — $price x $quantity = $fen', ({ price, quantity, fen }) => {
    expect(multiplyFen(price, quantity)).toBe(fen);
  });

  it.each([
    { price: 12.5, quantity: 1 },
    { price: 100, quantity: 1.5 },
    { price: Number.NaN, quantity: 1 },
    { price: Number.MAX_SAFE_INTEGER, quantity: 2 },
  ])('throws for $price x $quantity', ({ price, quantity }) => {
    expect(() => multiplyFen(price, quantity)).toThrow(RangeError);
  });
});

describe('applyRate', () => {
  it.each([
    { fen: 1000, rate: 0.95, result: 950 },
    { fen: 999, rate: 0.95, result: 949 }, // 949.05 rounded down
    { fen: 100, rate: 0.57, result: 57 }, // not 56 from 56.99999999999999
    { fen: 2000, rate: 0.57, result: 1140 },
    { fen: 333, rate: 0.5, result: 166 }, // 166.5 rounded down
    { fen: 1999, rate: 0.94, result: 1879 }, // 1879.06, /welfare 94%
    { fen: 1000, rate: 1, result: 1000 },
    { fen: 1000, rate: 0, result: 0 },
    { fen: 1000, rate: 1.1, result: 1100 },
    { fen: -999, rate: 0.95, result: -950 }, // -949.05 rounds towards -infinity
    { fen: 100, rate: 1e-7, result: 0 },
  ])('docs/product/constants.md: rounds down — $fen x $rate = $result', ({ fen, rate, result }) => {
    expect(applyRate(fen, rate)).toBe(result);
  });

  it.each([
    { fen: 1000, rate: -0.5 },
    { fen: 1000, rate: Number.NaN },
    { fen: 10.5, rate: 0.9 },
  ])('throws for $fen x $rate', ({ fen, rate }) => {
    expect(() => applyRate(fen, rate)).toThrow(RangeError);
  });
});

describe('formatYuan', () => {
  it('shows an API yuan string the way formatPrice shows fen', () => {
    expect(formatYuan('12.50')).toBe('¥12.50');
    expect(formatYuan('8')).toBe('¥8.00');
    expect(formatYuan('-3.00')).toBe('-¥3.00');
    expect(formatYuan(0)).toBe('¥0.00');
  });

  it('shows what is not an amount as given rather than hiding it', () => {
    expect(formatYuan('面议')).toBe('¥面议');
  });
});
