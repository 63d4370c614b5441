/**
 * The one reading of numbers and text that arrive from outside (form fields,
 * query strings, path segments, JSON). Pure functions, no zod: fields.ts
 * builds the contract's schemas on them, and they are table-tested alone.
 *
 * Why strict: `Number()` (what zod's number coercion does) reads "0x10" as 16,
 * "1e1" as 10, " 5 " as 5, "" as 0 and "0b11" as 3, so a value no form
 * would send reached the database as a different number than the text
 * said. Here a number is written one way only: ASCII digits, an optional
 * minus, no leading zeros, no sign "+", no exponent, no whitespace.
 */

// "0", "7", "-12"; not "-0", "007", "+5", "1e1", "0x10", " 5", "５", "٥".
// 16 digits at most: longer cannot be a safe integer (the range check below
// still decides for 16).
const CANONICAL_INTEGER = /^(?:0|-?[1-9][0-9]{0,15})$/;

// "12", "12.5", "12.50", "0.07"; at most 2 decimals (fen), at most 13 whole
// digits, so the fen amount is always a safe integer.
const CANONICAL_MONEY = /^(-)?(0|[1-9][0-9]{0,12})(?:\.([0-9]{1,2}))?$/;

/**
 * A JSON number or a canonical decimal string as an integer; null for
 * anything else (other types, fractions, non-safe integers, every other way
 * of writing a number). -0 reads as 0.
 */
export function readInteger(value: unknown): number | null {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && CANONICAL_INTEGER.test(value)) n = Number(value);
  else return null;
  if (!Number.isSafeInteger(n)) return null;
  return n === 0 ? 0 : n;
}

/**
 * A yuan amount as integer fen: a canonical decimal string with at most 2
 * decimals ("12", "12.5", "12.50"), or a finite JSON number whose shortest
 * form is one (12.5 yes; 12.345, 1e21 and 0.1 + 0.2 no). Null otherwise.
 */
export function readMoneyFen(value: unknown): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value === 0 ? 0 : value);
  } else if (typeof value === 'string') {
    text = value;
  } else {
    return null;
  }
  const match = CANONICAL_MONEY.exec(text);
  if (!match) return null;
  const fen = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(fen)) return null;
  return match[1] && fen !== 0 ? -fen : fen;
}

// C0 controls, DEL and C1 controls. Tab and line feed are allowed in
// multi-line fields (remarks, descriptions, chat), whose \r\n and \r line
// breaks are first read as \n; single-line fields allow none of them.
// eslint-disable-next-line no-control-regex
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

/** True when the text holds a character no form field should carry. */
export function hasControlCharacter(value: string, multiline: boolean): boolean {
  return (multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(value);
}

/** Windows (\r\n) and old Mac (\r) line breaks as \n: what a textarea means. */
export function normaliseLineBreaks(value: string): string {
  return value.replace(/\r\n?/g, '\n');
}
