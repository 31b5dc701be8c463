/**
 * The account's emails (src/mail/render.ts) in both languages: the link to the page in the recipient's language,
 * the token only in the link, every value escaped in the HTML.
 */
import { describe, expect, it } from 'vitest';
import type { EmailPayload } from '../../src/lib/emails';
import { renderEmail } from '../../src/mail/render';

const ORIGIN = 'https://labuan.market.example';
const TOKEN = 'A'.repeat(42) + 'z';

describe('the account emails', () => {
  it('links a reset to the reset page with its token, in English and in Bahasa Malaysia', () => {
    const payload: EmailPayload = {
      kind: 'password_reset',
      name: 'Rina',
      email: 'rina@example.com',
      token: TOKEN,
      minutes: 30,
    };
    const en = renderEmail(payload, ORIGIN, 'en');
    expect(en.subject).toBe('Reset your Labuan Market password');
    expect(en.text).toContain('the account rina@example.com');
    expect(en.text).toContain('for 30 minutes');
    expect(en.text).toContain(`${ORIGIN}/reset-password?token=${TOKEN}`);
    const ms = renderEmail(payload, ORIGIN, 'ms');
    expect(ms.subject).toBe('Tetapkan semula kata laluan Labuan Market anda');
    expect(ms.text).toContain('selama 30 minit');
    expect(ms.text).toContain(`${ORIGIN}/ms/reset-password?token=${TOKEN}`);
    expect(ms.html).toContain('lang="ms-MY"');
  });

  it('links a verification to the verification page, saying whether it replaces an address', () => {
    const base = { kind: 'verify_email', name: 'Vera', email: 'new@example.com', token: TOKEN, hours: 24 } as const;
    expect(renderEmail({ ...base, change: false }, ORIGIN).text).toContain('please confirm that new@example.com is');
    expect(renderEmail({ ...base, change: true }, ORIGIN).text).toContain('It replaces the old address');
    expect(renderEmail({ ...base, change: true }, ORIGIN, 'ms').text).toContain(`${ORIGIN}/ms/verify-email?token=`);
  });

  it('tells of a changed password at its Malaysian time, and of an address being changed, with a way back', () => {
    const changed = renderEmail({ kind: 'password_changed', name: 'Chong', at: '2026-11-28T02:00:00.000Z' }, ORIGIN);
    expect(changed.text).toContain('changed on 28 Nov 2026, 10:00 am (Malaysia time)');
    expect(changed.text).toContain(`${ORIGIN}/forgot-password`);
    const change = renderEmail(
      { kind: 'email_change_requested', name: 'Nadia', newEmail: '<b>@example.com' },
      ORIGIN,
      'ms',
    );
    expect(change.subject).toBe('Alamat e-mel Labuan Market anda sedang ditukar');
    expect(change.html).toContain('&lt;b&gt;@example.com');
    expect(change.html).not.toContain('<b>@');
  });

  it('tells of the second factor turned on, off, or reset by the administrator, in both languages', () => {
    const at = '2026-11-28T02:00:00.000Z';
    const on = renderEmail({ kind: 'second_factor_on', name: 'Chong', at }, ORIGIN);
    expect(on.subject).toBe('Two-factor authentication was turned on for your Labuan Market account');
    expect(on.text).toContain(
      'Hi Chong, two-factor authentication was turned on for your account on 28 Nov 2026, 10:00 am',
    );
    expect(on.text).toContain(`${ORIGIN}/forgot-password`);
    const onMs = renderEmail({ kind: 'second_factor_on', name: 'Chong', at }, ORIGIN, 'ms');
    expect(onMs.subject).toBe('Pengesahan dua faktor telah dihidupkan untuk akaun Labuan Market anda');
    expect(onMs.text).toContain(`${ORIGIN}/ms/forgot-password`);

    const off = {
      kind: 'second_factor_off',
      name: '<i>Nadia</i>',
      at,
      byAdministrator: false,
    } as const;
    expect(renderEmail(off, ORIGIN).subject).toBe(
      'Two-factor authentication was turned off for your Labuan Market account',
    );
    expect(renderEmail(off, ORIGIN).text).toContain('was turned off for your account on');
    expect(renderEmail(off, ORIGIN).html).not.toContain('<i>Nadia');
    expect(renderEmail(off, ORIGIN, 'ms').text).toContain('telah dimatikan untuk akaun anda');
    const reset = { ...off, byAdministrator: true };
    expect(renderEmail(reset, ORIGIN).text).toContain("was reset by the market's administrator");
    expect(renderEmail(reset, ORIGIN, 'ms').text).toContain('ditetapkan semula oleh pentadbir pasaran');
  });

  it('tells of a deleted account with no personal detail, in the language it is queued with', () => {
    const payload: EmailPayload = {
      kind: 'account_deleted',
      at: '2026-11-28T02:00:00.000Z',
      lang: 'ms',
    };
    const en = renderEmail(payload, ORIGIN, 'en');
    expect(en.subject).toBe('Your Labuan Market account was deleted');
    expect(en.text).toContain('deleted on 28 Nov 2026, 10:00 am (Malaysia time)');
    expect(en.text).toContain('"Deleted buyer"');
    const ms = renderEmail(payload, ORIGIN, 'ms');
    expect(ms.subject).toBe('Akaun Labuan Market anda telah dipadam');
    expect(ms.text).toContain('"Pembeli Dipadam"');
    expect(ms.html).toContain('lang="ms-MY"');
  });
});
