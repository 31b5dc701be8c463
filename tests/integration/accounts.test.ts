import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clearFailedSignIns,
  countFailedSignIns,
  createUser,
  EmailTakenError,
  findCredentials,
  getUserById,
  recordFailedSignIn,
  updateProfile,
} from '../../src/data/accounts';
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

  it('saves every profile field and keeps emails unique', async () => {
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
    await expect(
      updateProfile(
        db,
        'user-new-1',
        {
          ...saved,
          ...saved.address,
          addressLine1: '',
          addressLine2: '',
          postalCode: '',
          email: 'BUYER@labuanmarket.example',
        } as never,
        'x',
      ),
    ).rejects.toBeInstanceOf(EmailTakenError);
  });

  it('counts failed sign-ins per email within the window, and forgets them after a success', async () => {
    const since = '2026-11-25T00:00:00.000Z';
    for (let i = 0; i < 3; i++)
      await recordFailedSignIn(db, 'Someone@Example.com', '203.0.113.9', '2026-11-25T00:05:00.000Z');
    await recordFailedSignIn(db, 'someone@example.com', '203.0.113.9', '2026-11-24T23:00:00.000Z');
    expect(await countFailedSignIns(db, 'SOMEONE@example.com', '203.0.113.9', since)).toEqual({
      forEmail: 3,
      forAddress: 3,
    });
    expect(await countFailedSignIns(db, 'other@example.com', null, since)).toEqual({ forEmail: 0, forAddress: 0 });
    await clearFailedSignIns(db, 'someone@example.com');
    expect((await countFailedSignIns(db, 'someone@example.com', null, since)).forEmail).toBe(0);
  });
});
