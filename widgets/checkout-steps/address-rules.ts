import { isPhone } from '../../shared/domain/validation';
import { checkoutText as text } from './checkout-steps.text';

/** The new-address form's fields (shared/contract addressFields). */
export interface AddressDraft {
  consignee: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  is_default: 0 | 1;
}

export type AddressErrors = Partial<Record<keyof AddressDraft, string>>;

export const EMPTY_ADDRESS: AddressDraft = { consignee: '', phone: '', province: '', city: '', district: '', detail: '', is_default: 0 };

/**
 * Checks the form before it is sent, with the messages the server would
 * give (spec §5 phone rule: 11-digit mobile 1[3-9]… or area-code landline).
 * The server checks again; its 422 messages land on the same fields.
 */
export function validateAddress(draft: AddressDraft): AddressErrors {
  const errors: AddressErrors = {};
  if (!draft.consignee.trim()) errors.consignee = text.required(text.consignee);
  const phone = draft.phone.trim();
  if (!phone) errors.phone = text.required(text.phone);
  else if (!isPhone(phone)) errors.phone = text.phoneInvalid;
  if (!draft.province.trim()) errors.province = text.required(text.province);
  if (!draft.city.trim()) errors.city = text.required(text.city);
  if (!draft.detail.trim()) errors.detail = text.required(text.detail);
  return errors;
}

/** The first message per field of a 422 answer ({field: [msg, …]}). */
export function firstMessages(errors: Record<string, readonly string[] | string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const first = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string' && first) out[field] = first;
  }
  return out;
}
