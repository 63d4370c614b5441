import { isPhone } from './validation';

/**
 * The delivery-address form (shared/contract addressFields), shared by the
 * checkout's inline form and the account centre's /zhzx/addr page so both
 * check a draft the same way before the server checks it again.
 */

/** A buyer keeps at most this many delivery addresses (the server's limit, server/services/addresses.ts). */
export const ADDRESS_MAX = 20;

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

/** The field labels, in form order; 区县 is the only optional one. */
export const ADDRESS_LABELS: Record<keyof Omit<AddressDraft, 'is_default'>, string> = {
  consignee: '收货人',
  phone: '联系电话',
  province: '省份',
  city: '城市',
  district: '区县',
  detail: '详细地址',
};

export const PHONE_INVALID = '联系电话格式不正确（手机号或区号-座机号）';

const required = (field: keyof typeof ADDRESS_LABELS) => `请填写${ADDRESS_LABELS[field]}`;

/**
 * Checks the form before it is sent, with the messages the server would
 * give (docs/product/validation.md phone rule: 11-digit mobile 1[3-9]… or area-code landline).
 * The server checks again; its 422 messages land on the same fields.
 */
export function validateAddress(draft: AddressDraft): AddressErrors {
  const errors: AddressErrors = {};
  if (!draft.consignee.trim()) errors.consignee = required('consignee');
  const phone = draft.phone.trim();
  if (!phone) errors.phone = required('phone');
  else if (!isPhone(phone)) errors.phone = PHONE_INVALID;
  if (!draft.province.trim()) errors.province = required('province');
  if (!draft.city.trim()) errors.city = required('city');
  if (!draft.detail.trim()) errors.detail = required('detail');
  return errors;
}

/** The draft that edits a saved address. */
export function addressDraftOf(address: Omit<AddressDraft, 'is_default'> & { is_default: number }): AddressDraft {
  const { consignee, phone, province, city, district, detail } = address;
  return { consignee, phone, province, city, district, detail, is_default: address.is_default === 1 ? 1 : 0 };
}

/** The first message per field of a 422 answer ({field: [msg, …]}). */
export function firstMessages(errors: Record<string, readonly string[] | string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const first = typeof messages === 'string' ? messages : messages?.[0];
    if (typeof first === 'string' && first) out[field] = first;
  }
  return out;
}
