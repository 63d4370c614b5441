import { firstMessages } from '../domain/address';
import { applyEffect } from './effects';
import { isApiError, type ApiError } from './errors';

/**
 * The one form toolkit for API failures (widgets and host pages alike):
 * forms call the API silently and sort the failure here: a 422
 * with field errors shows each first message at its field (spec §8, §5),
 * anything else gets the client's usual §8 effect (login, alert, toast).
 * Returns the field messages, or null when the failure was not a form error.
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
