import type { FormErrors } from './use-form-submit';

/** What a form needs of a zod schema: its safeParse (a type only: this module loads no zod). */
interface Checkable {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * A form's value checked with its call's input schema, as the form's field messages: the first message of
 * each field (docs/product/validation.md), a nested field as `kind.number`; a message for a field the form
 * does not show goes to `form`. Empty when the value is valid. The result is what useFormSubmit's submit
 * takes as its check, so a form shows the contract's own Chinese messages before anything is sent.
 */
export function schemaErrors<F extends string>(schema: Checkable, value: unknown, fields: readonly F[]): FormErrors<F> {
  const result = schema.safeParse(value);
  const found: FormErrors<F> = {};
  if (result.success) return found;
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if ((fields as readonly string[]).includes(field)) found[field as F] ??= issue.message;
    else found.form ??= issue.message;
  }
  return found;
}
