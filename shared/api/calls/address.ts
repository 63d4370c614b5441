import * as defs from '../../contract/calls/address';
import type { InputOf } from '../../contract/define-call';
import { call, type CallOptions } from '../call';

export type AddressInput = Partial<InputOf<typeof defs.addressCreate>>;

export function fetchAddresses(options?: CallOptions) {
  return call(defs.addressList, {}, options);
}

export function createAddress(input: AddressInput, options?: CallOptions) {
  return call(defs.addressCreate, input as InputOf<typeof defs.addressCreate>, options);
}

export function updateAddress(id: number, input: AddressInput, options?: CallOptions) {
  return call(defs.addressUpdate, { ...input, id } as InputOf<typeof defs.addressUpdate>, options);
}

export function deleteAddress(id: number, options?: CallOptions) {
  return call(defs.addressDelete, { id }, options);
}

export function setDefaultAddress(id: number, options?: CallOptions) {
  return call(defs.addressSetDefault, { id }, options);
}
