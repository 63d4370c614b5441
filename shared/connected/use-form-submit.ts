import { useCallback, useRef, useState, type RefObject } from 'react';
import { applyEffect } from '../api/effects';
import { isApiError } from '../api/errors';
import { fieldMessages } from '../api/form-failure';

/** One message per field, plus `form` for what belongs to no field the form shows. */
export type FormErrors<F extends string> = Partial<Record<F | 'form', string>>;

export interface FormSubmitOptions<F extends string> {
  /** Called with the first field (in the form's order) that has a message, to move focus there. */
  focus?: (field: F) => void;
  /**
   * Failures other than a 422 (too many tries, network, 5xx) as a message at
   * the top of the form instead of the client's failure alert (docs/product/errors.md) or toast: for forms
   * like login where a dialog over the form would hide what to fix.
   */
  inlineFailures?: boolean;
}

/** How a submit ended: the call's value, or the messages now shown (empty when nothing was sent or the failure went to the failure effect (docs/product/errors.md)). */
export type FormResult<F extends string, T> = { ok: true; value: T } | { ok: false; errors: FormErrors<F> };

export interface FormSubmit<F extends string> {
  errors: FormErrors<F>;
  submitting: boolean;
  /** Drops the messages of fields the buyer has just edited (and the form-level one): they described the old value. */
  clear: (...fields: F[]) => void;
  /**
   * Submits once: the local check's messages first (nothing is sent while
   * there are any); then the call, ignoring presses while it runs. A 422
   * lands on its fields (a field the form does not show goes to `form`);
   * anything else gets the client's usual effect (docs/product/errors.md) or, with
   * `inlineFailures`, a form-level message.
   */
  submit: <T>(check: FormErrors<F>, send: () => Promise<T>) => Promise<FormResult<F, T>>;
}

const NETWORK_MESSAGE = '网络异常，请检查网络后重试';

/**
 * The one form toolkit of the site and the widgets: every form that sends
 * something to the API (login, passwords, addresses, returns…) submits
 * through it, so a 422 reads the same everywhere (docs/product/validation.md: the first message
 * of each field, at the field) and a double press never sends twice.
 */
export function useFormSubmit<F extends string>(fields: readonly F[], options: FormSubmitOptions<F> = {}): FormSubmit<F> {
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const [submitting, setSubmitting] = useState(false);
  // A ref as well as state: two presses in one frame both see the state before either re-renders.
  const busy = useRef(false);
  const { focus, inlineFailures = false } = options;

  const show = useCallback(
    (found: FormErrors<F>) => {
      setErrors(found);
      const first = fields.find((field) => found[field]);
      if (first) focus?.(first);
    },
    [fields, focus],
  );

  const clear = useCallback((...names: F[]) => {
    setErrors((prev) => {
      if (!names.some((name) => prev[name]) && !prev.form) return prev;
      const next = { ...prev };
      for (const name of names) delete next[name];
      delete next.form;
      return next;
    });
  }, []);

  const submit = useCallback(
    async <T>(check: FormErrors<F>, send: () => Promise<T>): Promise<FormResult<F, T>> => {
      if (busy.current) return { ok: false, errors: {} };
      if (Object.values(check).some(Boolean)) {
        show(check);
        return { ok: false, errors: check };
      }
      busy.current = true;
      setSubmitting(true);
      setErrors({});
      try {
        return { ok: true, value: await send() };
      } catch (error) {
        if (!isApiError(error)) throw error;
        if (error.kind === 'aborted') return { ok: false, errors: {} };
        const messages = fieldMessages(error) ?? {};
        const found: FormErrors<F> = {};
        for (const [field, message] of Object.entries(messages)) {
          if ((fields as readonly string[]).includes(field)) found[field as F] = message;
          else found.form ??= message;
        }
        if (Object.keys(found).length === 0) {
          if (!inlineFailures) {
            applyEffect(error);
            return { ok: false, errors: {} };
          }
          found.form = error.kind === 'http' ? error.message : NETWORK_MESSAGE;
        }
        show(found);
        return { ok: false, errors: found };
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [fields, inlineFailures, show],
  );

  return { errors, submitting, clear, submit };
}

/** A form's ref and, for useFormSubmit's `focus`, the control named as the field with the first message. */
export function useFocusByName(): { form: RefObject<HTMLFormElement | null>; focus: (name: string) => void } {
  const form = useRef<HTMLFormElement>(null);
  const focus = useCallback((name: string) => form.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus(), []);
  return { form, focus };
}
