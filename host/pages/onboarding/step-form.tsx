import type { ReactNode, RefObject } from 'react';

export interface StepFormProps {
  /** Sends the step: its own check first (the call's schema), then the call. */
  onSend: () => Promise<void>;
  /** The form, for moving focus to the field with the first message (useFocusByName). */
  formRef?: RefObject<HTMLFormElement | null>;
  /** The licences' table needs the card's whole width. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * One step of registration or 忘记密码: Enter or the step's button sends it, without the browser's own
 * checks, since the step checks with its call's schema and shows the messages under the fields.
 */
export function StepForm({ onSend, formRef, wide = false, children }: StepFormProps) {
  return (
    <form
      ref={formRef}
      className={wide ? 'yp-onb-form yp-onb-form--wide' : 'yp-onb-form'}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSend();
      }}
    >
      {children}
    </form>
  );
}
