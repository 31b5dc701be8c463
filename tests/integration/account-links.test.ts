/**
 * The links an account's emails carry (src/data/account-tokens.ts) against a real local D1: a reset link works
 * once and for 30 minutes, only its SHA-256 is stored (and the outbox forgets the token once the message is sent),
 * a new password ends every other session; a verification link makes a pending address the account's; asking for
 * links is counted per address typed, per network address and per account, whether or not an account has it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changePassword,
  countLinkRequest,
  linkWorks,
  resetPassword,
  sendPasswordReset,
  sendVerification,
  verifyEmail,
} from '../../src/data/account-tokens';
import { findCredentials, getUserById } from '../../src/data/accounts';
import { drainOutbox, type DueEmail } from '../../src/data/outbox';
import { listSessions, registerSession } from '../../src/data/session-registry';
import { sha256Hex } from '../../src/data/tokens';
import { LINK_REQUEST_WINDOW_MINUTES, MAX_RESETS_PER_EMAIL, RESET_LINK_MINUTES } from '../../src/lib/account-links';
import { verifyPassword } from '../../src/lib/password';
import { countRows, freshDatabase, insertUser, snapshot } from './support';

let db: D1Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(() => dispose());

const T0 = new Date('2026-11-28T02:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

/** Sends what is due and keeps it, as the binding would receive it. */
async function drain(now: Date): Promise<DueEmail[]> {
  const sent: DueEmail[] = [];
  await drainOutbox(db, async (message) => void sent.push(message), { now, limit: 50 });
  return sent;
}

/** The token of the newest message of `kind` to `to` among those sent. */
function tokenIn(sent: DueEmail[], kind: string, to: string): string {
  const message = sent.filter((m) => m.payload.kind === kind && m.to === to).at(-1);
  const token = (message?.payload as { token?: string } | undefined)?.token;
  if (!token) throw new Error(`No ${kind} sent to ${to}`);
  return token;
}

async function fileSession(userId: string, idHash: string) {
  await registerSession(
    db,
    { idHash, replaces: null, userId, device: { userAgent: 'Test', place: '' } },
    T0.toISOString(),
  );
}

describe('a password reset link', () => {
  const user = { id: 'user-reset', email: 'reset@example.com', name: 'Rina' };
  beforeAll(() => insertUser(db, user.id, user.email, user.name));

  it('stores only the SHA-256 of its token, and the outbox drops the token once the message is sent', async () => {
    await sendPasswordReset(db, user, T0);
    const sent = await drain(T0);
    const token = tokenIn(sent, 'password_reset', user.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const dump = JSON.stringify(await snapshot(db));
    expect(dump).not.toContain(token);
    const stored = await db
      .prepare("SELECT token_hash FROM account_tokens WHERE user_id = ? AND purpose = 'password_reset'")
      .bind(user.id)
      .first<{ token_hash: string }>();
    expect(stored?.token_hash).toBe(await sha256Hex(token));
    // The link is rendered in the message with its token (src/mail/render.ts), on the page in the user's language.
    expect(sent.find((m) => m.payload.kind === 'password_reset')?.lang).toBe('en');
  });

  it('works once: a second use, even with another password, changes nothing', async () => {
    await sendPasswordReset(db, user, at(1));
    const token = tokenIn(await drain(at(1)), 'password_reset', user.email);
    await fileSession(user.id, 'a'.repeat(64));
    await fileSession(user.id, 'b'.repeat(64));
    expect(await linkWorks(db, 'password_reset', token, at(2))).toBe(true);
    expect(await resetPassword(db, token, 'pbkdf2$new-hash-1', 'b'.repeat(64), at(2))).toEqual({ userId: user.id });
    expect((await findCredentials(db, user.email))?.passwordHash).toBe('pbkdf2$new-hash-1');
    // Every other session ended; the one that asked kept.
    expect((await listSessions(db, user.id)).map((s) => s.idHash)).toEqual(['b'.repeat(64)]);
    // The account is told, and its address is proved by the link.
    expect((await drain(at(2))).map((m) => m.payload.kind)).toEqual(['password_changed']);
    expect((await getUserById(db, user.id))?.emailVerified).toBe(true);

    expect(await linkWorks(db, 'password_reset', token, at(3))).toBe(false);
    expect(await resetPassword(db, token, 'pbkdf2$new-hash-2', null, at(3))).toBeNull();
    expect((await findCredentials(db, user.email))?.passwordHash).toBe('pbkdf2$new-hash-1');
  });

  it('works for 30 minutes and not after', async () => {
    await sendPasswordReset(db, user, at(10));
    const token = tokenIn(await drain(at(10)), 'password_reset', user.email);
    const lastMinute = at(10 + RESET_LINK_MINUTES - 1);
    const expired = at(10 + RESET_LINK_MINUTES);
    expect(await linkWorks(db, 'password_reset', token, lastMinute)).toBe(true);
    expect(await linkWorks(db, 'password_reset', token, expired)).toBe(false);
    const before = await snapshot(db);
    expect(await resetPassword(db, token, 'pbkdf2$late', null, expired)).toBeNull();
    expect(await snapshot(db)).toEqual(before);
  });

  it('is replaced by a newer link: only the newest works', async () => {
    await sendPasswordReset(db, user, at(40));
    const older = tokenIn(await drain(at(40)), 'password_reset', user.email);
    await sendPasswordReset(db, user, at(41));
    const newer = tokenIn(await drain(at(41)), 'password_reset', user.email);
    expect(await linkWorks(db, 'password_reset', older, at(42))).toBe(false);
    expect(await linkWorks(db, 'password_reset', newer, at(42))).toBe(true);
  });

  it('is spent by one of two uses sent at once, never both', async () => {
    await sendPasswordReset(db, user, at(50));
    const token = tokenIn(await drain(at(50)), 'password_reset', user.email);
    const results = await Promise.all([
      resetPassword(db, token, 'pbkdf2$race-1', null, at(51)),
      resetPassword(db, token, 'pbkdf2$race-2', null, at(51)),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('is not a verification link, nor the other way round', async () => {
    await sendPasswordReset(db, user, at(60));
    const token = tokenIn(await drain(at(60)), 'password_reset', user.email);
    expect(await linkWorks(db, 'verify_email', token, at(61))).toBe(false);
    expect(await verifyEmail(db, token, at(61))).toBeNull();
  });
});

describe('a password change', () => {
  it('saves the new hash, ends every other session and tells the account', async () => {
    const user = { id: 'user-change', email: 'change@example.com', name: 'Chong' };
    await insertUser(db, user.id, user.email, user.name);
    await fileSession(user.id, 'c'.repeat(64));
    await fileSession(user.id, 'd'.repeat(64));
    await changePassword(db, user, 'pbkdf2$changed', 'd'.repeat(64), at(5));
    expect((await findCredentials(db, user.email))?.passwordHash).toBe('pbkdf2$changed');
    expect((await listSessions(db, user.id)).map((s) => s.idHash)).toEqual(['d'.repeat(64)]);
    const sent = await drain(at(5));
    expect(sent.filter((m) => m.to === user.email).map((m) => m.payload)).toEqual([
      { kind: 'password_changed', name: 'Chong', at: at(5).toISOString() },
    ]);
  });
});

describe('a verification link', () => {
  const user = { id: 'user-verify', email: 'old@example.com', name: 'Vera' };
  beforeAll(() => insertUser(db, user.id, user.email, user.name));

  it('verifies the address it was sent to, once', async () => {
    await sendVerification(db, user, user.email, false, T0);
    const token = tokenIn(await drain(T0), 'verify_email', user.email);
    expect(await verifyEmail(db, token, at(1))).toEqual({ userId: user.id, email: user.email });
    expect((await getUserById(db, user.id))?.emailVerified).toBe(true);
    expect(await verifyEmail(db, token, at(2))).toBeNull();
  });

  it('keeps a new address pending, tells the old one, and makes it the account’s only when opened', async () => {
    await sendVerification(db, user, 'new@example.com', true, at(10));
    const sent = await drain(at(10));
    expect(sent.find((m) => m.payload.kind === 'email_change_requested')).toMatchObject({
      to: 'old@example.com',
      payload: { newEmail: 'new@example.com' },
    });
    const token = tokenIn(sent, 'verify_email', 'new@example.com');
    expect(await getUserById(db, user.id)).toMatchObject({ email: 'old@example.com', pendingEmail: 'new@example.com' });
    expect(await verifyEmail(db, token, at(11))).toEqual({ userId: user.id, email: 'new@example.com' });
    expect(await getUserById(db, user.id)).toMatchObject({
      email: 'new@example.com',
      pendingEmail: null,
      emailVerified: true,
    });
  });

  it('expires after 24 hours', async () => {
    await sendVerification(db, user, user.email, false, at(20));
    const token = tokenIn(await drain(at(20)), 'verify_email', user.email);
    expect(await verifyEmail(db, token, at(20 + 24 * 60))).toBeNull();
  });

  it('changes nothing when another account took the address meanwhile, and still works after', async () => {
    await sendVerification(db, user, 'wanted@example.com', true, at(30));
    const token = tokenIn(await drain(at(30)), 'verify_email', 'wanted@example.com');
    await insertUser(db, 'user-quicker', 'WANTED@example.com', 'Quicker');
    const before = await snapshot(db);
    expect(await verifyEmail(db, token, at(31))).toBe('taken');
    expect(await snapshot(db)).toEqual(before);
    expect(await linkWorks(db, 'verify_email', token, at(31))).toBe(true);
  });
});

describe('asking for links', () => {
  it('counts each email address, network address and account in the window, whether or not an account has it', async () => {
    const subjects = ['email:nobody@example.com', 'address:203.0.113.9'];
    const counts = [];
    for (let i = 0; i < MAX_RESETS_PER_EMAIL + 1; i++) {
      counts.push(await countLinkRequest(db, 'password_reset', subjects, at(i), LINK_REQUEST_WINDOW_MINUTES));
    }
    expect(counts).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
    ]);
    // Another address typed from the same network: its own count, the network's goes on.
    expect(
      await countLinkRequest(
        db,
        'password_reset',
        ['email:other@example.com', 'address:203.0.113.9'],
        at(5),
        LINK_REQUEST_WINDOW_MINUTES,
      ),
    ).toEqual([1, 5]);
    // Once the window has passed, the count starts again, and old rows are cleared on the way.
    expect(
      await countLinkRequest(
        db,
        'password_reset',
        subjects,
        at(LINK_REQUEST_WINDOW_MINUTES + 4),
        LINK_REQUEST_WINDOW_MINUTES,
      ),
    ).toEqual([1, 2]);
    expect(
      await countRows(db, "SELECT COUNT(*) AS n FROM account_mail_requests WHERE subject = 'email:nobody@example.com'"),
    ).toBe(1);
  });

  it('counts requests sent at once against each other', async () => {
    const counts = await Promise.all(
      Array.from({ length: 6 }, () =>
        countLinkRequest(db, 'verify_email', ['user:user-verify'], at(100), LINK_REQUEST_WINDOW_MINUTES),
      ),
    );
    expect(counts.map(([n]) => n).sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('the password rules', () => {
  it('keeps the hash verifiable (a real hash saved through a reset)', async () => {
    const { hashPassword } = await import('../../src/lib/password');
    const user = { id: 'user-real-hash', email: 'real@example.com', name: 'Real' };
    await insertUser(db, user.id, user.email, user.name);
    await sendPasswordReset(db, user, at(200));
    const token = tokenIn(await drain(at(200)), 'password_reset', user.email);
    await resetPassword(db, token, await hashPassword('Kain-Batik-88'), null, at(201));
    expect(await verifyPassword('Kain-Batik-88', (await findCredentials(db, user.email))!.passwordHash)).toBe(true);
  });
});
