import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { schemaErrors } from '../../../shared/connected/schema-errors';
import { useFocusByName, useFormSubmit } from '../../../shared/connected/use-form-submit';
import { getBus } from '../../../shared/bus';
import type { UploadedImage } from '../../../shared/contract';
import { MemberPage } from '../../lib/member-shell';
import { ImagePicker } from './image-picker';
import '../../lib/wallet.css';
import { FormActions, FormError, TextField } from '../../../shared/ui';
import { selfServiceApi } from '../../../shared/api/resources/self-service';

/** /zzfw/pzqg/add (新增求购): name, manufacturer, specification, quantity, expected price, a photo and a note. */
export default function VarietyAddPage() {
  return (
    <MemberPage crumbs={[{ label: '自助服务' }, { label: '品种求购', to: '/zzfw/pzqg' }, { label: '新增求购' }]}>
      <VarietyAdd />
    </MemberPage>
  );
}

const EMPTY = { name: '', manufacturer: '', specification: '', quantity: '', expected_price: '', remark: '' };
type Draft = typeof EMPTY;
const FIELDS = ['name', 'manufacturer', 'specification', 'quantity', 'expected_price', 'photo', 'remark'] as const;

function VarietyAdd() {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [photo, setPhoto] = useState<UploadedImage[]>([]);
  const { form, focus } = useFocusByName();
  const { errors, submitting: sending, submit } = useFormSubmit(FIELDS, { focus });
  const set = (name: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [name]: value }));

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = { ...draft, quantity: draft.quantity.trim(), expected_price: draft.expected_price.trim(), photo: photo[0]?.id ?? 0 };
    // The call's own schema, loaded on the first submit so zod stays out of the page's first load; the server checks again.
    const { varietyCreateInput } = await import('../../../shared/contract/calls/variety-input');
    const result = await submit(schemaErrors(varietyCreateInput, input, FIELDS), () => selfServiceApi.varietyCreate(input, { silent: true }));
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
