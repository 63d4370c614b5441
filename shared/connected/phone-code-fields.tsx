import { useState } from 'react';
import { Field } from '../ui/form-field';
import { SendCodeButton, type SendCodeButtonProps } from './send-code-button';

export interface PhoneCodeFieldsProps {
  /** The form's useId(): the inputs are `${id}-phone` and `${id}-code`. */
  id: string;
  purpose: SendCodeButtonProps['purpose'];
  phone: string;
  code: string;
  onPhone: (value: string) => void;
  onCode: (value: string) => void;
  /** The form's own messages for the two fields (its check, or the server's 422). */
  errors: { phone?: string | undefined; code?: string | undefined };
  /** Pressing 获取验证码 is acting again: the form drops its old messages on the two fields (the phone's, 请输入短信验证码). */
  onSendAnswered?: () => void;
  /** Refuses a number before a code is sent (e.g. already registered): the message, or null. */
  check?: SendCodeButtonProps['check'];
  phonePlaceholder?: string;
}

/**
 * 手机号 and 短信验证码 with 获取验证码: the first step of registration,
 * forgot password and the like. 获取验证码's own refusal (a registered
 * number, too many tries) shows on the phone field until it is pressed again.
 */
export function PhoneCodeFields({ id, purpose, phone, code, onPhone, onCode, errors, onSendAnswered, check, phonePlaceholder }: PhoneCodeFieldsProps) {
  const [sendError, setSendError] = useState('');
  const phoneError = sendError || errors.phone;
  return (
    <>
      <Field id={`${id}-phone`} label="手机号" error={phoneError}>
        <input
          id={`${id}-phone`}
          className="yp-input"
          name="phone"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          placeholder={phonePlaceholder}
          value={phone}
          aria-invalid={Boolean(phoneError)}
          onChange={(event) => {
            setSendError('');
            onPhone(event.currentTarget.value);
          }}
        />
      </Field>
      <Field id={`${id}-code`} label="短信验证码" error={errors.code}>
        <div className="yp-onb-code">
          <input
            id={`${id}-code`}
            className="yp-input"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="6位验证码"
            value={code}
            aria-invalid={Boolean(errors.code)}
            onChange={(event) => onCode(event.currentTarget.value)}
          />
          <SendCodeButton
            phone={phone}
            purpose={purpose}
            className="yp-btn yp-onb-code-btn"
            check={check}
            onPhoneError={(message) => {
              onSendAnswered?.();
              setSendError(message);
            }}
          />
        </div>
      </Field>
    </>
  );
}
