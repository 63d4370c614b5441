import { z } from 'zod';

/**
 * The one response shape of every API call: `{ code, message, data }`.
 * 422 answers add `errors`, field → Chinese messages, in the order the
 * fields appear in the form, so "the first message of the first field" is
 * well defined (docs/product/validation.md, docs/product/errors.md).
 */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
  errors?: FieldErrors;
}

export type FieldErrors = Record<string, string[]>;

/** Paged lists (Laravel-style, as the spec's pages expect). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.strictObject({
    current_page: z.number(),
    data: z.array(item),
    per_page: z.number(),
    total: z.number(),
    last_page: z.number(),
  });
}

export interface Page<T> {
  current_page: number;
  data: T[];
  per_page: number;
  total: number;
  last_page: number;
}

export function pageOf<T>(rows: T[], total: number, page: number, perPage: number): Page<T> {
  return {
    current_page: page,
    data: rows,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

/** The first message of the first field error (docs/product/validation.md "Form errors (422)"). */
export function firstFieldError(errors: FieldErrors | undefined): string | undefined {
  if (!errors) return undefined;
  for (const messages of Object.values(errors)) {
    if (messages && messages.length > 0) return messages[0];
  }
  return undefined;
}
