import { useId, useState } from 'react';
import { schemaErrors } from '../../../shared/connected/schema-errors';
import { useFormSubmit } from '../../../shared/connected/use-form-submit';
import type { LicenceInfo, LicenceOverview } from '../../../shared/contract/calls/onboarding';
import type { LicenceKind } from '../../../shared/domain/licences';
import { getBus } from '../../../shared/bus';
import { type DataColumn, DataTable, Dialog, LoadFailed, Loading, useAsync } from '../../../shared/ui';
import { Field } from '../../../shared/ui/form-field';
import { ACCEPT, uploadLicenceFile, type UploadedFile } from '../../../shared/connected/licence-upload';
import { onboardingApi } from '../../../shared/api/resources/onboarding';

/**
 * /zhzx/basic/zzzj 资质证件: the buyer's licences with number, validity
 * (有效 / 30天内到期 / 已过期) and review state, the 经营范围 they grant,
 * and 重新上传, which sends the licence back to review.
 */
export function ZzzjPage() {
  const overview = useAsync(() => onboardingApi.zizhi(), []);
  const scope = useAsync(() => onboardingApi.jyfw({}, { silent: true }), []);
  const [renewing, setRenewing] = useState<{ kind: string; name: string } | null>(null);

  if (overview.status === 'loading' && !overview.data) return <Loading text="正在加载资质证件…" />;
  if (!overview.data) return <LoadFailed text="资质证件加载失败" onRetry={overview.reload} />;
  const { list, required, review } = overview.data;
  const byKind = new Map(list.map((licence) => [licence.kind, licence]));
  const rows = [...required.map((r) => byKind.get(r.kind) ?? r), ...list.filter((l) => !required.some((r) => r.kind === l.kind))];

  const licenceOf = (row: (typeof rows)[number]) => ('id' in row ? (row as LicenceInfo) : null);
  const columns: DataColumn<(typeof rows)[number]>[] = [
    { heading: '证件', kind: 'title', cell: (row) => row.name },
    { heading: '证件号码', cell: (row) => licenceOf(row)?.number ?? '—' },
    { heading: '有效期至', cell: (row) => licenceOf(row)?.expires_on ?? '—' },
    {
      heading: '有效状态',
      cell: (row) => {
        const licence = licenceOf(row);
        return licence ? (
          <span className={`yp-onb-state--${licence.validity}`}>{licence.validity_label}</span>
        ) : (
          <span className="yp-onb-state--expired">未上传</span>
        );
      },
    },
    {
      heading: '审核',
      cell: (row) => {
        const licence = licenceOf(row);
        return (
          <>
            {licence ? <span className={`yp-onb-state--${licence.status}`}>{licence.status_label}</span> : '—'}
            {licence?.reject_reason ? <p className="yp-onb-field__hint">{licence.reject_reason}</p> : null}
          </>
        );
      },
    },
    {
      heading: '操作',
      kind: 'action',
      cell: (row) => {
        const licence = licenceOf(row);
        return (
          <>
            {licence?.file_url ? (
              <a href={licence.file_url} target="_blank" rel="noopener noreferrer">
                查看
              </a>
            ) : null}{' '}
            <button type="button" className="yp-btn yp-btn--small" onClick={() => setRenewing({ kind: row.kind, name: row.name })}>
              {licence ? '重新上传' : '上传'}
            </button>
          </>
        );
      },
    },
  ];

  return (
    <>
      <h2 className="yp-orders__h2">资质证件</h2>
      <div className={`yp-onb-review yp-onb-review--${review.state}`} role="status">
        资质审核状态：<strong>{review.label}</strong>
        {review.reason ? `（原因：${review.reason}）` : null}
        {review.state === 'pending' ? '，审核通过后即可下单。' : null}
      </div>
      {scope.data?.blocked_reason && review.state === 'approved' ? (
        <p className="yp-field-error" role="alert">
          {scope.data.blocked_reason}
        </p>
      ) : null}
      <DataTable caption="资质证件" className="yp-onb-docs" columns={columns} rows={rows} rowKey={(row) => row.kind} />
      <h2 className="yp-orders__h2">经营范围</h2>
      {scope.data ? <p>{scope.data.scope.length > 0 ? scope.data.scope.join('、') : '暂无（资质审核通过后生效）'}</p> : <Loading />}
      {renewing ? (
        <RenewDialog
          target={renewing}
          onClose={() => setRenewing(null)}
          onDone={() => {
            setRenewing(null);
            overview.reload();
            scope.reload();
          }}
        />
      ) : null}
    </>
  );
}

/** The renew call's fields (POST /api/user/zizhi): kind has no control, so its message shows at the top. */
const RENEW_FIELDS = ['kind', 'number', 'expires_on', 'file_id'] as const;

function RenewDialog({
  target,
  onClose,
  onDone,
}: {
  target: { kind: string; name: string };
  onClose: () => void;
  onDone: (overview: LicenceOverview) => void;
}) {
  const id = useId();
  const [number, setNumber] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const [file, setFile] = useState<UploadedFile | null>(null);
  // The upload's own message (too big, wrong type) apart from the submit's: a new pick replaces it.
  const [uploadError, setUploadError] = useState('');
  const [uploading, setUploading] = useState(false);
  const { errors, submitting, clear, submit: send } = useFormSubmit(RENEW_FIELDS);
  const busy = uploading || submitting;
  const fileError = errors.file_id ?? (uploadError || undefined);

  const upload = async (picked: File | undefined) => {
    if (!picked) return;
    clear('file_id');
    setUploading(true);
    const result = await uploadLicenceFile('/api/user/zizhi/upload', picked);
    setUploading(false);
    if ('error' in result) {
      setFile(null);
      setUploadError(result.error);
    } else {
      setFile(result);
      setUploadError('');
    }
  };

  const submit = async () => {
    const input = { kind: target.kind as LicenceKind, number: number.trim(), expires_on: expiresOn, file_id: file?.id ?? '' };
    // The call's own schema (its messages name the licence), loaded on the first submit so zod stays out of the first load.
    const { licenceInput } = await import('../../../shared/contract/calls/onboarding-input');
    const result = await send(schemaErrors(licenceInput, input, RENEW_FIELDS), () => onboardingApi.zizhiRenew(input, { silent: true }));
    if (!result.ok) return;
    getBus().emit('ui:toast', { message: '已提交，资质审核中', kind: 'success' });
    onDone(result.value);
  };

  return (
    <Dialog
      open
      title={`上传${target.name}`}
      onClose={onClose}
      width={560}
      footer={
        <button type="button" className="yp-btn yp-btn--primary" disabled={busy} onClick={() => void submit()}>
          {busy ? '请稍候…' : '提交审核'}
        </button>
      }
    >
      <p className="yp-onb__note">提交后该证件将重新进入审核，审核通过前不计入经营范围。</p>
      {errors.form || errors.kind ? (
        <p className="yp-field-error" role="alert">
          {errors.form ?? errors.kind}
        </p>
      ) : null}
      <Field id={`${id}-number`} label="证件号码" error={errors.number}>
        <input
          id={`${id}-number`}
          className="yp-input"
          maxLength={40}
          value={number}
          onChange={(event) => {
            setNumber(event.currentTarget.value);
            clear('number');
          }}
        />
      </Field>
      <Field id={`${id}-expires`} label="有效期至" error={errors.expires_on}>
        <input
          id={`${id}-expires`}
          className="yp-input"
          type="date"
          value={expiresOn}
          onChange={(event) => {
            setExpiresOn(event.currentTarget.value);
            clear('expires_on');
          }}
        />
      </Field>
      <Field id={`${id}-file`} label="证件文件" error={fileError} hint={file ? `已上传：${file.original_name}` : 'JPG、PNG或PDF，不超过5MB'}>
        <input id={`${id}-file`} type="file" accept={ACCEPT} onChange={(event) => void upload(event.currentTarget.files?.[0])} />
      </Field>
    </Dialog>
  );
}
