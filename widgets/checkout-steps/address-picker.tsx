import { useId, useState } from 'react';
import { AddressForm } from '../../shared/connected/address-form';
import type { Address } from '../../shared/contract/order';
import { EMPTY_ADDRESS } from '../../shared/domain/address';
import { checkoutText as text } from './checkout-steps.text';
import { addressApi } from '../../shared/api/resources/address';

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
          initial={EMPTY_ADDRESS}
          save={(draft) => addressApi.addressCreate(draft, { silent: true })}
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
