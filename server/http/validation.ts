import { z } from 'zod';
import type { FieldErrors } from '../../shared/contract/envelope';
import { Code } from '../../shared/contract/codes';
import { AppError } from '../errors';

// zod's own Chinese locale covers length, range and format messages. Its
// wording for a wrong or missing type ("无效输入：期望 string，实际接收
// undefined") reads as a programmer's note, so those two cases get plain
// words. Messages a call's schema sets itself always win over this map.
const zhCN = z.locales.zhCN().localeError;

const chineseErrorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined || issue.input === null || issue.input === '') return '此项为必填项';
    return '格式不正确';
  }
  return zhCN(issue);
};

/** Issue path → field key: `params.0.goods_id`; a problem with the whole body is under `body`. */
function fieldOf(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'body' : path.map(String).join('.');
}

/** Field → messages, fields in the order the schema reports them (docs/product/validation.md: the first message of the first field). */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

export function validationError(issues: readonly z.core.$ZodIssue[]): AppError {
  const errors = fieldErrorsOf(issues);
  const first = Object.values(errors)[0]?.[0] ?? '提交的信息有误';
  return new AppError(Code.VALIDATION, first, errors);
}

/** Parses input against a call's schema; bad input becomes one 422 AppError. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { error: chineseErrorMap });
  if (!result.success) throw validationError(result.error.issues);
  return result.data;
}
