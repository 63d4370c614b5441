import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('yaopi123');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('yaopi123', stored)).toBe(true);
    expect(await verifyPassword('yaopi124', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('verifies a hash made with another work factor by the factor stored in it', async () => {
    const cheap = await hashPassword('yaopi123', { N: 1024, r: 8, p: 1 });
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('yaopi123', cheap)).toBe(true);
    expect(await verifyPassword('yaopi124', cheap)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('never matches a malformed stored hash', async () => {
    for (const stored of ['', 'plain', 'scrypt$1$2', 'bcrypt$16384$8$1$abc$def', 'scrypt$16384$8$1$abc$']) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });
});
