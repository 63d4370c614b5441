import { useState } from 'react';
import { TextField } from '../ui/text-field';
import { SendCodeButton, type SendCodeButtonProps } from './send-code-button';

type PhoneCodeField = 'phone' | 'code';

export interface PhoneCodeFieldsProps {
  purpose: SendCodeButtonProps['purpose'];
  /** The form's values of the two fields. */
  values: Record<PhoneCodeField, string>;
  /** A field typed into: the form keeps the value and drops that field's message. */
  onChange: (field: PhoneCodeField, value: string) => void;
  /** The form's own messages for the two fields (its check, or the server's 422). */
  errors: Partial<Record<PhoneCodeField, string>>;
  /** Pressing 获取验证码 is acting again: the form drops its old messages on the two fields (the phone's, 请输入短信验证码). */
  clear: (...fields: PhoneCodeField[]) => void;
  /** Refuses a number before a code is sent (e.g. already registered): the message, or null. */
  check?: SendCodeButtonProps['check'];
  phonePlaceholder?: string;
}

/**
 * 手机号 and 短信验证码 with 获取验证码: the first step of registration,
 * forgot password and the like. 获取验证码's own refusal (an empty or
 * malformed number, a registered one, too many tries) shows on the phone
 * field until it is pressed again.
 */
export function PhoneCodeFields({ purpose, values, onChange, errors, clear, check, phonePlaceholder }: PhoneCodeFieldsProps) {
  const [sendError, setSendError] = useState('');
  const digits = { inputMode: 'numeric', stacked: false } as const;
  return (
    <>
      <TextField
        {...digits}
        label="手机号"
        name="phone"
        autoComplete="tel"
        max={11}
        placeholder={phonePlaceholder}
        value={values.phone}
        error={sendError || errors.phone}
        onChange={(value) => {
          setSendError('');
          onChange('phone', value);
        }}
      />
      <TextField
        {...digits}
        label="短信验证码"
        name="code"
        autoComplete="one-time-code"
        max={6}
        placeholder="6位验证码"
        value={values.code}
        error={errors.code}
        onChange={(value) => onChange('code', value)}
        addon={
          <SendCodeButton
            phone={values.phone}
            purpose={purpose}
            className="yp-btn yp-onb-code-btn"
            check={check}
            onPhoneError={(message) => {
              clear('phone', 'code');
              setSendError(message);
            }}
          />
        }
      />
    </>
  );
}
