import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { flag, id, idList, money, multilineText, optionalFlag, optionalIntegerChoice, optionalRef, page, quantity, text } from './fields';

/** The value a schema reads, or its one Chinese message (a refused value gets exactly one). */
function read(schema: z.ZodType, input: unknown): { ok: unknown } | { error: string } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: result.data };
  expect(result.error.issues.map((issue) => issue.message)).toHaveLength(1);
  return { error: result.error.issues[0]!.message };
}

/** Same, as a field of an object (absent keys behave as in a request). */
function readField(schema: z.ZodType, input: Record<string, unknown>): { ok: unknown } | { error: string } {
  const result = z.object({ f: schema }).safeParse(input);
  if (result.success) return { ok: result.data.f };
  expect(result.error.issues.map((issue) => issue.message)).toHaveLength(1);
  return { error: result.error.issues[0]!.message };
}

describe('id', () => {
  const schema = id('商品编号');
  it.each([
    ['1', { ok: 1 }],
    [10, { ok: 10 }],
    ['2147483647', { ok: 2147483647 }],
    ['0x1', { error: '商品编号必须是数字' }],
    ['1e1', { error: '商品编号必须是数字' }],
    ['+5', { error: '商品编号必须是数字' }],
    [' 5', { error: '商品编号必须是数字' }],
    ['5 ', { error: '商品编号必须是数字' }],
    ['5\u0000', { error: '商品编号必须是数字' }],
    ['٥', { error: '商品编号必须是数字' }],
    ['007', { error: '商品编号必须是数字' }],
    ['', { error: '商品编号必须是数字' }],
    [true, { error: '商品编号必须是数字' }],
    [['1'], { error: '商品编号必须是数字' }],
    ['1.5', { error: '商品编号必须是整数' }],
    [10.5, { error: '商品编号必须是整数' }],
    ['0', { error: '商品编号必须大于0' }],
    ['-1', { error: '商品编号必须大于0' }],
    ['2147483648', { error: '商品编号不存在' }],
    ['9007199254740993', { error: '商品编号不存在' }],
    [1e21, { error: '商品编号不存在' }],
  ])('%j → %j', (input, expected) => {
    expect(read(schema, input)).toEqual(expected);
  });

  it('is required: absent → the field message', () => {
    expect(readField(schema, {})).toEqual({ error: '商品编号必须是数字' });
  });
});

describe('quantity', () => {
  const schema = quantity('数量', 1_000_000);
  it.each([
    ['5', { ok: 5 }],
    [10, { ok: 10 }],
    ['1e1', { error: '数量必须是数字' }],
    ['0x10', { error: '数量必须是数字' }],
    ['+5', { error: '数量必须是数字' }],
    [' 5', { error: '数量必须是数字' }],
    ['5 ', { error: '数量必须是数字' }],
    ['5\u0000', { error: '数量必须是数字' }],
    ['٥', { error: '数量必须是数字' }],
    [10.5, { error: '数量必须是整数' }],
    ['0', { error: '数量必须大于0' }],
    ['1000001', { error: '数量过大' }],
    [1e21, { error: '数量过大' }],
  ])('%j → %j', (input, expected) => {
    expect(read(schema, input)).toEqual(expected);
  });
});

describe('page and optional references', () => {
  it.each([
    [{}, { ok: 1 }],
    [{ f: '' }, { ok: 1 }],
    [{ f: '3' }, { ok: 3 }],
    [{ f: '1e1' }, { error: '页码必须是数字' }],
    [{ f: '0' }, { error: '页码最小为1' }],
    [{ f: '10001' }, { error: '页码过大' }],
    [{ f: '2.5' }, { error: '页码必须是整数' }],
  ])('page %j → %j', (input, expected) => {
    expect(readField(page, input)).toEqual(expected);
  });

  it.each([
    [{}, { ok: 0 }],
    [{ f: '' }, { ok: 0 }],
    [{ f: '0' }, { ok: 0 }],
    [{ f: '12' }, { ok: 12 }],
    [{ f: '0x1' }, { error: '优惠券编号必须是数字' }],
    [{ f: '-1' }, { error: '优惠券编号不能为负数' }],
  ])('optionalRef %j → %j', (input, expected) => {
    expect(readField(optionalRef('优惠券编号'), input)).toEqual(expected);
  });
});

describe('flags and choices', () => {
  it.each([
    ['0', { ok: 0 }],
    ['1', { ok: 1 }],
    [1, { ok: 1 }],
    ['01', { error: '选中状态只能是0或1' }],
    ['2', { error: '选中状态只能是0或1' }],
    [true, { error: '选中状态只能是0或1' }],
    ['', { error: '选中状态只能是0或1' }],
    [' 1', { error: '选中状态只能是0或1' }],
  ])('flag %j → %j', (input, expected) => {
    expect(read(flag('选中状态'), input)).toEqual(expected);
  });

  it('an optional flag reads absent and empty as its fallback', () => {
    expect(readField(optionalFlag('默认地址', 0), {})).toEqual({ ok: 0 });
    expect(readField(optionalFlag('默认地址', 0), { f: '' })).toEqual({ ok: 0 });
    expect(readField(optionalFlag('默认地址', 0), { f: '0x1' })).toEqual({ error: '默认地址只能是0或1' });
  });

  it.each([
    [{}, { ok: 0 }],
    [{ f: '3' }, { ok: 3 }],
    [{ f: '2' }, { error: '商品类型不正确' }],
    [{ f: '3.0' }, { error: '商品类型不正确' }],
  ])('a choice of 0, 1, 3: %j → %j', (input, expected) => {
    expect(readField(optionalIntegerChoice([0, 1, 3], '商品类型不正确', 0), input)).toEqual(expected);
  });
});

describe('money', () => {
  const schema = money('最低价', 1_000_000);
  it.each([
    [{}, { ok: undefined }],
    [{ f: '' }, { ok: undefined }],
    [{ f: '12' }, { ok: 12 }],
    [{ f: '12.5' }, { ok: 12.5 }],
    [{ f: '12.50' }, { ok: 12.5 }],
    [{ f: 12.5 }, { ok: 12.5 }],
    [{ f: '12.345' }, { error: '最低价格式不正确，最多两位小数' }],
    [{ f: '1e2' }, { error: '最低价格式不正确，最多两位小数' }],
    [{ f: '0x10' }, { error: '最低价格式不正确，最多两位小数' }],
    [{ f: ' 12' }, { error: '最低价格式不正确，最多两位小数' }],
    [{ f: 1e21 }, { error: '最低价格式不正确，最多两位小数' }],
    [{ f: '-1' }, { error: '最低价不能为负数' }],
    [{ f: '1000000.01' }, { error: '最低价过大' }],
    [{ f: true }, { error: '最低价格式不正确' }],
  ])('%j → %j', (input, expected) => {
    expect(readField(schema, input)).toEqual(expected);
  });
});

describe('idList', () => {
  const schema = idList('购物车商品编号', '请选择商品');
  it.each([
    [['1', '2'], { ok: [1, 2] }],
    ['1,2', { ok: [1, 2] }],
    [7, { ok: [7] }],
    ['', { error: '请选择商品' }],
    [[], { error: '请选择商品' }],
    ['1,,2', { error: '购物车商品编号必须是数字' }],
    ['1, 2', { error: '购物车商品编号必须是数字' }],
    [['0x1'], { error: '购物车商品编号必须是数字' }],
  ])('%j → %j', (input, expected) => {
    expect(read(schema, input)).toEqual(expected);
  });
});

describe('text', () => {
  const single = text('收货人', 20, '请填写收货人');
  const remark = multilineText('订单备注', 200);
  it.each([
    [single, { f: ' 张三 ' }, { ok: '张三' }],
    [single, {}, { error: '请填写收货人' }],
    [single, { f: '   ' }, { error: '请填写收货人' }],
    [single, { f: '张\u0000三' }, { error: '收货人包含不允许的字符' }],
    [single, { f: '张\n三' }, { error: '收货人包含不允许的字符' }],
    [single, { f: '张\t三' }, { error: '收货人包含不允许的字符' }],
    [single, { f: '张\u001b三' }, { error: '收货人包含不允许的字符' }],
    [single, { f: 12 }, { error: '收货人格式不正确' }],
    [single, { f: '张'.repeat(21) }, { error: '收货人不能超过20个字符' }],
    [remark, {}, { ok: '' }],
    [remark, { f: '上午送货\r\n请电话联系\t谢谢' }, { ok: '上午送货\n请电话联系\t谢谢' }],
    [remark, { f: '备注\u0000' }, { error: '订单备注包含不允许的字符' }],
    [remark, { f: '备注\u0007' }, { error: '订单备注包含不允许的字符' }],
  ])('%#: %j → %j', (schema, input, expected) => {
    expect(readField(schema as z.ZodType, input)).toEqual(expected);
  });
});

describe('the contract', () => {
  it('has no coercion left: every call reads numbers through fields.ts', () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThan(10);
    const offenders = files.filter((file) => /\bcoerce\s*\./.test(readFileSync(`${root}/${file}`, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
