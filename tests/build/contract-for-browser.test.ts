import { describe, expect, it } from 'vitest';
import { contractForBrowser } from '../../scripts/build/contract-for-browser';

type Handler = (code: string, id: string) => { code: string } | null;

const plugin = contractForBrowser();
const transform = (plugin.transform as { handler: Handler }).handler;
const run = (code: string, id = '/p/shared/contract/calls/cart.ts') => transform(code, id)?.code ?? null;

const MODULE = `import { z } from 'zod';
import { defineCall } from '../define-call';
import { id } from './fields';

export const line = z.object({ goods_id: id('商品编号'), number: z.number().int().min(1, '数量不正确') });
export const CART_FILTERS = [99999, 1, 2] as const;

export const cartAdd = defineCall({
  output: z.strictObject({ total: z.number() }),
  method: 'POST',
  path: '/api/cart',
  access: 'member',
  input: z.object({ params: z.array(line).min(1, '请选择要加入购物车的商品') }),
});

export function fillSomething(path: string): string {
  return path.replace('x', String(Math.max(1, 2)));
}

register(cartAdd);
`;

describe('the embed build view of the contract', () => {
  it("drops defineCall's input and output, wherever they sit in the object", () => {
    const out = run(MODULE) ?? '';
    expect(out).not.toContain('output:');
    expect(out).not.toContain('input:');
    expect(out).not.toContain('请选择要加入购物车的商品');
    expect(out).toMatch(/defineCall\(\{\s*method: 'POST',\s*path: '\/api\/cart',\s*access: 'member',\s*\}\)/);
  });

  it('wraps each module-level value that makes a call in a pure arrow, so unused schemas and zod are shaken out', () => {
    const out = run(MODULE) ?? '';
    // The whole chain is inside the pure call: a mark on z.number() alone would leave .int().min() alive.
    expect(out).toContain(
      "export const line = /* @__PURE__ */ (() => (z.object({ goods_id: id('商品编号'), number: z.number().int().min(1, '数量不正确') })))();",
    );
    expect(out).toMatch(/export const cartAdd = \/\* @__PURE__ \*\/ \(\(\) => \(defineCall\(\{/);
    // Functions, bare call statements and constants without calls are kept as written.
    expect(out).toContain("return path.replace('x', String(Math.max(1, 2)));");
    expect(out).toMatch(/\nregister\(cartAdd\);/);
    expect(out).toContain('export const CART_FILTERS = [99999, 1, 2] as const;');
  });

  it('touches nothing outside the contract, its tests, or modules without zod', () => {
    expect(run(MODULE, '/p/shared/api/client.ts')).toBeNull();
    expect(run(MODULE, '/p/shared/contract/calls/cart.test.ts')).toBeNull();
    expect(run("export const A = 'x';")).toBeNull();
  });
});
