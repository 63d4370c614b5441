import { describe, expect, it } from 'vitest';
import { hasControlCharacter, normaliseLineBreaks, readInteger, readMoneyFen } from './canonical';

describe('readInteger', () => {
  it.each([
    ['0', 0],
    ['7', 7],
    ['10', 10],
    ['-12', -12],
    ['2147483647', 2147483647],
    ['9007199254740991', 9007199254740991],
    [10, 10],
    [-0, 0],
    [0, 0],
  ])('reads %j as %j', (input, expected) => {
    expect(readInteger(input)).toBe(expected);
  });

  it.each([
    '1e1',
    '0x10',
    '0b11',
    '0o7',
    '+5',
    ' 5',
    '5 ',
    '5\u0000',
    '٥', // Arabic-Indic five
    '５', // full-width five
    '007',
    '-0',
    '1.0',
    '1.5',
    '',
    '-',
    'NaN',
    'Infinity',
    '9007199254740993',
    '1_000',
    10.5,
    1e21,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    true,
    null,
    undefined,
    ['1'],
    { $gt: '' },
  ])('refuses %j', (input) => {
    expect(readInteger(input)).toBeNull();
  });
});

describe('readMoneyFen', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['0.07', 7],
    ['0', 0],
    ['-3', -300],
    [12.5, 1250],
    [19.99, 1999],
    [0, 0],
  ])('reads %j as %j fen', (input, expected) => {
    expect(readMoneyFen(input)).toBe(expected);
  });

  it.each([
    '12.345',
    '12.',
    '.5',
    '1e2',
    '0x10',
    '+1',
    ' 1',
    '1 ',
    '01',
    '12.500',
    '1,000',
    '',
    '٥',
    12.345,
    0.1 + 0.2,
    1e21,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    true,
    null,
    ['1'],
  ])('refuses %j', (input) => {
    expect(readMoneyFen(input)).toBeNull();
  });
});

describe('hasControlCharacter', () => {
  it.each([
    ['plain 文字', false, false],
    ['a\u0000b', false, true],
    ['a\u0000b', true, true],
    ['line\nbreak', false, true],
    ['line\nbreak', true, false],
    ['tab\there', false, true],
    ['tab\there', true, false],
    ['bell\u0007', true, true],
    ['escape\u001b[31m', true, true],
    ['del\u007f', true, true],
    ['c1\u0085', true, true],
    ['cr\r', true, true],
  ])('%j (multi-line %j) → %j', (input, multiline, expected) => {
    expect(hasControlCharacter(input, multiline)).toBe(expected);
  });

  it('reads Windows and old Mac line breaks as \\n', () => {
    expect(normaliseLineBreaks('a\r\nb\rc\nd')).toBe('a\nb\nc\nd');
  });
});
