import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, EmailTakenError, findCredentials, getUserById, updateProfile } from '../../src/data/accounts';
import { hashPassword, verifyPassword } from '../../src/lib/password';
import { freshDatabase, snapshot } from './support';

let db: D1Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(() => dispose());

describe('accounts in D1', () => {
  it('creates an account whose password is stored only as a hash', async () => {
    const password = 'Sayur-Segar-2026';
    const user = await createUser(db, {
      id: 'user-new-1',
      name: 'Nadia',
      email: 'Nadia@Example.com',
      passwordHash: await hashPassword(password),
      now: '2026-11-25T00:00:00.000Z',
    });
    expect(user).toMatchObject({
      id: 'user-new-1',
      name: 'Nadia',
      role: 'user',
      emailVerified: false,
      merchantId: null,
    });
    const dump = JSON.stringify(await snapshot(db));
    expect(dump).not.toContain(password);
    const found = await findCredentials(db, 'nadia@example.com');
    expect(found?.user.id).toBe('user-new-1');
    expect(await verifyPassword(password, found!.passwordHash)).toBe(true);
  });

  it('refuses a second account for the same email in any case, and writes nothing', async () => {
    const before = await snapshot(db);
    await expect(
      createUser(db, { id: 'user-new-2', name: 'Copy', email: 'NADIA@example.com', passwordHash: '!', now: 'x' }),
    ).rejects.toBeInstanceOf(EmailTakenError);
    expect(await snapshot(db)).toEqual(before);
  });

  it('knows the demo merchant as a merchant', async () => {
    expect((await getUserById(db, 'user-merchant-demo'))?.merchantId).toBe('kebun-hijau');
    expect((await getUserById(db, 'user-buyer-demo'))?.merchantId).toBeNull();
  });

  it('saves every profile field but the email, which changes only through its link', async () => {
    const saved = await updateProfile(
      db,
      'user-new-1',
      {
        name: 'Nadia R',
        fullName: 'Nadia Rahim',
        email: 'nadia@example.com',
        phone: '+60 12-000 1111',
        dateOfBirth: '1995-06-01',
        citizenship: 'Malaysian',
        addressLine1: '1, Jalan Merdeka',
        addressLine2: 'Block B',
        city: 'Labuan',
        state: 'Labuan',
        postalCode: '87000',
        country: 'Malaysia',
      },
      '2026-11-25T01:00:00.000Z',
    );
    expect(saved).toMatchObject({
      name: 'Nadia R',
      fullName: 'Nadia Rahim',
      phone: '+60 12-000 1111',
      dateOfBirth: '1995-06-01',
      address: {
        line1: '1, Jalan Merdeka',
        line2: 'Block B',
        city: 'Labuan',
        state: 'Labuan',
        postalCode: '87000',
        country: 'Malaysia',
      },
      updatedAt: '2026-11-25T01:00:00.000Z',
    });
    // The email is not saved here: a new address waits for its link (tests/integration/account-links.test.ts).
    const unchanged = await updateProfile(
      db,
      'user-new-1',
      {
        ...saved,
        ...saved.address,
        addressLine1: saved.address.line1,
        addressLine2: saved.address.line2,
        email: 'BUYER@labuanmarket.example',
      } as never,
      '2026-11-25T02:00:00.000Z',
    );
    expect(unchanged.email).toBe('Nadia@Example.com');
  });
});
