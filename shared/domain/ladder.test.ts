import { describe, expect, it } from 'vitest';
import { LADDER_TYPE_UP_TO, ladderLabels, ladderUnitPrice } from './ladder';

const BASE = 1000;
// Listed out of order on purpose: tiers are sorted by number before use.
const TIERS = [
  { number: 50, price: 850 },
  { number: 10, price: 900 },
  { number: 100, price: 800 },
];

describe('ladderUnitPrice', () => {
  it('docs/product/entities.md: ladder_price_type 1 is the "up to N" type', () => {
    expect(LADDER_TYPE_UP_TO).toBe(1);
  });

  it.each([
    { quantity: 1, price: 900 },
    { quantity: 10, price: 900 },
    { quantity: 11, price: 850 },
    { quantity: 50, price: 850 },
    { quantity: 51, price: 800 },
    { quantity: 100, price: 800 },
    { quantity: 101, price: 800 },
    { quantity: 5000, price: 800 },
  ])('docs/product/entities.md: type 1 = up to N tiers — quantity $quantity costs $price', ({ quantity, price }) => {
    expect(ladderUnitPrice(BASE, TIERS, 1, quantity)).toBe(price);
  });

  it.each([
    { type: 0, quantity: 1, price: BASE },
    { type: 0, quantity: 9, price: BASE },
    { type: 0, quantity: 10, price: 900 },
    { type: 0, quantity: 49, price: 900 },
    { type: 0, quantity: 50, price: 850 },
    { type: 0, quantity: 99, price: 850 },
    { type: 0, quantity: 100, price: 800 },
    { type: 0, quantity: 5000, price: 800 },
    { type: 2, quantity: 50, price: 850 },
    { type: null, quantity: 10, price: 900 },
    { type: undefined, quantity: 100, price: 800 },
  ])('docs/product/entities.md: other type ($type) = from N tiers — quantity $quantity costs $price', ({ type, quantity, price }) => {
    expect(ladderUnitPrice(BASE, TIERS, type, quantity)).toBe(price);
  });

  it.each([
    { tiers: [], type: 1, quantity: 5, price: BASE, why: 'no tiers, up to' },
    { tiers: [], type: 0, quantity: 5, price: BASE, why: 'no tiers, from' },
    { tiers: null, type: 0, quantity: 5, price: BASE, why: 'null tiers' },
    { tiers: undefined, type: 1, quantity: 5, price: BASE, why: 'missing tiers' },
    {
      tiers: [
        { number: 0, price: 1 },
        { number: Number.NaN, price: 2 },
        { number: 10, price: Number.NaN },
        { number: 20, price: 700 },
      ],
      type: 0,
      quantity: 30,
      price: 700,
      why: 'invalid tiers ignored',
    },
    {
      tiers: [
        { number: 10, price: 900 },
        { number: 10, price: 500 },
      ],
      type: 0,
      quantity: 10,
      price: 900,
      why: 'duplicate number: first listed kept (from)',
    },
    {
      tiers: [
        { number: 10, price: 900 },
        { number: 10, price: 500 },
      ],
      type: 1,
      quantity: 10,
      price: 900,
      why: 'duplicate number: first listed kept (up to)',
    },
  ])('docs/product/entities.md: $why → $price', ({ tiers, type, quantity, price }) => {
    expect(ladderUnitPrice(BASE, tiers, type, quantity)).toBe(price);
  });
});

describe('ladderLabels', () => {
  it.each([
    {
      type: 1,
      unit: '盒',
      rows: [
        { number: 10, price: 900, label: '1-10盒' },
        { number: 50, price: 850, label: '11-50盒' },
        { number: 100, price: 800, label: '51盒以上' },
      ],
    },
    {
      type: 0,
      unit: '盒',
      rows: [
        { number: 10, price: 900, label: '10盒起' },
        { number: 50, price: 850, label: '50盒起' },
        { number: 100, price: 800, label: '100盒起' },
      ],
    },
    {
      type: 0,
      unit: undefined,
      rows: [
        { number: 10, price: 900, label: '10起' },
        { number: 50, price: 850, label: '50起' },
        { number: 100, price: 800, label: '100起' },
      ],
    },
  ])('docs/product/entities.md: ladder_price_type $type labels in $unit', ({ type, unit, rows }) => {
    expect(ladderLabels(TIERS, type, unit)).toEqual(rows);
  });

  it.each([
    {
      tiers: [
        { number: 1, price: 950 },
        { number: 2, price: 900 },
        { number: 5, price: 850 },
      ],
      labels: ['1瓶', '2瓶', '3瓶以上'],
      why: 'a one-unit range reads as the single quantity',
    },
    { tiers: [], labels: [], why: 'no tiers, no rows' },
  ])('docs/product/entities.md: type 1 ranges — $why', ({ tiers, labels }) => {
    expect(ladderLabels(tiers, 1, '瓶').map((row) => row.label)).toEqual(labels);
  });
});
