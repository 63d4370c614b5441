import { firstMessages } from '../domain/address';
import { applyEffect } from './effects';
import { isApiError, type ApiError } from './errors';

/**
 * A failure sorted the way useFormSubmit (shared/connected/use-form-submit.ts,
 * the one form toolkit: every form submits through it) sorts it: a 422's
 * first message per field, anything else the client's usual failure effect (docs/product/errors.md).
 * Returns the field messages, or null when the failure was not a form error.
 *
 * Kept for the checkout's two payment-bearing submits alone (confirm-step's
 * 提交订单, pay-step's 支付): they must read the raw failure as well as its
 * messages, to decide the idempotency key (a definite refusal starts a new
 * attempt, a lost answer keeps the key for the retry) and to reload the
 * order when a 422 names no field, which the toolkit's result does not carry.
 * A new form uses useFormSubmit.
 */
export function handleFormFailure(error: unknown): Record<string, string> | null {
  if (!isApiError(error)) return null;
  const fields = fieldMessages(error);
  if (fields) return fields;
  if (error.kind !== 'aborted') applyEffect(error);
  return null;
}

/** A 422's first message per field, or null when the failure is not one (the rule useFormSubmit shares). */
export function fieldMessages(error: ApiError): Record<string, string> | null {
  if (error.status !== 422 && error.code !== 422) return null;
  const fields = firstMessages(error.errors);
  return Object.keys(fields).length > 0 ? fields : null;
}
