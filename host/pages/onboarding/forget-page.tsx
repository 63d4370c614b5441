import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { PhoneCodeFields } from '../../../shared/connected/phone-code-fields';
import { schemaErrors } from '../../../shared/connected/schema-errors';
import { useFocusByName, useFormSubmit, type FormErrors } from '../../../shared/connected/use-form-submit';
import { FormActions, FormError, Steps, TextField } from '../../../shared/ui';
import './onboarding.css';
import { StepForm } from './step-form';
import { onboardingApi } from '../../../shared/api/resources/onboarding';

const STEPS = ['验证手机号', '设置新密码', '完成'] as const;
const PHONE_FIELDS = ['phone', 'code'] as const;
// code: a refused code (used up meanwhile) is shown with a way back to step 1.
const PASSWORD_FIELDS = ['password', 'repeat', 'code'] as const;

/** What step 1 hands to step 2: the phone and its checked (unspent) code, in the history entry's state only. */
interface Verified {
  phone: string;
  code: string;
}

/**
 * 忘记密码 /forget/step1..3: the phone and an SMS code (checked, not yet
 * spent), then the new password (POST /api/user/resetPassword spends the
 * code and ends every session of the account), then done. Step 2 without
 * step 1's state (a reload, a typed address) goes back to step 1.
 */
export default function ForgetPage() {
  const step = useLocation().pathname.split('/').pop();
  const current = step === 'step2' ? 1 : step === 'step3' ? 2 : 0;
  return (
    <div className="yp-container yp-onb">
      <h1 className="yp-onb__title">找回密码</h1>
      <Steps steps={STEPS} current={current} label="找回密码步骤" />
      <div className="yp-onb__card">{current === 0 ? <StepPhone /> : current === 1 ? <StepPassword /> : <StepDone />}</div>
    </div>
  );
}

function StepPhone() {
  const navigate = useNavigate();
  const [values, setValues] = useState({ phone: '', code: '' });
  const { form, focus } = useFocusByName();
  const { errors, submitting: busy, clear, submit } = useFormSubmit(PHONE_FIELDS, { focus });

  const send = async () => {
    const input = { phone: values.phone.trim(), type: 'reset' as const, code: values.code.trim() };
    // The call's own schema, loaded on the first submit so zod stays out of the page's first load.
    const { checkCodeInput } = await import('../../../shared/contract/calls/account-fields');
    const result = await submit(schemaErrors(checkCodeInput, input, PHONE_FIELDS), () => onboardingApi.checkCode(input, { silent: true }));
    if (result.ok) void navigate('/forget/step2', { state: { phone: input.phone, code: input.code } satisfies Verified });
  };

  return (
    <StepForm formRef={form} onSend={send}>
      <PhoneCodeFields
        purpose="reset"
        values={values}
        onChange={(field, value) => {
          setValues((prev) => ({ ...prev, [field]: value }));
          clear(field);
        }}
        errors={errors}
        clear={clear}
        phonePlaceholder="请输入注册时的手机号"
      />
      <FormError message={errors.form} />
      <FormActions submit="下一步" busy={busy} busyLabel="验证中…" className="yp-onb-form__actions">
        <Link to="/login">返回登录</Link>
      </FormActions>
    </StepForm>
  );
}

function StepPassword() {
  const navigate = useNavigate();
  const verified = useLocation().state as Verified | null;
  const [values, setValues] = useState({ password: '', repeat: '' });
  const { form, focus } = useFocusByName();
  const { errors, submitting: busy, clear, submit } = useFormSubmit(PASSWORD_FIELDS, { focus });
  if (!verified?.phone || !verified.code) return <Navigate to="/forget/step1" replace />;

  const send = async () => {
    const { password, repeat } = values;
    const { resetPasswordInput } = await import('../../../shared/contract/calls/account-fields');
    const found: FormErrors<(typeof PASSWORD_FIELDS)[number]> = schemaErrors(resetPasswordInput, { ...verified, password }, PASSWORD_FIELDS);
    // The repeat is the form's own field: the call never sees it.
    if (!found.password && repeat !== password) found.repeat = '两次输入的密码不一致';
    const result = await submit(found, () => onboardingApi.resetPassword({ phone: verified.phone, code: verified.code, password }, { silent: true }));
    if (result.ok) void navigate('/forget/step3', { replace: true });
  };
  const password = (name: 'password' | 'repeat', label: string, hint?: string) => (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete="new-password"
      max={64}
      stacked={false}
      hint={hint}
      value={values[name]}
      error={errors[name]}
      onChange={(value) => {
        setValues((prev) => ({ ...prev, [name]: value }));
        clear(name);
      }}
    />
  );

  return (
    <StepForm formRef={form} onSend={send}>
      <p className="yp-onb__note">正在为手机号 {verified.phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2')} 重置密码，重置后所有设备上的登录都将退出。</p>
      {password('password', '新密码', '至少8位，须同时包含字母和数字，不能与用户名或手机号相同')}
      {password('repeat', '确认新密码')}
      {errors.code ? (
        <p className="yp-field-error" role="alert">
          {errors.code}，<Link to="/forget/step1">重新验证手机号</Link>
        </p>
      ) : null}
      <FormError message={errors.form} />
      <FormActions submit="确认重置" busy={busy} busyLabel="提交中…" className="yp-onb-form__actions" />
    </StepForm>
  );
}

function StepDone() {
  return (
    <div className="yp-onb-done" role="status">
      <h2>密码重置成功</h2>
      <p>所有设备上的登录均已退出，请使用新密码重新登录。</p>
      <Link to="/login" className="yp-btn yp-btn--primary">
        立即登录
      </Link>
    </div>
  );
}
