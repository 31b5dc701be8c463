import { describe, expect, it } from 'vitest';
import { messages } from '../../src/i18n';
import { inLanguage } from '../../src/i18n/catalogue';
import { validateProfile, type ProfileInput } from '../../src/lib/profile';
import { PROFILE_MESSAGES } from '../../src/lib/profile';
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
  it('knows every message of the profile checks, and says each in Bahasa Malaysia', () => {
    const said = PROFILES.flatMap((profile) => Object.values(validateProfile(profile)));
    expect(said.length).toBeGreaterThan(12);
    const known = Object.values(PROFILE_MESSAGES) as string[];
    for (const message of said) {
      expect(known).toContain(message);
      const local = inLanguage(message, PROFILE_MESSAGES, ms.form.messages);
      expect(local).not.toBe(message);
    }
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
