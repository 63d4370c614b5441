import { useId, useRef, useState } from 'react';
import { SendCodeButton } from '../../../shared/connected/send-code-button';
import { schemaErrors } from '../../../shared/connected/schema-errors';
import { useFormSubmit, type FormErrors } from '../../../shared/connected/use-form-submit';
import { getBus } from '../../../shared/bus';
import type { UserState } from '../../../shared/contract/user';
import { isMobilePhone } from '../../../shared/domain';
import { setUser } from '../../../shared/store';
import { accountApi } from '../../../shared/api/resources/account';

const FIELDS = ['phone', 'code'] as const;
type Field = (typeof FIELDS)[number];

/**
 * 更换手机号 on /zhzx/basic: the new number is checked free
 * (GET /api/user/phone/{value}), a code goes to it (create_code,
 * change_phone), and updateUserInfo saves it with that code, through the
 * form toolkit (useFormSubmit): errors sit under their field, a message for
 * a field not shown at the top.
 */
export function PhoneChange({ user, onDone }: { user: UserState; onDone: () => void }) {
  const id = useId();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  // The send-code button's own complaint about the number (taken, malformed), apart from the submit's messages.
  const [sendError, setSendError] = useState('');
  // A ref, not getElementById: inside <yp-account-centre> the input is in a shadow root.
  const codeInput = useRef<HTMLInputElement>(null);
  const phoneInput = useRef<HTMLInputElement>(null);
  const {
    errors,
    submitting: saving,
    clear,
    submit,
  } = useFormSubmit(FIELDS, {
    focus: (field) => (field === 'phone' ? phoneInput : codeInput).current?.focus(),
  });
  const shown: FormErrors<Field> = { ...errors, phone: errors.phone ?? (sendError || undefined) };

  const phoneProblem = async (value: string): Promise<string | null> => {
    if (!value) return '请填写新手机号';
    if (!isMobilePhone(value)) return '手机号格式不正确';
    if (value === user.phone) return '新手机号不能与当前手机号相同';
    const { available } = await accountApi.phoneAvailability({ value });
    return available ? null : '该手机号已被其他账号使用';
  };

  const save = async () => {
    const value = phone.trim();
    const input = { name: user.name, phone: value, code: code.trim() };
    // The call's own schema, loaded on the first submit so zod stays out of the first load.
    const { updateUserInfoInput } = await import('../../../shared/contract/calls/user-info-input');
    const found = schemaErrors(updateUserInfoInput, input, FIELDS);
    // The call takes no code while the phone stays; this form always changes it, so the code is needed here.
    if (!found.phone && !found.code && !input.code) found.code = '请输入短信验证码';
    setSendError('');
    const result = await submit(found, () => accountApi.updateUserInfo(input, { silent: true }));
    if (!result.ok) return;
    setUser(result.value);
    getBus().emit('ui:toast', { message: '手机号已更换', kind: 'success' });
    onDone();
  };

  const described = (field: Field) => (shown[field] ? `${id}-${field}-error` : undefined);
  const error = (field: Field) =>
    shown[field] ? (
      <p id={`${id}-${field}-error`} className="yp-field-error" role="alert">
        {shown[field]}
      </p>
    ) : null;

  return (
    <form
      className="yp-ac-phone"
      aria-label="更换手机号"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {errors.form ? (
        <p className="yp-field-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className="yp-ac-phone__row">
        <label htmlFor={`${id}-phone`}>新手机号</label>
        <div>
          <div className="yp-ac-inline">
            <input
              ref={phoneInput}
              id={`${id}-phone`}
              className="yp-input"
              inputMode="numeric"
              autoComplete="tel"
              maxLength={11}
              value={phone}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the buyer just asked to change the number
              autoFocus
              aria-invalid={Boolean(shown.phone)}
              aria-describedby={described('phone')}
              onChange={(event) => {
                setPhone(event.currentTarget.value);
                setSendError('');
                clear('phone');
              }}
            />
            <SendCodeButton
              phone={phone}
              purpose="change_phone"
              check={phoneProblem}
              onPhoneError={(message) => {
                clear('phone');
                setSendError(message);
              }}
              onSent={() => {
                getBus().emit('ui:toast', { message: '验证码已发送到新手机号', kind: 'success' });
                codeInput.current?.focus();
              }}
            />
          </div>
          {error('phone')}
        </div>
      </div>
      <div className="yp-ac-phone__row">
        <label htmlFor={`${id}-code`}>验证码</label>
        <div>
          <input
            ref={codeInput}
            id={`${id}-code`}
            className="yp-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            aria-invalid={Boolean(errors.code)}
            aria-describedby={described('code')}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              clear('code');
            }}
          />
          {error('code')}
        </div>
      </div>
      <div className="yp-ac-actions">
        <button type="submit" className="yp-btn yp-btn--primary" disabled={saving} aria-busy={saving}>
          {saving ? '保存中…' : '确认更换'}
        </button>
        <button type="button" className="yp-btn" onClick={onDone}>
          取消
        </button>
      </div>
    </form>
  );
}
