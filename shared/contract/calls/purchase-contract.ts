import { z } from 'zod';
import { defineCall } from '../define-call';
import { purchaseContractSchema } from '../purchase-contract';
import { text } from './fields';

/** The current purchase agreement and whether the buyer signed it (/dzht). */
export const contractShow = defineCall({
  output: purchaseContractSchema,
  method: 'GET',
  path: '/api/contract',
  access: 'member',
  input: z.object({}),
});

/** Sign the version read (a stale version is a 422: the text changed meanwhile). Signing twice is harmless. */
export const contractSign = defineCall({
  output: purchaseContractSchema,
  method: 'POST',
  path: '/api/contract/sign',
  access: 'member',
  input: z.object({ version: text('合同版本', 20, '合同版本不正确') }),
});
