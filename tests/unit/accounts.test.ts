import { describe, expect, it } from 'vitest';
import { messages } from '../../src/i18n';
import { sayRefusal } from '../../src/i18n/refusals';
import { decodeRefusal } from '../../src/lib/refusals';
import {
  canSubmitSignUp,
  confirmHint,
  isEmail,
  passwordHint,
  validateSignUp,
  type SignUpInput,
} from '../../src/lib/accounts';
import { normaliseProfile, validateProfile, type ProfileInput } from '../../src/lib/profile';
import { parseSessionUser, toSessionUser } from '../../src/lib/session-user';

const good: SignUpInput = {
  name: 'Aisyah',
  email: 'a@example.com',
  password: 'kampung',
  confirmPassword: 'kampung',
  acceptTerms: true,
};

describe('sign-up rules', () => {
  it('accepts a complete, valid form', () => {
    expect(validateSignUp(good)).toEqual({});
  });

  it('says the spec messages for each broken rule', () => {
    const said = (message: string | undefined) => sayRefusal('en', decodeRefusal(message));
    expect(said(validateSignUp({ ...good, confirmPassword: 'kampunG' }).confirmPassword)).toBe(
      'Passwords do not match',
    );
    expect(said(validateSignUp({ ...good, password: 'abcde', confirmPassword: 'abcde' }).password)).toBe(
      'Password must be at least 6 characters long',
    );
    expect(said(validateSignUp({ ...good, email: 'not-an-email' }).email)).toBe('Please enter a valid email address');
    expect(said(validateSignUp({ ...good, acceptTerms: false }).acceptTerms)).toBe(
      'Please accept the Terms of Service and Privacy Policy',
    );
    expect(said(validateSignUp({ ...good, name: '   ' }).name)).toBe('Please enter your name');
    expect(decodeRefusal(validateSignUp({ ...good, name: '   ' }).name)).toEqual({
      code: 'auth.nameRequired',
      values: {},
    });
  });

  it('accepts exactly six characters', () => {
    expect(validateSignUp({ ...good, password: '123456', confirmPassword: '123456' })).toEqual({});
  });

  it('gives the live hints', () => {
    const hints = messages('en').auth.hints;
    const shown = ({ ok, hint }: { ok: boolean; hint: keyof typeof hints }) => ({ ok, text: hints[hint] });
    expect(shown(passwordHint('12345'))).toEqual({ ok: false, text: 'Too short (min 6 characters)' });
    expect(shown(passwordHint('123456'))).toEqual({ ok: true, text: 'Good' });
    expect(shown(confirmHint('abcdef', 'abcdef'))).toEqual({ ok: true, text: 'Passwords match' });
    expect(shown(confirmHint('abcdef', 'abcdeg'))).toEqual({ ok: false, text: 'Passwords do not match' });
    expect(messages('ms').auth.hints.passwordShort).toBe('Terlalu pendek (sekurang-kurangnya 6 aksara)');
  });

  it('enables the button once every field is filled and the terms accepted, even with a mismatch', () => {
    expect(canSubmitSignUp(good)).toBe(true);
    expect(canSubmitSignUp({ ...good, confirmPassword: 'other' })).toBe(true);
    expect(canSubmitSignUp({ ...good, acceptTerms: false })).toBe(false);
    expect(canSubmitSignUp({ ...good, name: '' })).toBe(false);
  });

  it('recognises email addresses', () => {
    expect(isEmail('nurul.huda@example.com')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isEmail('a b@c.d')).toBe(false);
    expect(isEmail(`${'a'.repeat(250)}@b.co`)).toBe(false);
  });
});

describe('profile rules', () => {
  const profile: ProfileInput = {
    name: 'Aisyah',
    fullName: 'Aisyah Rahman',
    email: 'buyer@labuanmarket.example',
    phone: '+60 12-345 6789',
    dateOfBirth: '1990-04-12',
    citizenship: 'Malaysian',
    addressLine1: '8, Jalan Tanjung Purun',
    addressLine2: '',
    city: 'Labuan',
    state: 'Labuan',
    postalCode: '87000',
    country: 'Malaysia',
  };
  const today = new Date('2026-11-25T00:00:00Z');

  it('accepts a full profile and a sparse one', () => {
    expect(validateProfile(profile, today)).toEqual({});
    expect(validateProfile({ ...profile, phone: '', dateOfBirth: '', postalCode: '', citizenship: '' }, today)).toEqual(
      {},
    );
  });

  it('names each wrong field', () => {
    const errors = validateProfile(
      { ...profile, name: '', email: 'x', phone: 'abc', dateOfBirth: '2030-01-01', postalCode: '!' },
      today,
    );
    expect(Object.keys(errors).sort()).toEqual(['dateOfBirth', 'email', 'name', 'phone', 'postalCode']);
    expect(validateProfile({ ...profile, dateOfBirth: '1990-02-30' }, today).dateOfBirth).toBeDefined();
  });

  it('trims every field', () => {
    expect(normaliseProfile({ ...profile, name: '  Aisyah  ', city: ' Labuan ' })).toMatchObject({
      name: 'Aisyah',
      city: 'Labuan',
    });
  });
});

describe('the session user in the browser', () => {
  it('keeps only what the header needs', () => {
    const user = toSessionUser({
      id: 'u1',
      name: 'Hafiz',
      email: 'h@x.example',
      imageUrl: null,
      merchantId: 'kebun-hijau',
      role: 'user',
    });
    expect(user).toEqual({
      id: 'u1',
      name: 'Hafiz',
      email: 'h@x.example',
      image: null,
      isMerchant: true,
      isAdmin: false,
    });
  });

  it('drops saved data that is not a user', () => {
    expect(parseSessionUser(null)).toBeNull();
    expect(parseSessionUser('Hafiz')).toBeNull();
    expect(parseSessionUser({ id: 1, name: 'x', email: 'y' })).toBeNull();
    expect(parseSessionUser({ id: 'u', name: 'x', email: 'y', isAdmin: 'yes' })).toMatchObject({ isAdmin: false });
  });
});
