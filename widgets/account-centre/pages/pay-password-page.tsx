import { useId, useRef, useState, type ReactNode } from 'react';
import { useFormSubmit } from '../../../shared/connected/use-form-submit';
import { getBus } from '../../../shared/bus';
import type { PayPasswordState } from '../../../shared/contract/pay-password';
import { formatDate, PAY_PASSWORD_MESSAGES, payPasswordProblem } from '../../../shared/domain';
import { AsyncView, PayPasswordInput, useAsync } from '../../../shared/ui';
import { focusById } from '../focus-field';
import { payPasswordApi } from '../../../shared/api/resources/pay-password';

/** How the buyer proves it is them: the old 支付密码, or the login password when it is forgotten (or never set). */
type Proof = 'old' | 'login';
type Field = 'old_pay_password' | 'login_password' | 'pay_password' | 'repeat';
type Errors = Partial<Record<Field, string>>;
const FIELDS = ['old_pay_password', 'login_password', 'pay_password', 'repeat'] as const satisfies readonly Field[];

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

function validate(proof: Proof, secret: string, password: string, repeat: string): Errors {
  const errors: Errors = {};
  if (proof === 'old' && !/^[0-9]{6}$/.test(secret)) errors.old_pay_password = '请输入6位数字的原支付密码';
  if (proof === 'login' && !secret) errors.login_password = '请输入登录密码';
  const problem = payPasswordProblem(password);
  if (problem) errors.pay_password = problem;
  else if (repeat !== password) errors.repeat = PAY_PASSWORD_MESSAGES.mismatch;
  return errors;
}

function PayPasswordForm({ state, onSaved }: { state: PayPasswordState; onSaved: () => void }) {
  const id = useId();
  const isSet = state.is_set === 1;
  const [proof, setProof] = useState<Proof>(isSet ? 'old' : 'login');
  const [secret, setSecret] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const focus = (name: Field) => focusById(form, `${id}-${name}`);
  const { errors, submitting: saving, clear, submit } = useFormSubmit(FIELDS, { focus });
  const secretField: Field = proof === 'old' ? 'old_pay_password' : 'login_password';

  const switchProof = (next: Proof) => {
    setProof(next);
    setSecret('');
    clear(...FIELDS);
  };

  const save = async () => {
    const result = await submit(validate(proof, secret, password, repeat), async () => {
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

  const field = (name: Field, label: string, input: ReactNode) => (
    <div className="yp-site-addr-form__field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {input}
      {errors[name] ? (
        <span id={`${id}-${name}-error`} className="yp-field-error" role="alert">
          {errors[name]}
        </span>
      ) : null}
    </div>
  );
  const aria = (name: Field) => ({
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
        {errors.form ? (
          <p className="yp-field-error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <div className="yp-site-addr-form__actions">
          <button type="submit" className="yp-btn yp-btn--primary" disabled={saving} aria-busy={saving}>
            {saving ? '保存中…' : isSet ? '确认修改' : '确认设置'}
          </button>
        </div>
      </form>
    </div>
  );
}
