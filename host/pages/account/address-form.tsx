import { useId, useState } from 'react';
import { handleFormFailure, isApiError } from '../../../shared/api';
import type { Address } from '../../../shared/contract/order';
import { ADDRESS_LABELS, validateAddress, type AddressDraft, type AddressErrors } from '../../../shared/domain';

const FIELDS: { name: keyof typeof ADDRESS_LABELS; max: number; wide?: boolean; placeholder?: string; inputMode?: 'tel' }[] = [
  { name: 'consignee', max: 20 },
  { name: 'phone', max: 20, inputMode: 'tel', placeholder: '手机号或区号-座机号' },
  { name: 'province', max: 20, placeholder: '如：山东省' },
  { name: 'city', max: 20, placeholder: '如：济南市' },
  { name: 'district', max: 20, placeholder: '选填，如：槐荫区' },
  { name: 'detail', max: 120, wide: true, placeholder: '街道、门牌号等' },
];

export interface AddressFormProps {
  /** The draft to start from: empty for 新增, the saved address for 编辑. */
  initial: AddressDraft;
  title: string;
  /** Sends the draft (create or update); rejects with the ApiError on failure. */
  save: (draft: AddressDraft) => Promise<Address>;
  onSaved: (address: Address) => void;
  onCancel: () => void;
  /** Editing the default address: it stays the default until another is chosen (the server ignores is_default 0). */
  lockDefault?: boolean;
}

/**
 * 新增/编辑收货地址. Checked here with the server's rules (shared/domain),
 * then the server checks again and its 422 messages land on the same fields.
 * Region: three text inputs, as no library of China's administrative
 * divisions is a dependency (and the server stores free text anyway).
 */
export function AddressForm({ initial, title, save, onSaved, onCancel, lockDefault = false }: AddressFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<AddressDraft>(initial);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const found = validateAddress(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      onSaved(await save(draft));
    } catch (error) {
      if (!isApiError(error)) throw error;
      const fields = handleFormFailure(error);
      if (fields) setErrors(fields);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="ys-addr-form"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id={`${id}-title`} className="ys-orders__h2">
        {title}
      </h2>
      <div className="ys-addr-form__grid">
        {FIELDS.map((field) => {
          const error = errors[field.name];
          return (
            <div key={field.name} className={field.wide ? 'ys-addr-form__field ys-addr-form__field--wide' : 'ys-addr-form__field'}>
              <label htmlFor={`${id}-${field.name}`}>
                {field.name !== 'district' ? (
                  <span className="ys-addr-form__required" aria-hidden="true">
                    *
                  </span>
                ) : null}
                {ADDRESS_LABELS[field.name]}
              </label>
              <input
                id={`${id}-${field.name}`}
                className="ys-input"
                name={field.name}
                value={draft[field.name]}
                maxLength={field.max}
                placeholder={field.placeholder}
                inputMode={field.inputMode}
                required={field.name !== 'district'}
                // The form opens above the list: focusing its first field brings it into view from any card's 编辑.
                // eslint-disable-next-line jsx-a11y/no-autofocus -- the buyer just pressed 新增/编辑; the field they came to fill takes focus
                autoFocus={field.name === 'consignee'}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${id}-${field.name}-error` : undefined}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setDraft((prev) => ({ ...prev, [field.name]: value }));
                }}
              />
              {error ? (
                <p id={`${id}-${field.name}-error`} className="ys-field-error" role="alert">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <label className="ys-addr-form__check">
          <input
            type="checkbox"
            name="is_default"
            checked={draft.is_default === 1}
            disabled={lockDefault}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setDraft((prev) => ({ ...prev, is_default: checked ? 1 : 0 }));
            }}
          />
          设为默认地址
          {lockDefault ? <small className="ys-addr-form__hint">（当前默认地址；设另一个地址为默认即可更换）</small> : null}
        </label>
      </div>
      <div className="ys-addr-form__actions">
        <button type="submit" className="yp-btn yp-btn--primary" disabled={saving} aria-busy={saving}>
          {saving ? '保存中…' : '保存地址'}
        </button>
        <button type="button" className="yp-btn" onClick={onCancel}>
          取消
        </button>
      </div>
    </form>
  );
}
