import { useEffect, useId, useMemo, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { contentApi } from '../../../shared/api/resources/content';
import type { RegionItem, RegistrationDraft } from '../../../shared/contract/calls/onboarding';
import { BUSINESS_TYPES, licenceLabel, type LicenceKind } from '../../../shared/domain/licences';
import type { UserState } from '../../../shared/contract/user';
import { session, signedIn } from '../../../shared/store';
import {
  DataTable,
  Dialog,
  Empty,
  FormActions,
  FormError,
  LoadFailed,
  Loading,
  Steps,
  TextField,
  type DataColumn,
  type TextFieldProps,
  useAsync,
  useSignalValue,
} from '../../../shared/ui';
import { MemberOnly } from '../../lib/member-only';
import { PhoneCodeFields } from '../../../shared/connected/phone-code-fields';
import { schemaErrors } from '../../../shared/connected/schema-errors';
import { useFocusByName, useFormSubmit } from '../../../shared/connected/use-form-submit';
import { Field } from '../../../shared/ui/form-field';

import { ACCEPT, uploadLicenceFile, type UploadedFile } from '../../../shared/connected/licence-upload';
import './onboarding.css';
import { StepForm } from './step-form';
import { helpArticlePath } from '../../lib/help-paths';
import { RichText } from '../../lib/rich-text';
import { onboardingApi } from '../../../shared/api/resources/onboarding';
import { articleApi } from '../../../shared/api/resources/article';
import { wechatLoginApi } from '../../../shared/api/resources/wechat-login';

const STEPS = ['验证手机并设置密码', '填写企业信息', '上传资质证件'] as const;
const STORE_STEPS = ['确认主账号', '填写门店信息', '上传资质证件'] as const;

/** The store draft's start sends nothing the buyer typed: every refusal is the form's. */
const NO_FIELDS = [] as const;

/**
 * 注册 /register/step1..3 and 新增门店 /register/dd/step1..3. The
 * half-finished registration is a server-side draft (HttpOnly cookie): step
 * 1 spends the SMS code and keeps phone, username and password hash; step 2
 * the business; step 3 uploads the files and submits, and only then is the
 * account written, in one transaction (审核中).
 *
 * /register/wechat is step 1 for a WeChat scanned on /login that no
 * account is bound to (?t= the scanned ticket): the same form, and the
 * account is bound to that WeChat at the final submit.
 */
export default function RegisterPage() {
  const step = useLocation().pathname.split('/').pop();
  const store = useLocation().pathname.startsWith('/register/dd');
  const wechat = useLocation().pathname === '/register/wechat';
  // Submitted, every step is done: ③ is ticked like the two before it.
  const [submitted, setSubmitted] = useState<Submission | null>(null);
  const steps = store ? STORE_STEPS : STEPS;
  const current = submitted ? steps.length : step === 'step2' ? 1 : step === 'step3' ? 2 : 0;
  const prefix = store ? '/register/dd' : '/register';
  const body =
    current === 0 ? (
      store ? (
        <StoreStart prefix={prefix} />
      ) : wechat ? (
        <WechatStart prefix={prefix} />
      ) : (
        <StepAccount prefix={prefix} />
      )
    ) : current === 1 ? (
      <StepBusiness prefix={prefix} />
    ) : submitted ? (
      <Submitted result={submitted} />
    ) : (
      <StepDocuments prefix={prefix} onDone={setSubmitted} />
    );
  return (
    <div className="yp-container yp-onb">
      <h1 className="yp-onb__title">{store ? '新增门店' : '注册会员'}</h1>
      <Steps steps={steps} current={current} label="注册步骤" />
      <div className="yp-onb__card">{store ? <MemberOnly>{body}</MemberOnly> : body}</div>
    </div>
  );
}

function Agreement({ open, onClose }: { open: boolean; onClose: () => void }) {
  const article = useAsync(async () => {
    if (!open) return null;
    const footer = await contentApi.siteFooter();
    const link = footer.help.flatMap((category) => category.children).find((child) => child.title.includes('用户协议'));
    return link ? articleApi.helpArticle({ id: link.id }, { silent: true }) : null;
  }, [open]);
  return (
    <Dialog open={open} title="药批用户注册协议" onClose={onClose} width={640}>
      {article.status === 'loading' ? (
        <Loading />
      ) : article.data ? (
        <>
          <div className="yp-onb-agreement">
            <RichText html={article.data.body} />
          </div>
          <p className="yp-onb-agreement__link">
            <Link to={helpArticlePath(article.data.id)} target="_blank" rel="noopener">
              在新窗口查看《{article.data.title}》全文
            </Link>
          </p>
        </>
      ) : (
        <LoadFailed text="协议加载失败，请稍后再试" />
      )}
    </Dialog>
  );
}

/** /register/wechat: who scanned, then the account form carrying the ticket. */
function WechatStart({ prefix }: { prefix: string }) {
  const ticket = useSearchParams()[0].get('t') ?? '';
  const scan = useAsync(
    () => (ticket ? wechatLoginApi.wechatRegistrationScan({ ticket }, { silent: true }) : Promise.reject(new Error('no ticket'))),
    [ticket],
  );
  if (scan.status === 'loading' && !scan.data) return <Loading text="正在读取微信授权…" />;
  if (!scan.data)
    return (
      <Empty
        icon="warning"
        text="微信授权已失效，请重新扫码"
        action={
          <Link className="yp-btn yp-btn--primary" to="/login">
            返回登录页重新扫码
          </Link>
        }
      />
    );
  return (
    <>
      <p className="yp-onb-wechat" role="status">
        微信「{scan.data.nickname}」尚未绑定药批账号。填写以下信息注册，注册完成后可直接使用该微信扫码登录。
      </p>
      <StepAccount prefix={prefix} ticket={ticket} />
    </>
  );
}

const ACCOUNT_FIELDS = ['phone', 'code', 'username', 'password', 'repeat', 'agree', 'wechat'] as const;

function StepAccount({ prefix, ticket }: { prefix: string; ticket?: string }) {
  const navigate = useNavigate();
  const [form, setForm] = useState({ phone: '', code: '', username: '', password: '', repeat: '', agree: false });
  const { form: formElement, focus } = useFocusByName();
  const { errors, submitting: busy, clear, submit: send } = useFormSubmit(ACCOUNT_FIELDS, { focus });
  const [reading, setReading] = useState(false);
  // Editing a field is acting again: its old message (and the form's) goes, like every form of the kit.
  const set = (name: keyof typeof form, value: string | boolean) => {
    setForm((prev) => ({ ...prev, [name]: value }));
    clear(name);
  };

  const submit = async () => {
    const input = { phone: form.phone.trim(), code: form.code.trim(), username: form.username.trim(), password: form.password, agree: 1 as const };
    // The call's own schema (its Chinese messages), loaded on the first submit so zod stays out of the page's first load.
    const { registerStep1Input } = await import('../../../shared/contract/calls/account-fields');
    const found = schemaErrors(registerStep1Input, { ...input, agree: form.agree }, ACCOUNT_FIELDS);
    // The repeat is the form's own field: the call never sees it.
    if (!found.password && form.repeat !== form.password) found.repeat = '两次输入的密码不一致';
    const result = await send(found, () =>
      ticket ? onboardingApi.registerWechatStep1({ ...input, ticket }, { silent: true }) : onboardingApi.registerStep1(input, { silent: true }),
    );
    if (result.ok) void navigate(`${prefix}/step2`);
  };

  const field = (name: 'username' | 'password' | 'repeat', label: string, extra: Partial<TextFieldProps>) => (
    <TextField stacked={false} label={label} name={name} value={form[name]} error={errors[name]} onChange={(value) => set(name, value)} {...extra} />
  );

  return (
    <StepForm formRef={formElement} onSend={submit}>
      <PhoneCodeFields purpose="register" values={form} onChange={set} errors={errors} clear={clear} phonePlaceholder="用于登录和接收通知" />
      {field('username', '用户名', { autoComplete: 'username', max: 20, hint: '4-20位字母、数字或下划线，以字母开头' })}
      {field('password', '登录密码', { type: 'password', autoComplete: 'new-password', max: 64, hint: '至少8位，须同时包含字母和数字' })}
      {field('repeat', '确认密码', { type: 'password', autoComplete: 'new-password', max: 64 })}
      <div className="yp-onb-agree">
        <label>
          <input type="checkbox" name="agree" checked={form.agree} onChange={(event) => set('agree', event.currentTarget.checked)} /> 我已阅读并同意
        </label>
        <button type="button" onClick={() => setReading(true)}>
          《药批用户注册协议》
        </button>
        {errors.agree ? (
          <p className="yp-field-error" role="alert">
            {errors.agree}
          </p>
        ) : null}
      </div>
      {errors.wechat ? (
        <p className="yp-field-error" role="alert">
          {errors.wechat} <Link to="/login">返回登录页</Link>
        </p>
      ) : null}
      <FormError message={errors.form} />
      <FormActions submit="下一步" busy={busy} busyLabel="提交中…" className="yp-onb-form__actions">
        <span>
          已有账号？<Link to="/login">立即登录</Link>
        </span>
      </FormActions>
      <Agreement open={reading} onClose={() => setReading(false)} />
    </StepForm>
  );
}

function StoreStart({ prefix }: { prefix: string }) {
  const navigate = useNavigate();
  const user = useSignalValue(session.user);
  const { errors, submitting: busy, submit } = useFormSubmit(NO_FIELDS);
  const error = errors.form;
  const start = async () => {
    const result = await submit({}, () => onboardingApi.registerStoreStart({}, { silent: true }));
    if (result.ok) void navigate(`${prefix}/step2`);
  };
  return (
    <div className="yp-onb-form">
      <p className="yp-onb__note">
        新门店将挂在主账号 <strong>{user?.company || user?.username}</strong>{' '}
        名下，使用主账号登录后切换门店采购，无需单独的手机号和密码。门店的资质需单独上传并审核。
      </p>
      {error ? (
        <p className="yp-field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="yp-onb-form__actions">
        <button type="button" className="yp-btn yp-btn--primary" disabled={busy} onClick={() => void start()}>
          {busy ? '请稍候…' : '开始填写门店信息'}
        </button>
      </div>
    </div>
  );
}

/** The draft of this browser, or a way back to step 1 when it is gone. */
function useDraft(prefix: string) {
  const state = useAsync(() => onboardingApi.registrationDraft({}, { silent: true }), []);
  const gone =
    state.status === 'error' ? (
      <Empty
        icon="warning"
        text="注册信息已失效，请从第一步重新开始"
        action={
          <Link to={`${prefix}/step1`} className="yp-btn yp-btn--primary">
            重新开始
          </Link>
        }
      />
    ) : null;
  return { state, gone };
}

function RegionSelect({
  id,
  label,
  parent,
  value,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  parent: string | undefined | null;
  value: string;
  onChange: (item: RegionItem | null) => void;
  disabled?: boolean;
}) {
  const list = useAsync(() => (parent === null ? Promise.resolve({ list: [] }) : onboardingApi.regions(parent ? { parent } : {}, { silent: true })), [parent]);
  const items = list.data?.list ?? [];
  return (
    <select
      id={id}
      aria-label={label}
      className="yp-input"
      value={items.find((item) => item.name === value)?.code ?? ''}
      disabled={disabled || parent === null || list.status === 'loading'}
      onChange={(event) => onChange(items.find((item) => item.code === event.currentTarget.value) ?? null)}
    >
      <option value="">{list.status === 'loading' ? '加载中…' : `请选择${label}`}</option>
      {items.map((item) => (
        <option key={item.code} value={item.code}>
          {item.name}
        </option>
      ))}
    </select>
  );
}

function StepBusiness({ prefix }: { prefix: string }) {
  const { state, gone } = useDraft(prefix);
  if (gone) return gone;
  if (!state.data) return <Loading />;
  return <BusinessForm prefix={prefix} draft={state.data} />;
}

const BUSINESS_FIELDS = ['company', 'type', 'name', 'province', 'city', 'district', 'address_detail'] as const;
type BusinessField = (typeof BUSINESS_FIELDS)[number];

function BusinessForm({ prefix, draft }: { prefix: string; draft: RegistrationDraft }) {
  const id = useId();
  const navigate = useNavigate();
  const [form, setForm] = useState(
    draft.business ?? { company: '', type: draft.mode === 'store' ? 'chain' : 'pharmacy', name: '', province: '', city: '', district: '', address_detail: '' },
  );
  const [codes, setCodes] = useState<{ province?: string; city?: string }>({});
  const { errors, submitting: busy, clear, submit: send } = useFormSubmit(BUSINESS_FIELDS);
  const set = (patch: Partial<typeof form>) => {
    setForm((prev) => ({ ...prev, ...patch }));
    clear(...(Object.keys(patch) as BusinessField[]));
  };

  // A saved draft brings names back: find their codes so the lower selects can load.
  useEffect(() => {
    if (!draft.business?.province) return;
    void (async () => {
      const provinces = (await onboardingApi.regions({}, { silent: true })).list;
      const province = provinces.find((p) => p.name === draft.business?.province);
      const cities = province ? (await onboardingApi.regions({ parent: province.code }, { silent: true })).list : [];
      setCodes({ province: province?.code, city: cities.find((c) => c.name === draft.business?.city)?.code });
    })();
  }, [draft.business]);

  const submit = async () => {
    // The call's own schema (its Chinese messages), loaded on the first submit so zod stays out of the page's first load.
    const { registerStep2Input } = await import('../../../shared/contract/calls/onboarding-input');
    const result = await send(schemaErrors(registerStep2Input, form, BUSINESS_FIELDS), () => onboardingApi.registerStep2(form, { silent: true }));
    if (result.ok) void navigate(`${prefix}/step3`);
  };

  const text = (name: 'company' | 'name' | 'address_detail', max: number, placeholder: string) => (
    <input
      id={`${id}-${name}`}
      className="yp-input"
      name={name}
      maxLength={max}
      placeholder={placeholder}
      value={form[name]}
      aria-invalid={Boolean(errors[name])}
      onChange={(event) => set({ [name]: event.currentTarget.value })}
    />
  );

  return (
    <StepForm onSend={submit}>
      <Field id={`${id}-company`} label="企业名称" error={errors.company}>
        {text('company', 60, '与营业执照一致')}
      </Field>
      <Field id={`${id}-type`} label="企业类型" error={errors.type}>
        <select id={`${id}-type`} className="yp-input" name="type" value={form.type} onChange={(event) => set({ type: event.currentTarget.value })}>
          {BUSINESS_TYPES.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-name`} label="联系人" error={errors.name}>
        {text('name', 20, '采购负责人姓名')}
      </Field>
      <Field id={`${id}-province`} label="所在地区" error={errors.province ?? errors.city ?? errors.district}>
        <div className="yp-onb-region">
          <RegionSelect
            id={`${id}-province`}
            label="省份"
            parent={undefined}
            value={form.province}
            onChange={(item) => {
              setCodes({ province: item?.code });
              set({ province: item?.name ?? '', city: '', district: '' });
            }}
          />
          <RegionSelect
            id={`${id}-city`}
            label="城市"
            parent={codes.province ?? null}
            value={form.city}
            onChange={(item) => {
              setCodes((prev) => ({ ...prev, city: item?.code }));
              set({ city: item?.name ?? '', district: '' });
            }}
          />
          <RegionSelect
            id={`${id}-district`}
            label="区县"
            parent={codes.city ?? null}
            value={form.district}
            onChange={(item) => set({ district: item?.name ?? '' })}
          />
        </div>
      </Field>
      <Field id={`${id}-address_detail`} label="详细地址" error={errors.address_detail}>
        {text('address_detail', 100, '街道、门牌号')}
      </Field>
      <FormError message={errors.form} />
      <FormActions submit="下一步" busy={busy} busyLabel="保存中…" className="yp-onb-form__actions" />
    </StepForm>
  );
}

interface DocDraft {
  number: string;
  expires_on: string;
  file: UploadedFile | null;
  uploading: boolean;
}

/** A licence row's inputs, as the call names them. */
const LICENCE_FIELDS = ['number', 'expires_on', 'file_id'] as const;

/** What the final submit answered: the account, and for a new buyer its signed-in state. */
type Submission = { username: string; mode: string; user: UserState | null };

function StepDocuments({ prefix, onDone }: { prefix: string; onDone: (result: Submission) => void }) {
  const { state, gone } = useDraft(prefix);
  if (gone) return gone;
  if (!state.data) return <Loading />;
  if (!state.data.business) return <Navigate to={`${prefix}/step2`} replace />;
  return <DocumentsForm draft={state.data} onDone={onDone} />;
}

function DocumentsForm({ draft, onDone }: { draft: RegistrationDraft; onDone: (result: Submission) => void }) {
  const id = useId();
  const [docs, setDocs] = useState<Record<string, DocDraft>>(() =>
    Object.fromEntries(draft.required.map((kind) => [kind, { number: '', expires_on: '', file: null, uploading: false }])),
  );
  // Each licence's three inputs are the form's fields, named as the call names them (licences.0.number…), so the
  // schema's messages and the server's 422 land on the same inputs; anything else (draft, phone…) is the form's.
  const fields = useMemo(() => draft.required.flatMap((_, row) => LICENCE_FIELDS.map((field) => `licences.${row}.${field}`)), [draft.required]);
  const { errors, submitting: busy, clear, submit: send } = useFormSubmit(fields);
  // The upload's own answer (sent when the file is chosen, before the form): it replaces the field's older message.
  const [uploadErrors, setUploadErrors] = useState<Record<string, string>>({});
  const set = (kind: string, patch: Partial<DocDraft>) => setDocs((prev) => ({ ...prev, [kind]: { ...prev[kind]!, ...patch } }));
  const fieldOf = (kind: string, field: (typeof LICENCE_FIELDS)[number]) => `licences.${draft.required.indexOf(kind)}.${field}`;
  const fileError = (kind: string) => uploadErrors[kind] || errors[fieldOf(kind, 'file_id')];

  const upload = async (kind: string, file: File | undefined) => {
    if (!file) return;
    set(kind, { uploading: true });
    clear(fieldOf(kind, 'file_id'));
    const result = await uploadLicenceFile('/api/register/upload', file);
    const failed = 'error' in result;
    set(kind, { uploading: false, file: failed ? null : result });
    setUploadErrors((prev) => ({ ...prev, [kind]: failed ? result.error : '' }));
  };

  const submit = async () => {
    const input = {
      licences: draft.required.map((kind) => ({
        kind: kind as LicenceKind,
        number: docs[kind]!.number.trim(),
        expires_on: docs[kind]!.expires_on,
        file_id: docs[kind]!.file?.id ?? '',
      })),
    };
    // The call's own schema (each message names its licence), loaded on the first submit so zod stays out of the first load.
    const { registerSubmitInput } = await import('../../../shared/contract/calls/onboarding-input');
    const found = schemaErrors(registerSubmitInput, input, fields);
    if (Object.keys(found).length > 0) setUploadErrors({});
    const result = await send(found, () => onboardingApi.registerSubmit(input, { silent: true }));
    if (!result.ok) return;
    // The server signed the new buyer in with this answer: the site shows it at once, and the next page starts with the session (the login flag).
    if (result.value.user) signedIn(result.value.user);
    onDone(result.value);
  };

  // A licence's number or expiry, with its message under it.
  const docInput = (kind: string, key: 'number' | 'expires_on', label: string, extra: { maxLength?: number; type?: string }) => {
    const field = fieldOf(kind, key);
    const errorId = `${id}-${kind}-${key}-error`;
    return (
      <>
        <input
          className="yp-input"
          aria-label={`${licenceLabel(kind)}${label}`}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={errors[field] ? errorId : undefined}
          value={docs[kind]![key]}
          onChange={(event) => {
            set(kind, { [key]: event.currentTarget.value });
            clear(field);
          }}
          {...extra}
        />
        <FormError id={errorId} message={errors[field]} />
      </>
    );
  };

  // Each licence a row (a card on a phone): its number, expiry and file, each with its message under it.
  const columns: DataColumn<string>[] = [
    { heading: '证件', kind: 'title', cell: (kind) => licenceLabel(kind) },
    { heading: '证件号码', kind: 'stack', cell: (kind) => docInput(kind, 'number', '号码', { maxLength: 40 }) },
    { heading: '有效期至', kind: 'stack', cell: (kind) => docInput(kind, 'expires_on', '有效期至', { type: 'date' }) },
    {
      heading: '文件',
      kind: 'stack',
      cell: (kind) => {
        const doc = docs[kind]!;
        return (
          <>
            <input
              id={`${id}-${kind}`}
              type="file"
              accept={ACCEPT}
              aria-label={`上传${licenceLabel(kind)}`}
              onChange={(event) => void upload(kind, event.currentTarget.files?.[0])}
            />
            {doc.uploading ? (
              <p className="yp-onb-field__hint">上传中…</p>
            ) : doc.file ? (
              <p className="yp-onb-field__hint">已上传：{doc.file.original_name}</p>
            ) : null}
            <FormError message={fileError(kind)} />
          </>
        );
      },
    },
  ];

  const formError = errors.form;
  return (
    <StepForm wide onSend={submit}>
      <p className="yp-onb__note">请上传清晰的证件照片（JPG、PNG）或PDF扫描件，每个文件不超过5MB。</p>
      <DataTable caption="资质证件" className="yp-onb-docs" columns={columns} rows={draft.required} rowKey={(kind) => kind} />
      <FormError message={formError} />
      <FormActions submit="提交审核" busy={busy} busyLabel="提交中…" className="yp-onb-form__actions" />
    </StepForm>
  );
}

/** The end of registration: submitted for review, and a new buyer already signed in (no second login). */
function Submitted({ result }: { result: Submission }) {
  return (
    <div className="yp-onb-done" role="status">
      <h2>{result.mode === 'store' ? '门店已提交，资质审核中' : '注册成功，资质审核中'}</h2>
      <p>我们将在1个工作日内完成审核，结果会通过“我的消息”通知您。审核通过前可以浏览商品、加入购物车，暂不能下单。</p>
      {result.mode === 'store' ? (
        <Link to="/zhzx/basic/zzzj" className="yp-btn yp-btn--primary">
          查看资质证件
        </Link>
      ) : (
        <>
          <p>
            已为您登录，用户名：<strong>{result.username}</strong>
          </p>
          <p className="yp-onb-done__actions">
            <Link to="/" className="yp-btn yp-btn--primary">
              去首页逛逛
            </Link>
            <Link to="/zhzx/basic/zzzj" className="yp-btn">
              查看资质证件
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
