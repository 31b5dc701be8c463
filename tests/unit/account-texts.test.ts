import { describe, expect, it } from 'vitest';
import { messages } from '../../src/i18n';
import { PROFILE_REFUSALS, validateProfile, type ProfileInput } from '../../src/lib/profile';
import { decodeRefusal, refusalText } from '../../src/lib/refusals';
import { EMAIL_SETTINGS } from '../../src/lib/emails';

const en = messages('en').account;
const ms = messages('ms').account;

const EMPTY: ProfileInput = {
  name: '',
  fullName: '',
  email: '',
  phone: '',
  dateOfBirth: '',
  citizenship: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
};

/** Every message validateProfile can give, by the profile each one needs. */
const PROFILES: ProfileInput[] = [
  EMPTY,
  {
    ...EMPTY,
    name: 'n'.repeat(101),
    fullName: 'f'.repeat(151),
    email: 'not-an-email',
    phone: 'x',
    dateOfBirth: '2999-01-01',
    citizenship: 'c'.repeat(61),
    addressLine1: 'a'.repeat(201),
    addressLine2: 'a'.repeat(201),
    city: 'c'.repeat(81),
    state: 's'.repeat(81),
    postalCode: '!',
    country: 'c'.repeat(61),
  },
];

describe('the profile in Bahasa Malaysia', () => {
  it('refuses with a code the form is given, and says each in Bahasa Malaysia', () => {
    const said = PROFILES.flatMap((profile) => Object.values(validateProfile(profile)));
    expect(said.length).toBeGreaterThan(12);
    for (const message of said) {
      const refusal = decodeRefusal(message);
      expect(refusal).not.toBeNull();
      expect(PROFILE_REFUSALS).toContain(refusal!.code);
      const english = refusalText(en.form.refusals, refusal);
      const malay = refusalText(ms.form.refusals, refusal);
      expect(english).not.toMatch(/[{}]/);
      expect(malay).not.toBe(english);
    }
  });

  it("says the checks and the server's refusal as the spec and the Malay catalogue word them", () => {
    const errors = validateProfile({
      ...EMPTY,
      email: 'x@example.com',
      phone: 'bukan nombor',
      country: 'c'.repeat(61),
    });
    const say = (texts: typeof en.form.refusals, message?: string) => refusalText(texts, decodeRefusal(message));
    expect(say(en.form.refusals, errors.name)).toBe('Display name is required');
    expect(say(en.form.refusals, errors.phone)).toBe('Please enter a valid phone number, such as +60 12-345 6789');
    expect(say(en.form.refusals, errors.country)).toBe('Country must be at most 60 characters');
    expect(say(ms.form.refusals, errors.name)).toBe('Nama paparan diperlukan');
    expect(say(ms.form.refusals, errors.phone)).toBe(
      'Sila masukkan nombor telefon yang sah, contohnya +60 12-345 6789',
    );
    expect(say(ms.form.refusals, errors.country)).toBe('Negara tidak boleh melebihi 60 aksara');
    expect(refusalText(ms.form.refusals, { code: 'auth.emailTaken' })).toBe(
      'Akaun dengan e-mel ini sudah wujud. Sila log masuk.',
    );
    expect(ms.form.saveFailed).not.toBe(en.form.saveFailed);
  });

  it('words every kind of email the settings offer, differently in each language', () => {
    for (const { kind } of EMAIL_SETTINGS) {
      expect(en.settings.emailKinds[kind].label).toBeTruthy();
      expect(ms.settings.emailKinds[kind].label).not.toBe(en.settings.emailKinds[kind].label);
      expect(ms.settings.emailKinds[kind].hint).not.toBe(en.settings.emailKinds[kind].hint);
    }
  });

  it('counts orders in each language', () => {
    expect(en.orders.count(1)).toBe('1 order');
    expect(en.orders.count(3)).toBe('3 orders');
    expect(ms.orders.count(1)).toBe('1 pesanan');
    expect(ms.orders.count(3)).toBe('3 pesanan');
  });
});
