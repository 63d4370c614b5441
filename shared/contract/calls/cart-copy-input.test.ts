import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../connected/schema-errors';
import { cartCopyInput } from './cart-copy-input';

const FIELDS = ['ids', 'other_user_ids'] as const;

describe('复制购物车 checked with its call’s schema', () => {
  it('asks for the lines and the stores, in the form’s words', () => {
    expect(schemaErrors(cartCopyInput, { ids: [3, 4], other_user_ids: [12] }, FIELDS)).toEqual({});
    expect(schemaErrors(cartCopyInput, { ids: [], other_user_ids: [12] }, FIELDS)).toEqual({ ids: '请选择要复制的商品' });
    expect(schemaErrors(cartCopyInput, { ids: [3], other_user_ids: [] }, FIELDS)).toEqual({ other_user_ids: '请选择目标门店' });
  });
});
