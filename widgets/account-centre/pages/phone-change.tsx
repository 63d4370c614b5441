import { useId, useState } from 'react';
import { SendCodeButton } from '../../../shared/connected/send-code-button';
import { schemaErrors } from '../../../shared/connected/schema-errors';
import { useFocusByName, useFormSubmit, type FormErrors } from '../../../shared/connected/use-form-submit';
import { getBus } from '../../../shared/bus';
import type { UserState } from '../../../shared/contract/user';
import { setUser } from '../../../shared/store';
import { Field, FormActions, FormError } from '../../../shared/ui';
import { accountApi } from '../../../shared/api/resources/account';

const FIELDS = ['phone', 'code'] as const;
type FieldName = (typeof FIELDS)[number];

/**
 * 更换手机号 on /zhzx/basic: the new number is checked free
 * (GET /api/user/phone/{value}), a code goes to it (create_code,
 * change_phone), and updateUserInfo saves it with that code, through the
 * form toolkit (useFormSubmit): errors sit under their field, a message for
 * a field not shown at the top.
 */
export function PhoneChange({ user, onDone }: { user: UserState; onDone: () => void }) {
  const id = useId();
  const [values, setValues] = useState({ phone: '', code: '' });
  // The send-code button's own complaint about the number (taken, malformed), apart from the submit's messages.
  const [sendError, setSendError] = useState('');
  // Found in the form, not with getElementById: inside <yp-account-centre> the inputs are in a shadow root.
  const { form, focus } = useFocusByName();
  const { errors, submitting: saving, clear, submit } = useFormSubmit(FIELDS, { focus });
  const shown: FormErrors<FieldName> = { ...errors, phone: errors.phone ?? (sendError || undefined) };

  // After the code call's own check of the number (empty, malformed): what only this form knows of it.
  const phoneProblem = async (value: string): Promise<string | null> => {
    if (value === user.phone) return '新手机号不能与当前手机号相同';
    const { available } = await accountApi.phoneAvailability({ value });
    return available ? null : '该手机号已被其他账号使用';
  };

  const save = async () => {
    const input = { name: user.name, phone: values.phone.trim(), code: values.code.trim() };
    // The call's own schema as this form uses it (always a new phone, so with its code), loaded on the first
    // submit so zod stays out of the first load.
    const { changePhoneInput } = await import('../../../shared/contract/calls/user-info-input');
    setSendError('');
    const result = await submit(schemaErrors(changePhoneInput, input, FIELDS), () => accountApi.updateUserInfo(input, { silent: true }));
    if (!result.ok) return;
    setUser(result.value);
    getBus().emit('ui:toast', { message: '手机号已更换', kind: 'success' });
    onDone();
  };

  const input = (field: FieldName, extra: { autoComplete: string; maxLength: number; autoFocus?: boolean }) => (
    <input
      id={`${id}-${field}`}
      className="yp-input"
      name={field}
      inputMode="numeric"
      value={values[field]}
      aria-invalid={Boolean(shown[field])}
      aria-describedby={shown[field] ? `${id}-${field}-error` : undefined}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((prev) => ({ ...prev, [field]: value }));
        if (field === 'phone') setSendError('');
        clear(field);
      }}
      {...extra}
    />
  );

  return (
    <form
      ref={form}
      className="yp-ac-phone"
      aria-label="更换手机号"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <FormError message={errors.form} />
      <Field id={`${id}-phone`} label="新手机号" error={shown.phone} controlClassName="">
        <div className="yp-ac-inline">
          {/* The buyer just asked to change the number: it takes focus. */}
          {input('phone', { autoComplete: 'tel', maxLength: 11, autoFocus: true })}
          <SendCodeButton
            phone={values.phone}
            purpose="change_phone"
            check={phoneProblem}
            onPhoneError={(message) => {
              clear('phone');
              setSendError(message);
            }}
            onSent={() => {
              getBus().emit('ui:toast', { message: '验证码已发送到新手机号', kind: 'success' });
              focus('code');
            }}
          />
        </div>
      </Field>
      <Field id={`${id}-code`} label="验证码" error={errors.code} controlClassName="">
        {input('code', { autoComplete: 'one-time-code', maxLength: 6 })}
      </Field>
      <FormActions submit="确认更换" busy={saving} busyLabel="保存中…" className="yp-ac-actions">
        <button type="button" className="yp-btn" onClick={onDone}>
          取消
        </button>
      </FormActions>
    </form>
  );
}
