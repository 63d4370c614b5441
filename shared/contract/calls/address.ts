import { z } from 'zod';
import { defineCall } from '../define-call';
import { addressSchema } from '../order';
import { id, optionalFlag, phone, text } from './fields';

/** Delivery addresses (/zhzx/addr). Paths not shown by the spec; see docs/api.md. */
export const addressFields = z.object({
  consignee: text('收货人', 20, '请填写收货人'),
  phone,
  province: text('省份', 20, '请选择省份'),
  city: text('城市', 20, '请选择城市'),
  district: text('区县', 20),
  detail: text('详细地址', 120, '请填写详细地址'),
  is_default: optionalFlag('默认地址', 0),
});

export const addressList = defineCall({
  output: z.array(addressSchema),
  method: 'GET',
  path: '/api/address',
  access: 'member',
  input: z.object({}),
});

export const addressCreate = defineCall({
  output: addressSchema,
  method: 'POST',
  path: '/api/address',
  access: 'member',
  input: addressFields,
});

export const addressUpdate = defineCall({
  output: addressSchema,
  method: 'POST',
  path: '/api/address/:id',
  access: 'member',
  input: addressFields.extend({ id: id('地址编号') }),
});

export const addressDelete = defineCall({
  output: z.null(),
  method: 'DELETE',
  path: '/api/address/:id',
  access: 'member',
  input: z.object({ id: id('地址编号') }),
});

export const addressSetDefault = defineCall({
  output: addressSchema,
  method: 'POST',
  path: '/api/address/:id/default',
  access: 'member',
  input: z.object({ id: id('地址编号') }),
});
