import { useId, useState } from 'react';
import { getBus } from '../../../shared/bus';
import { schemaErrors } from '../../../shared/connected/schema-errors';
import { useFormSubmit } from '../../../shared/connected/use-form-submit';
import type { UserState } from '../../../shared/contract/user';
import { session, setUser } from '../../../shared/store';
import { Link, useSignalValue } from '../../../shared/ui';
import { PhoneChange } from './phone-change';
import { storeTypeLabel } from './store-type';
import { accountApi } from '../../../shared/api/resources/account';
import { MemberPanel } from '../../../shared/ui/member-panel';

/**
 * /zhzx/basic 基本信息 (docs/product/routes.md account centre): the current store's
 * company, contact, phone, verification state, store type and address,
 * from the user state the header already holds; the contact name and the
 * phone (with a code sent to the new number) are changed here
 * (POST /api/user/updateUserInfo), the passwords on their own pages.
 */
export function BasicPage() {
  const user = useSignalValue(session.user);
  if (!user) return null;
  return (
    <MemberPanel id="basic-title" title="基本信息" actions={null}>
      <dl className="yp-ac-info">
        <dt>单位名称</dt>
        <dd>{user.company}</dd>
        <dt>用户名</dt>
        <dd>{user.username}</dd>
        <dt>联系人</dt>
        <dd>
          <NameField user={user} />
        </dd>
        <dt>手机号</dt>
        <dd>
          <PhoneField user={user} />
        </dd>
        <dt>资质状态</dt>
        <dd>
          {user.is_passed === 1 ? <span className="yp-ac-state yp-ac-state--ok">已认证</span> : <span className="yp-ac-state yp-ac-state--wait">审核中</span>}
          {user.is_passed === 1 ? null : <span className="yp-ac-note">资质审核通过后即可在线下单</span>}
        </dd>
        <dt>门店类型</dt>
        <dd>{storeTypeLabel(user.type)}</dd>
        <dt>经营地址</dt>
        <dd>{user.address || '未填写'}</dd>
        <dt>登录密码</dt>
        <dd>
          <span>已设置</span>
          <Link to="/zhzx/aqsz">修改登录密码</Link>
        </dd>
        <dt>支付密码</dt>
        <dd>
          <span>余额支付时使用</span>
          <Link to="/zhzx/zfmm">设置或修改支付密码</Link>
        </dd>
      </dl>
    </MemberPanel>
  );
}

/** The phone: shown with 更换; changing it needs a code sent to the new number. */
function PhoneField({ user }: { user: UserState }) {
  const [changing, setChanging] = useState(false);
  if (changing) return <PhoneChange user={user} onDone={() => setChanging(false)} />;
  return (
    <>
      <span>{user.phone || '未填写'}</span>
      <button type="button" className="yp-ac-link" onClick={() => setChanging(true)}>
        更换手机号
      </button>
    </>
  );
}

const NAME_FIELDS = ['name'] as const;

/** The contact name: shown with 修改; editing saves through updateUserInfo and the header follows. */
function NameField({ user }: { user: UserState }) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(user.name);
  const { errors, submitting: saving, clear, submit } = useFormSubmit(NAME_FIELDS);
  // The phone is sent unchanged: a refusal of it (or of anything else) is shown under the name, the one input here.
  const error = errors.name ?? errors.form ?? '';

  if (!editing) {
    return (
      <>
        <span>{user.name || '未填写'}</span>
        <button
          type="button"
          className="yp-ac-link"
          onClick={() => {
            setName(user.name);
            clear('name');
            setEditing(true);
          }}
        >
          修改
        </button>
      </>
    );
  }

  const save = async () => {
    const input = { name: name.trim(), phone: user.phone };
    // The call's own schema (请填写联系人, at most 20 characters), loaded on the first submit so zod stays out of the first load.
    const { updateUserInfoInput } = await import('../../../shared/contract/calls/user-info-input');
    const result = await submit(schemaErrors(updateUserInfoInput, input, NAME_FIELDS), () => accountApi.updateUserInfo(input, { silent: true }));
    if (!result.ok) return;
    setUser(result.value);
    setEditing(false);
    getBus().emit('ui:toast', { message: '联系人已保存', kind: 'success' });
  };

  return (
    <form
      className="yp-ac-inline"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label htmlFor={`${id}-name`} className="yp-sr-only">
        联系人
      </label>
      <div>
        <input
          id={`${id}-name`}
          className="yp-input"
          maxLength={20}
          autoComplete="name"
          value={name}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the field the buyer just asked to edit
          autoFocus
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setName(event.currentTarget.value);
            clear('name');
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setEditing(false);
          }}
        />
        {error ? (
          <p id={`${id}-error`} className="yp-field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="yp-btn yp-btn--primary" disabled={saving} aria-busy={saving}>
        {saving ? '保存中…' : '保存'}
      </button>
      <button type="button" className="yp-btn" onClick={() => setEditing(false)}>
        取消
      </button>
    </form>
  );
}
