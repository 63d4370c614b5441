import { useId, useState } from 'react';
import { createAddress } from '../../shared/api/calls/address';
import type { Address } from '../../shared/contract/order';
import { EMPTY_ADDRESS, validateAddress, type AddressDraft, type AddressErrors } from '../../shared/domain/address';
import { checkoutText as text } from './checkout-steps.text';
import { handleFormFailure } from '../../shared/api/form-failure';

const FIELDS: { name: keyof Omit<AddressDraft, 'is_default'>; label: string; wide?: boolean; max: number }[] = [
  { name: 'consignee', label: text.consignee, max: 20 },
  { name: 'phone', label: text.phone, max: 20 },
  { name: 'province', label: text.province, max: 20 },
  { name: 'city', label: text.city, max: 20 },
  { name: 'district', label: text.district, max: 20 },
  { name: 'detail', label: text.detail, wide: true, max: 120 },
];

/** 新增收货地址, inline: checked here with the server's rules, then the server's 422s land on the same fields. */
function AddressForm({ onSaved, onCancel }: { onSaved: (address: Address) => void; onCancel: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState<AddressDraft>(EMPTY_ADDRESS);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const found = validateAddress(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      onSaved(await createAddress(draft, { silent: true }));
    } catch (error) {
      const fields = handleFormFailure(error);
      if (fields) setErrors(fields);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="yp-co__address-form"
      part="address-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {FIELDS.map((field) => (
        <div key={field.name} className={field.wide ? 'yp-co__field yp-co__field--wide' : 'yp-co__field'}>
          <label htmlFor={`${id}-${field.name}`}>
            {field.name !== 'district' ? <span className="yp-co__required">*</span> : null}
            {field.label}
          </label>
          <input
            id={`${id}-${field.name}`}
            name={field.name}
            value={draft[field.name]}
            maxLength={field.max}
            aria-invalid={Boolean(errors[field.name])}
            aria-describedby={errors[field.name] ? `${id}-${field.name}-error` : undefined}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setDraft((prev) => ({ ...prev, [field.name]: value }));
            }}
          />
          {errors[field.name] ? (
            <span id={`${id}-${field.name}-error`} className="yp-co__field-error" role="alert">
              {errors[field.name]}
            </span>
          ) : null}
        </div>
      ))}
      <label className="yp-co__check yp-co__field--wide">
        <input
          type="checkbox"
          checked={draft.is_default === 1}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setDraft((prev) => ({ ...prev, is_default: checked ? 1 : 0 }));
          }}
        />
        {text.setDefault}
      </label>
      <div className="yp-co__form-actions">
        <button type="submit" className="yp-btn yp-btn--primary" disabled={saving} aria-busy={saving}>
          {saving ? text.saving : text.save}
        </button>
        <button type="button" className="yp-btn" onClick={onCancel}>
          {text.cancel}
        </button>
      </div>
    </form>
  );
}

export interface AddressPickerProps {
  addresses: readonly Address[];
  chosen: number;
  onChoose: (id: number) => void;
  /** A new address was saved: the caller re-reads the list and chooses it. */
  onAdded: (address: Address) => void;
  error?: string;
}

/** Step 2 收货地址: one radio per address (the default marked), and the inline new-address form. */
export function AddressPicker({ addresses, chosen, onChoose, onAdded, error }: AddressPickerProps) {
  const [adding, setAdding] = useState(addresses.length === 0);
  const name = useId();
  return (
    <section className="yp-co__section" part="addresses" aria-labelledby={`${name}-title`}>
      <h3 id={`${name}-title`} className="yp-co__section-title">
        {text.address}
        {adding ? null : (
          <button type="button" className="yp-co__link-btn yp-co__title-action" part="add-address" onClick={() => setAdding(true)}>
            + {text.addAddress}
          </button>
        )}
      </h3>
      {addresses.length === 0 && !adding ? <p className="yp-co__muted">{text.addressEmpty}</p> : null}
      <div className="yp-co__addresses" role="radiogroup" aria-label={text.address}>
        {addresses.map((address) => (
          <label key={address.id} className={address.id === chosen ? 'yp-co__address is-chosen' : 'yp-co__address'} part="address" data-address-id={address.id}>
            <input type="radio" name={name} checked={address.id === chosen} onChange={() => onChoose(address.id)} />
            <span className="yp-co__address-who">
              {address.consignee} {address.phone}
              {address.is_default === 1 ? <span className="yp-co__mark yp-co__mark--default">{text.addressDefault}</span> : null}
            </span>
            <span className="yp-co__address-where">{address.full}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="yp-co__field-error" role="alert">
          {error}
        </p>
      ) : null}
      {adding ? (
        <AddressForm
          onSaved={(address) => {
            setAdding(false);
            onAdded(address);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : null}
    </section>
  );
}
