import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { schemaErrors } from '../../../shared/connected/schema-errors';
import { useFormSubmit } from '../../../shared/connected/use-form-submit';
import { signIn } from '../../../shared/store';
import type { UserState } from '../../../shared/contract';
import { Spinner } from '../../../shared/ui';

interface LoginFormProps {
  onSignedIn: (user: UserState) => void;
  /** To 微信扫码登录. */
  onWechat: () => void;
}

/** The form's fields, in form order (the order the server's 422 errors follow too). */
interface LoginValues {
  username: string;
  password: string;
}

const FIELD_ORDER = ['username', 'password'] as const satisfies readonly (keyof LoginValues)[];

/**
 * The 账号登录 card: username or phone and password. Empty fields are caught
 * here, with the login call's own schema; the server's 422 answer (wrong credentials, too long) is shown under
 * the field it names; anything else (too many tries, server down) above the
 * button. Enter submits, as in any form.
 */
export function LoginForm({ onSignedIn, onWechat }: LoginFormProps) {
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [showPassword, setShowPassword] = useState(false);
  const inputs = useRef<Partial<Record<keyof LoginValues, HTMLInputElement | null>>>({});
  const id = useId();
  // Too many tries or a network failure is read above the button: an alert over the form would hide it.
  const { errors, submitting, clear, submit } = useFormSubmit(FIELD_ORDER, { focus: (field) => inputs.current[field]?.focus(), inlineFailures: true });
  const formError = errors.form;

  const change = (field: keyof LoginValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    // The call's own schema, loaded on the first submit so zod stays out of the page's first load.
    const { loginInput } = await import('../../../shared/contract/calls/login-input');
    const result = await submit(schemaErrors(loginInput, values, FIELD_ORDER), () => signIn(values.username.trim(), values.password, { silent: true }));
    if (result.ok) onSignedIn(result.value);
  };

  const fieldClass = (field: keyof LoginValues) => `yp-login-field${errors[field] ? ' has-error' : ''}`;

  return (
    // method="post": a password must never ride in an address. Before hydration the submission is held and replayed
    // (host/hold-taps.ts: the form names no action); a browser without script posts it rather than put it in the URL.
    <form className="yp-login-card" method="post" noValidate onSubmit={(event) => void send(event)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="yp-login-card__title">
        账号登录
      </h2>

      <div className={fieldClass('username')}>
        <label htmlFor={`${id}-username`} className="yp-sr-only">
          用户名/手机号
        </label>
        <span className="yp-login-field__icon" aria-hidden="true">
          <svg viewBox="0 0 24 24">
            <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M4 20.5c.9-3.9 4.1-6.2 8-6.2s7.1 2.3 8 6.2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </span>
        <input
          id={`${id}-username`}
          ref={(el) => {
            inputs.current.username = el;
          }}
          name="username"
          type="text"
          autoComplete="username"
          placeholder="用户名/手机号"
          value={values.username}
          maxLength={64}
          aria-invalid={Boolean(errors.username)}
          aria-describedby={errors.username ? `${id}-username-error` : undefined}
          onChange={(e) => change('username', e.target.value)}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the login page exists to type the account name; nothing precedes it
          autoFocus
        />
      </div>
      <p id={`${id}-username-error`} className="yp-login-error" role={errors.username ? 'alert' : undefined}>
        {errors.username ?? ''}
      </p>

      <div className={fieldClass('password')}>
        <label htmlFor={`${id}-password`} className="yp-sr-only">
          密码
        </label>
        <span className="yp-login-field__icon" aria-hidden="true">
          <svg viewBox="0 0 24 24">
            <rect x="5" y="10.5" width="14" height="10" rx="1.8" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </span>
        <input
          id={`${id}-password`}
          ref={(el) => {
            inputs.current.password = el;
          }}
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          placeholder="密码"
          value={values.password}
          maxLength={128}
          aria-invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? `${id}-password-error` : undefined}
          onChange={(e) => change('password', e.target.value)}
        />
        <button
          type="button"
          className="yp-login-field__toggle"
          aria-label={showPassword ? '隐藏密码' : '显示密码'}
          aria-pressed={showPassword}
          onClick={() => setShowPassword((s) => !s)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" fill="none" stroke="currentColor" strokeWidth="1.6" />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.6" />
            {showPassword ? null : <path d="M4 20 20 4" stroke="currentColor" strokeWidth="1.6" />}
          </svg>
        </button>
      </div>
      <p id={`${id}-password-error`} className="yp-login-error" role={errors.password ? 'alert' : undefined}>
        {errors.password ?? ''}
      </p>

      <div className="yp-login-card__links">
        <button type="button" className="yp-login-card__switch" onClick={onWechat}>
          微信扫码登录
        </button>
        <Link to="/forget/step1">忘记密码？</Link>
      </div>

      {formError ? (
        <p className="yp-login-card__form-error" role="alert">
          {formError}
        </p>
      ) : null}

      <button type="submit" className="yp-login-card__submit" disabled={submitting} aria-busy={submitting}>
        {submitting ? (
          <>
            <Spinner size={14} /> 登录中…
          </>
        ) : (
          '登录'
        )}
      </button>

      <p className="yp-login-card__register">
        还没有账号？<Link to="/register">免费注册</Link>
      </p>
    </form>
  );
}
