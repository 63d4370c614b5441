import { useId, useRef, useState, type ReactNode } from 'react';
import { schemaErrors } from '../../../shared/connected/schema-errors';
import { useFormSubmit, type FormErrors } from '../../../shared/connected/use-form-submit';
import { getBus } from '../../../shared/bus';
import type { PayPasswordState } from '../../../shared/contract/pay-password';
import { formatDate, PAY_PASSWORD_MESSAGES } from '../../../shared/domain';
import { AsyncView, Field, FormActions, FormError, PayPasswordInput, useAsync } from '../../../shared/ui';
import { focusById } from '../focus-field';
import { payPasswordApi } from '../../../shared/api/resources/pay-password';

/** How the buyer proves it is them: the old 支付密码, or the login password when it is forgotten (or never set). */
type Proof = 'old' | 'login';
type FieldName = 'old_pay_password' | 'login_password' | 'pay_password' | 'repeat';
const FIELDS = ['old_pay_password', 'login_password', 'pay_password', 'repeat'] as const satisfies readonly FieldName[];

/**
 * /zhzx/zfmm (支付密码, account centre): the 6-digit password wallet
 * payments ask for. Change it with the old one, or reset it with the login
 * password when forgotten; a buyer without one can set it here too (the pay
 * page offers the same on first use).
 */
export function PayPasswordPage() {
  const state = useAsync(() => payPasswordApi.payPasswordState(), []);

  const body = (
    <AsyncView state={state} errorText="支付密码信息加载失败">
      {(data) => <PayPasswordForm key={data.set_at} state={data} onSaved={state.reload} />}
    </AsyncView>
  );

  return (
    <>
      <section className="yp-orders__panel" aria-labelledby="paypwd-title">
        <div className="yp-orders__panel-head">
          <h1 id="paypwd-title" className="yp-orders__title">
            支付密码
            <span className="yp-orders__sub">余额支付时需要输入的6位数字密码</span>
          </h1>
        </div>
        {body}
      </section>
    </>
  );
}

/**
 * The form's messages before anything is sent: the call's own schema (loaded on the first submit, so zod stays
 * out of the first load), then the repeat, the form's own field that the call never sees.
 */
async function check(isSet: boolean, proof: Proof, secret: string, password: string, repeat: string): Promise<FormErrors<FieldName>> {
  const { payPasswordChangeInput, payPasswordSetInput } = await import('../../../shared/contract/calls/pay-password-input');
  const found = !isSet
    ? schemaErrors(payPasswordSetInput, { login_password: secret, pay_password: password }, FIELDS)
    : schemaErrors(payPasswordChangeInput, { [proof === 'old' ? 'old_pay_password' : 'login_password']: secret, pay_password: password }, FIELDS);
  if (!found.pay_password && repeat !== password) found.repeat = PAY_PASSWORD_MESSAGES.mismatch;
  return found;
}

function PayPasswordForm({ state, onSaved }: { state: PayPasswordState; onSaved: () => void }) {
  const id = useId();
  const isSet = state.is_set === 1;
  const [proof, setProof] = useState<Proof>(isSet ? 'old' : 'login');
  const [secret, setSecret] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const focus = (name: FieldName) => focusById(form, `${id}-${name}`);
  const { errors, submitting: saving, clear, submit } = useFormSubmit(FIELDS, { focus });
  const secretField: FieldName = proof === 'old' ? 'old_pay_password' : 'login_password';

  const switchProof = (next: Proof) => {
    setProof(next);
    setSecret('');
    clear(...FIELDS);
  };

  const save = async () => {
    const result = await submit(await check(isSet, proof, secret, password, repeat), async () => {
      if (!isSet) await payPasswordApi.payPasswordSet({ login_password: secret, pay_password: password }, { silent: true });
      else if (proof === 'old') await payPasswordApi.payPasswordChange({ old_pay_password: secret, pay_password: password }, { silent: true });
      else await payPasswordApi.payPasswordChange({ login_password: secret, pay_password: password }, { silent: true });
    });
    if (result.ok) {
      getBus().emit('ui:toast', { message: isSet ? '支付密码修改成功' : '支付密码设置成功', kind: 'success' });
      onSaved();
    } else if (result.errors[secretField]) {
      // A refused secret is typed again from scratch.
      setSecret('');
    }
  };

  const field = (name: FieldName, label: string, input: ReactNode) => (
    <Field id={`${id}-${name}`} label={label} error={errors[name]} stacked className="yp-site-addr-form__field">
      {input}
    </Field>
  );
  const aria = (name: FieldName) => ({
    id: `${id}-${name}`,
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <div className="yp-paypwd">
      <p className="yp-paypwd__state" role="status">
        {isSet ? `已设置（${formatDate(state.set_at, true)} 设置）` : '尚未设置支付密码，设置后即可使用余额支付'}
        {state.locked_until > 0 ? (
          <strong className="yp-paypwd__locked">错误次数过多，支付密码已锁定，请于 {formatDate(state.locked_until, true)} 后再试</strong>
        ) : null}
      </p>
      {isSet ? (
        <div className="yp-paypwd__modes" role="group" aria-label="验证方式">
          <button
            type="button"
            className={proof === 'old' ? 'yp-btn yp-btn--primary' : 'yp-btn'}
            aria-pressed={proof === 'old'}
            onClick={() => switchProof('old')}
          >
            用原支付密码修改
          </button>
          <button
            type="button"
            className={proof === 'login' ? 'yp-btn yp-btn--primary' : 'yp-btn'}
            aria-pressed={proof === 'login'}
            onClick={() => switchProof('login')}
          >
            忘记支付密码（用登录密码重置）
          </button>
        </div>
      ) : null}
      <form
        ref={form}
        className="yp-site-addr-form yp-paypwd__form"
        aria-label={isSet ? (proof === 'old' ? '修改支付密码' : '重置支付密码') : '设置支付密码'}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {proof === 'old'
          ? field(
              'old_pay_password',
              '原支付密码',
              <PayPasswordInput
                name="old_pay_password"
                className="yp-input yp-paypwd__digits"
                value={secret}
                onChange={setSecret}
                {...aria('old_pay_password')}
              />,
            )
          : field(
              'login_password',
              '登录密码',
              <input
                name="login_password"
                className="yp-input yp-paypwd__login"
                type="password"
                autoComplete="current-password"
                maxLength={128}
                value={secret}
                onChange={(event) => setSecret(event.currentTarget.value)}
                {...aria('login_password')}
              />,
            )}
        {field(
          'pay_password',
          '新的支付密码',
          <PayPasswordInput name="pay_password" className="yp-input yp-paypwd__digits" value={password} onChange={setPassword} {...aria('pay_password')} />,
        )}
        {field(
          'repeat',
          '再次输入新的支付密码',
          <PayPasswordInput name="repeat_pay_password" className="yp-input yp-paypwd__digits" value={repeat} onChange={setRepeat} {...aria('repeat')} />,
        )}
        <p className="yp-site-addr-form__hint">6位数字；不能是相同或连续的数字（如111111、123456），也不能是手机号后6位。连续输错5次将锁定15分钟。</p>
        <FormError message={errors.form} />
        <FormActions submit={isSet ? '确认修改' : '确认设置'} busy={saving} busyLabel="保存中…" />
      </form>
    </div>
  );
}
