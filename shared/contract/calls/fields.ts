import { z } from 'zod';
import { isPhone, isPhoneOrEmail } from '../../domain/validation';
import { hasControlCharacter, normaliseLineBreaks, readInteger, readMoneyFen } from './canonical';

/**
 * The field schemas every call of the contract is built from, and the only
 * way a number or a piece of text is read from a request (the server's own
 * routes use them too). Form bodies and query strings arrive through qs, so
 * numbers come as strings; JSON bodies bring numbers. Both are read by
 * canonical.ts: one way to write a number, no coercion (Number() reads
 * "0x10" as 16 and "" as 0). Every message is the Chinese text the buyer
 * sees (docs/product/validation.md: the first message of the first field error).
 *
 * The browser builds leave a schema out unless a form imports it
 * (scripts/build/contract-for-browser.ts); a form that does validates with
 * these same builders and messages.
 */

/**
 * The largest value of a PostgreSQL `integer` column: every id and count is
 * one, and a bigger number in a query is a database error, so ids and
 * references are capped here and answer 422 instead.
 */
export const DB_INT_MAX = 2_147_483_647;

export interface IntegerRule {
  min: number;
  max: number;
  /** Not a number written canonically ("abc", "0x10", "1e1", " 5", true …). */
  invalid: string;
  /** A fraction ("1.5", 1.5); default `invalid`. */
  fraction?: string;
  /** Absent or empty when required; default `invalid`. */
  required?: string;
  /** Below min; default `invalid`. */
  tooSmall?: string;
  /** Above max (also past the safe-integer range); default `invalid`. */
  tooBig?: string;
}

// A decimal fraction or a fractional JSON number: "is not whole" is the helpful message.
const FRACTION = /^-?[0-9]+\.[0-9]+$/;
// A canonical integer too long to be safe is still "too big", not "not a number".
const LONG_INTEGER = /^-?[1-9][0-9]{15,}$/;

type Context = z.core.$RefinementCtx<unknown>;

function fail(ctx: Context, value: unknown, message: string): never {
  ctx.addIssue({ code: 'custom', message, input: value });
  return z.NEVER;
}

/** The integer rule applied to one present value: the number, or the message refusing it. */
function checkInteger(value: number | string, rule: IntegerRule): { ok: number } | { refused: string } {
  if (value === '') return { refused: rule.required ?? rule.invalid };
  const n = readInteger(value);
  if (n === null) {
    const text = String(value);
    if (LONG_INTEGER.test(text) || (typeof value === 'number' && Number.isInteger(value))) {
      return { refused: text.startsWith('-') ? (rule.tooSmall ?? rule.invalid) : (rule.tooBig ?? rule.invalid) };
    }
    const fractional = typeof value === 'number' ? Number.isFinite(value) : FRACTION.test(value);
    return { refused: fractional ? (rule.fraction ?? rule.invalid) : rule.invalid };
  }
  if (n < rule.min) return { refused: rule.tooSmall ?? rule.invalid };
  if (n > rule.max) return { refused: rule.tooBig ?? rule.invalid };
  return { ok: n };
}

function integerOf(value: number | string, rule: IntegerRule, ctx: Context): number {
  const checked = checkInteger(value, rule);
  return 'ok' in checked ? checked.ok : fail(ctx, value, checked.refused);
}

const numberOrString = (rule: { invalid: string; required?: string }) =>
  z.union([z.number(), z.string()], { error: (issue) => (issue.input === undefined ? (rule.required ?? rule.invalid) : rule.invalid) });

/** A required integer: a JSON safe integer or a canonical decimal string within [min, max]. */
export const integer = (rule: IntegerRule) => numberOrString(rule).transform((value, ctx) => integerOf(value, rule, ctx));

/** An optional integer: absent or empty (a blank form field) reads as `fallback`. */
export const optionalInteger = <F extends number | undefined>(rule: IntegerRule, fallback: F) =>
  numberOrString(rule)
    .optional()
    .transform((value, ctx): number | F => (value === undefined || value === '' ? fallback : integerOf(value, rule, ctx)));

function choiceOf<V extends number>(values: readonly V[], message: string) {
  const rule: IntegerRule = { min: Math.min(...values), max: Math.max(...values), invalid: message };
  const pick = (value: number | string, ctx: Context): V => {
    const checked = checkInteger(value, rule);
    return 'ok' in checked && (values as readonly number[]).includes(checked.ok) ? (checked.ok as V) : fail(ctx, value, message);
  };
  return { rule, pick };
}

/** One of a few integer codes (a type, a status). */
export const integerChoice = <const V extends number>(values: readonly V[], message: string) => {
  const { rule, pick } = choiceOf(values, message);
  return numberOrString(rule).transform((value, ctx) => pick(value, ctx));
};

/** integerChoice that may be left out: absent or empty → `fallback`. */
export const optionalIntegerChoice = <const V extends number, F extends V | undefined>(values: readonly V[], message: string, fallback: F) => {
  const { rule, pick } = choiceOf(values, message);
  return numberOrString(rule)
    .optional()
    .transform((value, ctx): V | F => (value === undefined || value === '' ? fallback : pick(value, ctx)));
};

export const page = optionalInteger(
  { min: 1, max: 10000, invalid: '页码必须是数字', fraction: '页码必须是整数', tooSmall: '页码最小为1', tooBig: '页码过大' },
  1,
);

export const perPage = (fallback: number) =>
  optionalInteger(
    { min: 1, max: 100, invalid: '每页条数必须是数字', fraction: '每页条数必须是整数', tooSmall: '每页至少1条', tooBig: '每页最多100条' },
    fallback,
  );

const idRule = (label: string): IntegerRule => ({
  min: 1,
  max: DB_INT_MAX,
  invalid: `${label}必须是数字`,
  fraction: `${label}必须是整数`,
  tooSmall: `${label}必须大于0`,
  tooBig: `${label}不存在`,
});

/** A row id (1 … DB_INT_MAX); `required`: the message when absent or empty (a file not yet uploaded). */
export const id = (label: string, required?: string) => integer(required ? { ...idRule(label), required } : idRule(label));

/** An id that may be left out: absent or empty → undefined (a filter not applied). */
export const optionalId = (label: string) => optionalInteger(idRule(label), undefined);

/** An optional reference where 0 means none (coupon_id, ck_id …); absent or empty → 0. */
export const optionalRef = (label: string) => optionalInteger({ ...idRule(label), min: 0, tooSmall: `${label}不能为负数` }, 0);

/** A count the buyer types (quantities): 1 … max. */
export const quantity = (label: string, max: number, tooBig = `${label}过大`) =>
  integer({ min: 1, max, invalid: `${label}必须是数字`, fraction: `${label}必须是整数`, tooSmall: `${label}必须大于0`, tooBig });

const flagRule = (label: string): IntegerRule => ({ min: 0, max: 1, invalid: `${label}只能是0或1` });

/** A required 0/1 flag: "0", "1", 0 or 1 (not true/false, not "01"). */
export const flag = (label: string) => integer(flagRule(label));

/** An optional 0/1 flag: absent or empty → `fallback` (undefined: not given). */
export const optionalFlag = <F extends 0 | 1 | undefined>(label: string, fallback: F) => optionalInteger(flagRule(label), fallback);

/** A 10-digit second timestamp (docs/product/constants.md), as a query filter; absent or empty → undefined. */
export const seconds = (label: string) => optionalInteger({ min: 0, max: 4_102_444_800, invalid: `${label}格式不正确` }, undefined);

/**
 * An optional yuan amount: a canonical decimal string with at most 2
 * decimals ("12", "12.5", "12.50") or a finite JSON number like it, within
 * [0, max] yuan. Read as yuan (a number); absent or empty → undefined.
 */
export const money = (label: string, max: number) =>
  z
    .union([z.number(), z.string()], { error: `${label}格式不正确` })
    .optional()
    .transform((value, ctx): number | undefined => {
      if (value === undefined || value === '') return undefined;
      const fen = readMoneyFen(value);
      if (fen === null) return fail(ctx, value, `${label}格式不正确，最多两位小数`);
      if (fen < 0) return fail(ctx, value, `${label}不能为负数`);
      if (fen > max * 100) return fail(ctx, value, `${label}过大`);
      return fen / 100;
    });

/** ids as `ids[0]=1&ids[1]=2`, `ids=1` or "1,2" (an empty piece, as in "1,,2", is refused). */
export const idList = (label: string, empty: string, max = 500, tooMany = `一次最多${max}项`) =>
  z.preprocess(
    (value) => (value === '' ? [] : typeof value === 'string' ? value.split(',') : typeof value === 'number' ? [value] : value),
    z.array(id(label), { error: empty }).min(1, empty).max(max, tooMany),
  );

interface TextOptions {
  /** Remarks and descriptions: keeps line breaks (\r\n read as \n) and tabs. */
  multiline?: boolean;
  /** Leading and trailing whitespace is dropped (default); passwords keep theirs. */
  trim?: boolean;
  /** The message past max; default 「label不能超过max个字符」. */
  tooLong?: string;
}

function textBase(label: string, max: number, required: string | undefined, options: TextOptions) {
  const { multiline = false, trim = true, tooLong = `${label}不能超过${max}个字符` } = options;
  return z
    .string({ error: (issue) => (issue.input === undefined && required ? required : `${label}格式不正确`) })
    .transform((value, ctx) => {
      const kept = multiline ? normaliseLineBreaks(value) : value;
      if (hasControlCharacter(kept, multiline)) return fail(ctx, value, `${label}包含不允许的字符`);
      return trim ? kept.trim() : kept;
    })
    .pipe(z.string().max(max, tooLong));
}

const requiredText = (label: string, max: number, required: string, options: TextOptions) =>
  textBase(label, max, required, options).pipe(z.string().min(1, required));

const optionalText = (label: string, max: number, options: TextOptions) => textBase(label, max, undefined, options).optional().default('');

/**
 * Text with a length limit; `required` gives the message for an empty value,
 * otherwise absent reads as ''. NUL cannot be stored in PostgreSQL text and
 * no other control character has a place in a form field, so they are
 * refused (422), never stripped: what is stored is what was sent.
 */
export function text(label: string, max: number): ReturnType<typeof optionalText>;
export function text(label: string, max: number, required: string, options?: TextOptions): ReturnType<typeof requiredText>;
export function text(label: string, max: number, required: undefined, options?: TextOptions): ReturnType<typeof optionalText>;
export function text(label: string, max: number, required?: string, options: TextOptions = {}) {
  return required ? requiredText(label, max, required, options) : optionalText(label, max, options);
}

/** text() for remarks and descriptions: line breaks and tabs kept. */
export function multilineText(label: string, max: number): ReturnType<typeof optionalText>;
export function multilineText(label: string, max: number, required: string, options?: Omit<TextOptions, 'multiline'>): ReturnType<typeof requiredText>;
export function multilineText(label: string, max: number, required?: string, options: Omit<TextOptions, 'multiline'> = {}) {
  return required ? requiredText(label, max, required, { ...options, multiline: true }) : optionalText(label, max, { ...options, multiline: true });
}

/** A document number we issued (payment no.): letters and digits only, nothing to trim. */
export const documentNumber = (label: string, max = 40) =>
  z
    .string({ error: `${label}不能为空` })
    .min(1, `${label}不能为空`)
    .max(max, `${label}不正确`)
    .regex(/^[A-Za-z0-9]+$/, `${label}不正确`);

export const phone = text('联系电话', 40, '请填写联系电话').refine(isPhone, '联系电话格式不正确（手机号或区号-座机号）');

/** An optional contact (联系方式, 手机号或邮箱): empty, a phone number or an email. */
export const optionalPhoneOrEmail = (label: string, max: number, message: string) =>
  text(label, max).refine((value) => value === '' || isPhoneOrEmail(value), message);
