import { z } from 'zod';
import { defineCall } from '../define-call';
import { addressSchema } from '../order';
import { addressFields } from './address-input';
import { id } from './fields';

/** Delivery addresses (/zhzx/addr); their fields in ./address-input.ts. Paths in docs/api.md. */

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
