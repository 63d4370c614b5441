import { useId, useState } from 'react';
import type { Address } from '../contract/order';
import { ADDRESS_LABELS, type AddressDraft } from '../domain/address';
import { FormActions } from '../ui/form-actions';
import { FormError } from '../ui/form-error';
import { Field } from '../ui/form-field';
import { useStyles } from '../ui/use-styles';
import { getBus } from '../bus/bus';
import { schemaErrors } from './schema-errors';
import { useFormSubmit } from './use-form-submit';
import css from './address-form.css?inline';

const FIELDS: { name: keyof typeof ADDRESS_LABELS; max: number; wide?: boolean; placeholder?: string; inputMode?: 'tel' }[] = [
  { name: 'consignee', max: 20 },
  { name: 'phone', max: 20, inputMode: 'tel', placeholder: '手机号或区号-座机号' },
  { name: 'province', max: 20, placeholder: '如：山东省' },
  { name: 'city', max: 20, placeholder: '如：济南市' },
  { name: 'district', max: 20, placeholder: '选填，如：槐荫区' },
  { name: 'detail', max: 120, wide: true, placeholder: '街道、门牌号等' },
];
const FIELD_NAMES = [...FIELDS.map((field) => field.name), 'is_default'] as const;

/** The success note of a save. */
export const ADDRESS_SAVED = '地址已保存';

export interface AddressFormProps {
  /** The draft to start from: empty for 新增, the saved address for 编辑. */
  initial: AddressDraft;
  /** A heading above the fields (the account centre); the checkout's inline form has none. */
  title?: string;
  /** Sends the draft (create or update); rejects with the ApiError on failure. */
  save: (draft: AddressDraft) => Promise<Address>;
  onSaved: (address: Address) => void;
  onCancel: () => void;
  /** Editing the default address: it stays the default until another is chosen (the server ignores is_default 0). */
  lockDefault?: boolean;
  /** Focus the first field when the form opens (the buyer just pressed 新增/编辑). */
  focusFirst?: boolean;
}

/**
 * The one 新增/编辑收货地址 form, for the account centre (/zhzx/addr) and the
 * checkout alike. Checked here with the call's own schema
 * (shared/contract/calls/address-input.ts), then the server checks again and its 422 messages land on the same fields
 * (useFormSubmit). Region: three text inputs until the
 * administrative-division picker of the onboarding issue replaces them.
 */
export function AddressForm({ initial, title, save, onSaved, onCancel, lockDefault = false, focusFirst = false }: AddressFormProps) {
  const id = useId();
  const root = useStyles<HTMLFormElement>(css);
  const [draft, setDraft] = useState<AddressDraft>(initial);
  const focus = (name: string) => root.current?.querySelector<HTMLInputElement>(`[name="${name}"]`)?.focus();
  const { errors, submitting: saving, clear, submit } = useFormSubmit(FIELD_NAMES, { focus });

  const send = async () => {
    // The call's own schema, loaded on the first submit so zod stays out of the first load.
    const { addressFields } = await import('../contract/calls/address-input');
    const result = await submit(schemaErrors(addressFields, draft, FIELD_NAMES), () => save(draft));
    if (!result.ok) return;
    // Said here, once for every place the form is used (address book, checkout, points mall): a save is never silent.
    getBus().emit('ui:toast', { message: ADDRESS_SAVED, kind: 'success' });
    onSaved(result.value);
  };

  return (
    <form
      ref={root}
      className="yp-addr-form"
      part="address-form"
      aria-labelledby={title ? `${id}-title` : undefined}
      aria-label={title ? undefined : '新增收货地址'}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {title ? (
        <h2 id={`${id}-title`} className="yp-addr-form__title">
          {title}
        </h2>
      ) : null}
      <div className="yp-addr-form__grid">
        {FIELDS.map((field) => {
          const fieldId = `${id}-${field.name}`;
          const error = errors[field.name];
          const required = field.name !== 'district';
          return (
            <Field
              key={field.name}
              id={fieldId}
              label={ADDRESS_LABELS[field.name]}
              error={error}
              required={required}
              stacked
              className={field.wide ? 'yp-addr-form__field yp-addr-form__field--wide' : 'yp-addr-form__field'}
            >
              <input
                id={fieldId}
                name={field.name}
                value={draft[field.name]}
                maxLength={field.max}
                placeholder={field.placeholder}
                inputMode={field.inputMode}
                required={required}
                // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the buyer just pressed 新增/编辑: the field they came to fill takes focus
                autoFocus={focusFirst && field.name === 'consignee'}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${fieldId}-error` : undefined}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setDraft((prev) => ({ ...prev, [field.name]: value }));
                  clear(field.name);
                }}
              />
            </Field>
          );
        })}
        <label className="yp-addr-form__check">
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
          {lockDefault ? <small className="yp-addr-form__hint">（当前默认地址；设另一个地址为默认即可更换）</small> : null}
        </label>
      </div>
      <FormError message={errors.form} />
      <FormActions submit="保存地址" busy={saving} busyLabel="保存中…" className="yp-addr-form__actions">
        <button type="button" className="yp-btn" onClick={onCancel}>
          取消
        </button>
      </FormActions>
    </form>
  );
}
