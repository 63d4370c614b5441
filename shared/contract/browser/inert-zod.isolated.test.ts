import { describe, expect, it, vi } from 'vitest';

// The browser builds alias zod to the stand-in (vite.config.ts); here the
// same swap, so every contract module is loaded exactly as a page loads it.
vi.mock('zod', async () => await import('./inert-zod'));

describe('the inert zod of the browser builds', () => {
  it('loads every contract call module, keeping method, path and access', async () => {
    const calls = await import('../calls');
    const { isCallDef } = await import('../define-call');
    const defs = (Object.values(calls) as unknown[]).filter(isCallDef);
    expect(defs.length).toBeGreaterThan(60);
    for (const def of defs) {
      expect(['GET', 'POST', 'PUT', 'DELETE']).toContain(def.method);
      expect(def.path).toMatch(/^\/api\//);
      expect(['member', 'optional']).toContain(def.access);
    }
    // Plain constants beside the schemas are untouched.
    expect(calls.CHAT_MESSAGE_MAX).toBe(500);
    expect(calls.IDEMPOTENCY_HEADER).toBe('Idempotency-Key');
  });

  it('refuses to validate instead of pretending', async () => {
    const { z } = (await import('./inert-zod')) as unknown as { z: { object(shape: object): { parse(v: unknown): unknown; safeParse(v: unknown): unknown } } };
    const schema = z.object({});
    expect(() => schema.parse({})).toThrow(/not available in the browser build/);
    expect(() => schema.safeParse({})).toThrow(/not available in the browser build/);
  });

  it('is not a thenable, so awaiting a schema by mistake does not hang', async () => {
    const { z } = await import('./inert-zod');
    await expect(Promise.resolve(z)).resolves.toBe(z);
  });
});
