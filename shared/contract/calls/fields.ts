import { z } from 'zod';
import { isPhone } from '../../domain/validation';

/**
 * Field schemas the order-side calls share. Form bodies arrive through qs,
 * so numbers come as strings: every number is coerced, and every message is
 * the Chinese text the buyer sees (spec §5: the first message of the first
 * field error).
 */
export const page = z.coerce.number({ error: '页码必须是数字' }).int('页码必须是整数').min(1, '页码最小为1').max(10000, '页码过大').default(1);

export const perPage = (fallback: number) =>
  z.coerce.number({ error: '每页条数必须是数字' }).int('每页条数必须是整数').min(1, '每页至少1条').max(100, '每页最多100条').default(fallback);

/**
 * The largest value of a PostgreSQL `integer` column: every id and count is
 * one, and a bigger number in a query is a database error, so ids and
 * references are capped here and answer 422 instead.
 */
export const DB_INT_MAX = 2_147_483_647;

export const id = (label: string) =>
  z.coerce.number({ error: `${label}必须是数字` }).int(`${label}必须是整数`).positive(`${label}必须大于0`).max(DB_INT_MAX, `${label}不存在`);

/** An optional reference where 0 means none (coupon_id, ck_id …). */
export const optionalRef = (label: string) =>
  z.coerce.number({ error: `${label}必须是数字` }).int(`${label}必须是整数`).min(0, `${label}不能为负数`).max(DB_INT_MAX, `${label}不存在`).optional().default(0);

export const flag = (label: string) =>
  z.coerce.number({ error: `${label}只能是0或1` }).int(`${label}只能是0或1`).min(0, `${label}只能是0或1`).max(1, `${label}只能是0或1`);

// C0 controls except tab, line feed and carriage return (a remark may have several lines).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Trimmed text with a length limit; `required` gives the message for an empty value. */
export const text = (label: string, max: number, required?: string) => {
  // NUL cannot be stored in PostgreSQL text; other control characters have no place in a form field either.
  const base = z
    .string({ error: `${label}格式不正确` })
    .trim()
    .max(max, `${label}不能超过${max}个字符`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), `${label}包含不允许的字符`);
  return required ? base.min(1, required) : base.optional().default('');
};

export const phone = z
  .string({ error: '请填写联系电话' })
  .trim()
  .min(1, '请填写联系电话')
  .refine(isPhone, '联系电话格式不正确（手机号或区号-座机号）');

/** ids as `ids[0]=1&ids[1]=2`, `ids=1` or "1,2". */
export const idList = (label: string, empty: string, max = 500) =>
  z.preprocess(
    (value) => (typeof value === 'string' || typeof value === 'number' ? String(value).split(',').filter(Boolean) : value),
    z.array(id(label), { error: empty }).min(1, empty).max(max, `一次最多${max}项`),
  );

/** A 10-digit second timestamp (spec §9), as a query filter. */
export const seconds = (label: string) =>
  z.coerce.number({ error: `${label}格式不正确` }).int(`${label}格式不正确`).min(0, `${label}格式不正确`).max(4_102_444_800, `${label}格式不正确`);
