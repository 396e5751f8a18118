import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash';

describe('owner passwords', () => {
  it('stores a salted scrypt hash that only the right password matches', async () => {
    const a = await hashPassword('mot-de-passe-solide');
    const b = await hashPassword('mot-de-passe-solide');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('mot-de-passe-solide', a)).toBe(true);
    expect(await verifyPassword('mot-de-passe-Solide', a)).toBe(false);
    expect(await verifyPassword('mot-de-passe-solide', 'plain-text')).toBe(false);
  });
});
