import { useId, useState } from 'react';
import { checkPhone, handleFormFailure, isApiError, updateUserInfo } from '../../../shared/api';
import { SendCodeButton } from '../../../shared/connected/send-code-button';
import { getBus } from '../../../shared/bus';
import type { UserState } from '../../../shared/contract/user';
import { isMobilePhone } from '../../../shared/domain';
import { setUser } from '../../../shared/store';

type Field = 'phone' | 'code';
type Errors = Partial<Record<Field, string>>;

/**
 * 更换手机号 on /zhzx/basic: the new number is checked free
 * (GET /api/user/phone/{value}), a code goes to it (create_code,
 * change_phone), and updateUserInfo saves it with that code. Errors sit
 * under their field.
 */
export function PhoneChange({ user, onDone }: { user: UserState; onDone: () => void }) {
  const id = useId();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const phoneProblem = async (value: string): Promise<string | null> => {
    if (!value) return '请填写新手机号';
    if (!isMobilePhone(value)) return '手机号格式不正确';
    if (value === user.phone) return '新手机号不能与当前手机号相同';
    const { available } = await checkPhone(value);
    return available ? null : '该手机号已被其他账号使用';
  };

  const fail = (failure: unknown) => {
    if (!isApiError(failure)) throw failure;
    const fields = handleFormFailure(failure);
    if (fields) setErrors({ phone: fields.phone ?? fields.value, code: fields.code });
  };

  const save = async () => {
    const value = phone.trim();
    if (!value || !isMobilePhone(value)) return setErrors({ phone: value ? '手机号格式不正确' : '请填写新手机号' });
    if (!/^[0-9]{6}$/.test(code.trim())) return setErrors({ code: code.trim() ? '验证码为6位数字' : '请输入短信验证码' });
    setSaving(true);
    try {
      setUser(await updateUserInfo({ name: user.name, phone: value, code: code.trim() }, { silent: true }));
      getBus().emit('ui:toast', { message: '手机号已更换', kind: 'success' });
      onDone();
    } catch (failure) {
      fail(failure);
    } finally {
      setSaving(false);
    }
  };

  const described = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);
  const error = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="ys-field-error" role="alert">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form
      className="ys-ac-phone"
      aria-label="更换手机号"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="ys-ac-phone__row">
        <label htmlFor={`${id}-phone`}>新手机号</label>
        <div>
          <div className="ys-ac-inline">
            <input
              id={`${id}-phone`}
              className="ys-input"
              inputMode="numeric"
              autoComplete="tel"
              maxLength={11}
              value={phone}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the buyer just asked to change the number
              autoFocus
              aria-invalid={Boolean(errors.phone)}
              aria-describedby={described('phone')}
              onChange={(event) => setPhone(event.currentTarget.value)}
            />
            <SendCodeButton
              phone={phone}
              purpose="change_phone"
              check={phoneProblem}
              onPhoneError={(message) => setErrors((prev) => ({ ...prev, phone: message }))}
              onSent={() => {
                getBus().emit('ui:toast', { message: '验证码已发送到新手机号', kind: 'success' });
                document.getElementById(`${id}-code`)?.focus();
              }}
            />
          </div>
          {error('phone')}
        </div>
      </div>
      <div className="ys-ac-phone__row">
        <label htmlFor={`${id}-code`}>验证码</label>
        <div>
          <input
            id={`${id}-code`}
            className="ys-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            aria-invalid={Boolean(errors.code)}
            aria-describedby={described('code')}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
          {error('code')}
        </div>
      </div>
      <div className="ys-ac-actions">
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
