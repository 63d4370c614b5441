/**
 * The delivery-address form's draft, shared by the checkout's inline form and the account centre's
 * /zhzx/addr page; both check it with the call's schema (shared/contract/calls/address-input.ts).
 */

/** A buyer keeps at most this many delivery addresses (the server's limit, server/services/address.ts). */
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
