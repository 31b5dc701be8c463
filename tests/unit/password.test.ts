import { describe, expect, it } from 'vitest';
import { hashPassword, NO_PASSWORD, PBKDF2_ITERATIONS, verifyPassword } from '../../src/lib/password';

describe('password hashing', () => {
  it('uses exactly the 100,000 PBKDF2 iterations production Workers allow', () => {
    // Workers refuse more than 100,000 iterations; local workerd does not enforce it, so pin it here.
    expect(PBKDF2_ITERATIONS).toBe(100_000);
  });

  it('stores the scheme and iterations with a random salt', async () => {
    const first = await hashPassword('Pasar-Buyer-2025');
    const second = await hashPassword('Pasar-Buyer-2025');
    expect(first).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('Pasar-Buyer-2025');
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('kangkung belacan');
    expect(await verifyPassword('kangkung belacan', stored)).toBe(true);
    expect(await verifyPassword('kangkung belacan ', stored)).toBe(false);
  });

  it('refuses every password for an account without one, and stored values it does not know', async () => {
    expect(await verifyPassword('', NO_PASSWORD)).toBe(false);
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
    expect(await verifyPassword('x', 'pbkdf2-sha256$999999999$AAAA$AAAA')).toBe(false);
  });
});
