import { useId, useRef, useState } from 'react';
import { schemaErrors } from '../../../shared/connected/schema-errors';
import { useFormSubmit } from '../../../shared/connected/use-form-submit';
import { getBus } from '../../../shared/bus';
import { formatDate } from '../../../shared/domain';
import { clearUser } from '../../../shared/store';
import { AsyncView, DataTable, Field, FormActions, FormError, useAsync, useConfirm } from '../../../shared/ui';
import { focusById } from '../focus-field';
import { describeUserAgent, formOnlyPasswordErrors, passwordStrength, STRENGTH_LABELS, type PasswordDraft } from './password-strength';
import { authApi } from '../../../shared/api/resources/auth';

function toast(message: string) {
  getBus().emit('ui:toast', { message, kind: 'success' });
}

/**
 * /zhzx/aqsz 账户安全: change the login password (other devices are logged
 * out, this one stays) and 退出所有设备, with the live logins listed. Both
 * actions need the session cookie, which this site has; embedded widgets'
 * access tokens are refused by the server.
 */
export function SecurityPage() {
  const sessions = useAsync(() => authApi.userSessions(), []);
  return (
    <>
      <PasswordForm onChanged={sessions.reload} />
      <SessionList state={sessions} />
    </>
  );
}

const EMPTY: PasswordDraft = { old_password: '', password: '', repeat: '' };
const FIELD_NAMES = ['old_password', 'password', 'repeat'] as const satisfies readonly (keyof PasswordDraft)[];
const FIELDS: { name: keyof PasswordDraft; label: string; autoComplete: string }[] = [
  { name: 'old_password', label: '原密码', autoComplete: 'current-password' },
  { name: 'password', label: '新密码', autoComplete: 'new-password' },
  { name: 'repeat', label: '确认新密码', autoComplete: 'new-password' },
];

function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState<PasswordDraft>(EMPTY);
  const form = useRef<HTMLFormElement>(null);
  const { errors, submitting: saving, clear, submit } = useFormSubmit(FIELD_NAMES, { focus: (name) => focusById(form, `${id}-${name}`) });
  const strength = draft.password ? passwordStrength(draft.password) : null;

  const save = async () => {
    const input = { old_password: draft.old_password, password: draft.password };
    // The call's own schema, loaded on the first submit so zod stays out of the first load; then the form's own rules.
    const { changePasswordInput } = await import('../../../shared/contract/calls/password-input');
    const found = formOnlyPasswordErrors(draft, schemaErrors(changePasswordInput, input, FIELD_NAMES));
    const result = await submit(found, () => authApi.changePassword(input, { silent: true }));
    if (!result.ok) return;
    setDraft(EMPTY);
    toast('密码已修改，其他设备已退出登录');
    onChanged();
  };

  return (
    <form
      ref={form}
      className="yp-sec-form"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2 id={`${id}-title`} className="yp-orders__h2">
        修改登录密码
      </h2>
      <p className="yp-sec__note">修改后，其他设备上的登录将全部退出，当前设备保持登录。</p>
      {FIELDS.map((field) => {
        const error = errors[field.name];
        const hintId = field.name === 'password' ? `${id}-hint` : undefined;
        const describedBy = [error ? `${id}-${field.name}-error` : '', hintId ?? ''].filter(Boolean).join(' ') || undefined;
        return (
          <Field key={field.name} id={`${id}-${field.name}`} label={field.label} error={error} controlClassName="yp-sec-form__control">
            <input
              id={`${id}-${field.name}`}
              className="yp-input"
              type="password"
              name={field.name}
              autoComplete={field.autoComplete}
              maxLength={field.name === 'old_password' ? 128 : 64}
              value={draft[field.name]}
              aria-invalid={Boolean(error)}
              aria-describedby={describedBy}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setDraft((prev) => ({ ...prev, [field.name]: value }));
                clear(field.name);
              }}
            />
            {field.name === 'password' ? (
              <p id={hintId} className="yp-sec-form__hint">
                至少8位，须同时包含字母和数字，不能与用户名或手机号相同
                {strength ? <span className={`yp-sec-strength yp-sec-strength--${strength}`}>密码强度：{STRENGTH_LABELS[strength]}</span> : null}
              </p>
            ) : null}
          </Field>
        );
      })}
      <FormError message={errors.form} />
      <FormActions submit="确认修改" busy={saving} busyLabel="提交中…" className="yp-sec-form__actions" />
    </form>
  );
}

function SessionList({ state }: { state: ReturnType<typeof useAsync<Awaited<ReturnType<typeof authApi.userSessions>>>> }) {
  const { confirm, confirmElement } = useConfirm();
  const [leaving, setLeaving] = useState(false);

  const endAll = async () => {
    const ok = await confirm({
      title: '退出所有设备',
      message: '将退出所有设备上的登录（包括当前设备），需要重新登录。确定继续吗？',
      confirmLabel: '全部退出',
    });
    if (!ok) return;
    setLeaving(true);
    try {
      await authApi.logoutAll();
      clearUser();
      globalThis.location?.assign('/login');
    } catch {
      // The client showed its failure effect (docs/product/errors.md); the sessions are unchanged.
      setLeaving(false);
    }
  };

  const body = (
    <AsyncView state={state} loadingText="正在加载登录设备…" errorText="登录设备加载失败" emptyText="暂无登录设备">
      {(data) => (
        <DataTable
          caption="登录设备"
          rows={data.list}
          rowKey={(item) => item.id}
          columns={[
            {
              heading: '设备',
              kind: 'title',
              cell: (item) => (
                <span title={item.user_agent}>
                  {describeUserAgent(item.user_agent)}
                  {item.current === 1 ? <span className="yp-ac-badge">当前设备</span> : null}
                </span>
              ),
            },
            { heading: 'IP 地址', cell: (item) => item.ip || '—' },
            { heading: '登录时间', cell: (item) => formatDate(item.created_at, true) },
          ]}
        />
      )}
    </AsyncView>
  );

  return (
    <section className="yp-sec-devices" aria-labelledby="yp-sec-devices-title">
      <div className="yp-sec-devices__head">
        <h2 id="yp-sec-devices-title" className="yp-orders__h2">
          登录设备
        </h2>
        <button type="button" className="yp-btn" onClick={() => void endAll()} disabled={leaving} aria-busy={leaving}>
          {leaving ? '正在退出…' : '退出所有设备'}
        </button>
      </div>
      <p className="yp-sec__note">发现不认识的设备？请立即修改密码，或退出所有设备后重新登录。</p>
      {body}
      {confirmElement}
    </section>
  );
}
