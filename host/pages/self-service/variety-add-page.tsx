import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useFormSubmit } from '../../../shared/connected/use-form-submit';
import { getBus } from '../../../shared/bus';
import type { UploadedImage } from '../../../shared/contract';
import { MemberShell } from '../../lib/member-shell';
import { MemberOnly } from '../../lib/member-only';
import { ImagePicker } from './image-picker';
import '../../lib/wallet.css';
import { FormActions, FormError, TextField } from '../../../shared/ui';
import { selfServiceApi } from '../../../shared/api/resources/self-service';

/** /zzfw/pzqg/add (新增求购): name, manufacturer, specification, quantity, expected price, a photo and a note. */
export default function VarietyAddPage() {
  return (
    <MemberOnly>
      <MemberShell crumbs={[{ label: '自助服务' }, { label: '品种求购', to: '/zzfw/pzqg' }, { label: '新增求购' }]}>
        <VarietyAdd />
      </MemberShell>
    </MemberOnly>
  );
}

const EMPTY = { name: '', manufacturer: '', specification: '', quantity: '', expected_price: '', remark: '' };
type Draft = typeof EMPTY;
const FIELDS = ['name', 'manufacturer', 'specification', 'quantity', 'expected_price', 'photo', 'remark'] as const;

/** The checks the buyer gets before sending; the server repeats them and more. */
function varietyProblems(draft: Draft): Partial<Record<keyof Draft, string>> {
  const problems: Partial<Record<keyof Draft, string>> = {};
  if (!draft.name.trim()) problems.name = '请填写药品名称';
  if (!/^[1-9]\d{0,6}$/.test(draft.quantity.trim())) problems.quantity = '求购数量必须是大于0的整数';
  if (draft.expected_price.trim() && !/^\d{1,7}(\.\d{1,2})?$/.test(draft.expected_price.trim())) problems.expected_price = '期望价格格式不正确，最多两位小数';
  return problems;
}

function VarietyAdd() {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [photo, setPhoto] = useState<UploadedImage[]>([]);
  const form = useRef<HTMLFormElement>(null);
  const {
    errors,
    submitting: sending,
    submit,
  } = useFormSubmit(FIELDS, { focus: (name) => form.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus() });
  const set = (name: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [name]: value }));

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await submit(varietyProblems(draft), () =>
      selfServiceApi.varietyCreate(
        {
          name: draft.name,
          manufacturer: draft.manufacturer,
          specification: draft.specification,
          quantity: draft.quantity.trim(),
          expected_price: draft.expected_price.trim(),
          photo: photo[0]?.id ?? 0,
          remark: draft.remark,
        },
        { silent: true },
      ),
    );
    if (!result.ok) return;
    getBus().emit('ui:toast', { message: '求购已提交，采购部会尽快回复', kind: 'success' });
    void navigate(`/zzfw/pzqg/info?id=${result.value.id}`);
  };

  return (
    <section className="yp-orders__panel" aria-labelledby="pzqg-add-title">
      <h1 id="pzqg-add-title" className="yp-orders__title">
        新增求购
      </h1>
      <form className="yp-form" aria-labelledby="pzqg-add-title" noValidate ref={form} onSubmit={(event) => void send(event)}>
        <TextField label="药品名称" name="name" required max={60} value={draft.name} onChange={set('name')} error={errors.name} />
        <TextField label="生产厂家" name="manufacturer" max={60} value={draft.manufacturer} onChange={set('manufacturer')} error={errors.manufacturer} />
        <TextField
          label="规格"
          name="specification"
          max={60}
          placeholder="如：10mg×24片"
          value={draft.specification}
          onChange={set('specification')}
          error={errors.specification}
        />
        <TextField label="求购数量" name="quantity" required inputMode="numeric" value={draft.quantity} onChange={set('quantity')} error={errors.quantity} />
        <TextField
          label="期望价格（元）"
          name="expected_price"
          inputMode="decimal"
          placeholder="选填"
          value={draft.expected_price}
          onChange={set('expected_price')}
          error={errors.expected_price}
        />
        <ImagePicker label="药品图片" max={1} images={photo} onChange={setPhoto} error={errors.photo} />
        <TextField label="备注" name="remark" multiline max={200} value={draft.remark} onChange={set('remark')} error={errors.remark} />
        <FormError message={errors.form} className="yp-wallet__error" />
        <FormActions submit="提交求购" busy={sending} busyLabel="正在提交…">
          <button type="button" className="yp-btn" onClick={() => void navigate('/zzfw/pzqg')}>
            取消
          </button>
        </FormActions>
      </form>
    </section>
  );
}
