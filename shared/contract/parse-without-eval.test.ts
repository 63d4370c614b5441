import { describe, expect, it } from 'vitest';
import { parseWithoutEval } from './parse-without-eval';

describe('parseWithoutEval', () => {
  it('makes zod build its parsers without new Function, whether zod loaded before or after', async () => {
    parseWithoutEval();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);

    // A schema built now parses without compiling: Function is not called while it is built and used.
    const real = globalThis.Function;
    let compiled = 0;
    globalThis.Function = new Proxy(real, {
      construct(target, args) {
        compiled += 1;
        return Reflect.construct(target, args);
      },
    });
    try {
      const schema = z.object({ phone: z.string().length(11, '请输入11位手机号'), count: z.number().int() });
      expect(schema.safeParse({ phone: '13800000000', count: 2 }).success).toBe(true);
      expect(schema.safeParse({ phone: '1', count: 2 }).error?.issues[0]?.message).toBe('请输入11位手机号');
    } finally {
      globalThis.Function = real;
    }
    expect(compiled).toBe(0);
  });
});
