/** The second factor in D1 (src/data/second-factor.ts) against a real local D1. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUserById } from '../../src/data/accounts';
import {
  AccountRefused,
  beginSecondFactor,
  checkSecondFactor,
  closeSecondStep,
  confirmSecondFactor,
  needsSecondStep,
  openSecondStep,
  recentSecondFactorResets,
  resetSecondFactor,
  secondFactorState,
  secondStepPending,
  trustBrowser,
  trySecondStep,
  turnOffSecondFactor,
} from '../../src/data/second-factor';
import { rememberDevice } from '../../src/data/devices';
import { hashOfCode, totpCode, totpStep } from '../../src/lib/second-factor';
import { countRows, freshDatabase, snapshot } from './support';

const BUYER = 'user-buyer-demo';
const NOW = new Date('2026-11-25T02:00:10.000Z');
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
const codeAt = (secret: string, when: Date) => totpCode(secret, totpStep(when.getTime()));

/** The account's queued second-factor emails, oldest first. */
async function factorEmails(): Promise<{ kind: string; to_address: string; payload: Record<string, unknown> }[]> {
  const { results } = await db
    .prepare(
      `SELECT kind, to_address, payload FROM email_outbox
       WHERE user_id = ? AND kind IN ('second_factor_on', 'second_factor_off') ORDER BY id`,
    )
    .bind(BUYER)
    .all<{ kind: string; to_address: string; payload: string }>();
  return results.map((r) => ({
    ...r,
    payload: JSON.parse(r.payload) as Record<string, unknown>,
  }));
}

async function refusal(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AccountRefused);
  return (error as AccountRefused).refusal.code;
}

let db: D1Database;
let dispose: () => Promise<void>;
let secret: string;
let recoveryCodes: string[];

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(() => dispose());

describe('setting up', () => {
  it('keeps one secret while it is set up, refuses a wrong code, and turns on with a right one', async () => {
    secret = await beginSecondFactor(db, BUYER, NOW);
    expect(await beginSecondFactor(db, BUYER, at(5))).toBe(secret);
    expect(await secondFactorState(db, BUYER)).toEqual({ enabled: false, pendingSecret: secret, recoveryCodesLeft: 0 });
    expect(await needsSecondStep(db, BUYER, null, NOW)).toBe(false);
    expect(await refusal(confirmSecondFactor(db, BUYER, '000000', NOW))).toBe('secondFactor.wrongCode');

    recoveryCodes = await confirmSecondFactor(db, BUYER, await codeAt(secret, NOW), NOW);
    expect(recoveryCodes).toHaveLength(10);
    expect(await secondFactorState(db, BUYER)).toEqual({ enabled: true, pendingSecret: null, recoveryCodesLeft: 10 });
    expect((await getUserById(db, BUYER))?.secondFactor).toBe(true);
    expect(await refusal(beginSecondFactor(db, BUYER, NOW))).toBe('secondFactor.alreadyOn');
    expect(await refusal(confirmSecondFactor(db, BUYER, await codeAt(secret, at(30)), at(30)))).toBe(
      'secondFactor.alreadyOn',
    );
    // Told once, in the batch that turned it on, to the account's address.
    expect(await factorEmails()).toEqual([
      {
        kind: 'second_factor_on',
        to_address: 'buyer@labuanmarket.example',
        payload: {
          kind: 'second_factor_on',
          name: expect.any(String),
          at: NOW.toISOString(),
        },
      },
    ]);
  });

  it('stores only the hashes of the recovery codes', async () => {
    const dump = JSON.stringify(await snapshot(db));
    for (const code of recoveryCodes) {
      expect(dump).not.toContain(code);
      expect(dump).not.toContain(code.replace('-', ''));
      expect(dump).toContain(await hashOfCode(code));
    }
  });
});

describe('checking a code', () => {
  it('never accepts the same code twice, nor an older one, and accepts the next step’s', async () => {
    // The step of set-up is used: its code is refused even within the window.
    expect(await refusal(checkSecondFactor(db, BUYER, await codeAt(secret, NOW), at(1)))).toBe(
      'secondFactor.wrongCode',
    );
    const later = at(30);
    expect(await checkSecondFactor(db, BUYER, await codeAt(secret, later), later)).toBe('totp');
    expect(await refusal(checkSecondFactor(db, BUYER, await codeAt(secret, later), later))).toBe(
      'secondFactor.wrongCode',
    );
    // Two requests racing with one fresh code: exactly one is accepted.
    const racing = at(60);
    const code = await codeAt(secret, racing);
    const outcomes = await Promise.allSettled([1, 2, 3].map(() => checkSecondFactor(db, BUYER, code, racing)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
  });

  it('accepts each recovery code once, in any case and spacing', async () => {
    const [first] = recoveryCodes;
    expect(await checkSecondFactor(db, BUYER, ` ${first!.toUpperCase().replace('-', ' ')} `, at(61))).toBe('recovery');
    expect(await refusal(checkSecondFactor(db, BUYER, first!, at(62)))).toBe('secondFactor.wrongCode');
    expect((await secondFactorState(db, BUYER)).recoveryCodesLeft).toBe(9);
  });

  it('locks the account’s second step for 15 minutes after five wrong codes, right codes included', async () => {
    // A right code starts the count again.
    expect(await checkSecondFactor(db, BUYER, await codeAt(secret, at(90)), at(90))).toBe('totp');
    const when = at(120);
    for (let i = 0; i < 4; i++) {
      expect(await refusal(checkSecondFactor(db, BUYER, '123456', when))).toBe('secondFactor.wrongCode');
    }
    expect(await refusal(checkSecondFactor(db, BUYER, 'zzzzz-zzzzz', when))).toBe('secondFactor.wrongCode');
    expect(await refusal(checkSecondFactor(db, BUYER, await codeAt(secret, at(150)), at(150)))).toBe(
      'secondFactor.locked',
    );
    expect(await refusal(checkSecondFactor(db, BUYER, recoveryCodes[1]!, at(150)))).toBe('secondFactor.locked');
    const free = at(120 + 15 * 60 + 1);
    expect(await checkSecondFactor(db, BUYER, await codeAt(secret, free), free)).toBe('totp');
  });
});

describe('the second step of a sign-in', () => {
  it('is bound to its token, expires after five minutes, and allows five tries', async () => {
    const token = await openSecondStep(db, BUYER, NOW);
    expect(await secondStepPending(db, token, at(299))).toBe(true);
    expect(await secondStepPending(db, token, at(301))).toBe(false);
    expect(await refusal(trySecondStep(db, token, at(301)))).toBe('secondFactor.stepExpired');
    expect(await refusal(trySecondStep(db, 'A'.repeat(43), NOW))).toBe('secondFactor.stepExpired');

    const other = await openSecondStep(db, BUYER, NOW);
    for (let i = 0; i < 5; i++) expect(await trySecondStep(db, other, at(10))).toBe(BUYER);
    expect(await refusal(trySecondStep(db, other, at(10)))).toBe('secondFactor.tooManyTries');
    expect(await secondStepPending(db, other, at(10))).toBe(false);

    const closed = await openSecondStep(db, BUYER, NOW);
    await closeSecondStep(db, closed);
    expect(await secondStepPending(db, closed, NOW)).toBe(false);
  });

  it('is skipped for 30 days on a browser its owner trusted, and only for that account', async () => {
    await rememberDevice(db, BUYER, NOW);
    const device = (await db
      .prepare('SELECT token_hash FROM known_devices WHERE user_id = ?')
      .bind(BUYER)
      .first<{ token_hash: string }>())!.token_hash;
    expect(await needsSecondStep(db, BUYER, device, NOW)).toBe(true);
    await trustBrowser(db, BUYER, device, NOW);
    expect(await needsSecondStep(db, BUYER, device, at(60))).toBe(false);
    expect(await needsSecondStep(db, BUYER, device, at(31 * 24 * 60 * 60))).toBe(true);
    expect(await needsSecondStep(db, BUYER, null, at(60))).toBe(true);
  });
});

describe('turning it off and the administrator’s reset', () => {
  it('turning off forgets the secret, the codes and the trusted browsers', async () => {
    await turnOffSecondFactor(db, BUYER, at(60));
    expect((await factorEmails()).map((m) => [m.kind, m.payload.at, m.payload.byAdministrator])).toEqual([
      ['second_factor_on', NOW.toISOString(), undefined],
      ['second_factor_off', at(60).toISOString(), false],
    ]);
    for (const table of ['second_factors', 'recovery_codes', 'trusted_browsers', 'sign_in_challenges']) {
      expect(await countRows(db, `SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`, BUYER), table).toBe(0);
    }
    expect((await getUserById(db, BUYER))?.secondFactor).toBe(false);
  });

  it('resets a factor with the check written to the audit, and refuses an unknown account or one without', async () => {
    const again = await beginSecondFactor(db, BUYER, NOW);
    await confirmSecondFactor(db, BUYER, await codeAt(again, NOW), NOW);
    const before = await snapshot(db);
    expect(
      await refusal(
        resetSecondFactor(db, {
          adminId: 'user-admin',
          email: 'nobody@example.com',
          verifiedBy: 'idDocument',
          now: NOW,
        }),
      ),
    ).toBe('secondFactor.noSuchAccount');
    expect(
      await refusal(
        resetSecondFactor(db, {
          adminId: 'user-admin',
          email: 'merchant@labuanmarket.example',
          verifiedBy: 'idDocument',
          now: NOW,
        }),
      ),
    ).toBe('secondFactor.notOn');
    expect(await snapshot(db)).toEqual(before);
    expect(await factorEmails()).toHaveLength(3);

    await resetSecondFactor(db, {
      adminId: 'user-admin',
      email: 'BUYER@labuanmarket.example',
      verifiedBy: 'orderDetails',
      now: at(5),
    });
    expect((await getUserById(db, BUYER))?.secondFactor).toBe(false);
    const told = await factorEmails();
    expect(told.map((m) => m.kind)).toEqual([
      'second_factor_on',
      'second_factor_off',
      'second_factor_on',
      'second_factor_off',
    ]);
    expect(told[3]).toMatchObject({
      to_address: 'buyer@labuanmarket.example',
      payload: { at: at(5).toISOString(), byAdministrator: true },
    });
    expect(await recentSecondFactorResets(db)).toEqual([
      {
        at: at(5).toISOString(),
        adminEmail: 'admin@labuanmarket.example',
        accountEmail: 'buyer@labuanmarket.example',
        verifiedBy: 'orderDetails',
      },
    ]);
  });

  it('seeds the demo administrator with the second factor on (demo data only)', async () => {
    expect((await getUserById(db, 'user-admin'))?.secondFactor).toBe(true);
  });
});
