import { describe, expect, it } from 'vitest';
import { messages } from '../../src/i18n';
import {
  BadLogoError,
  InvalidSettingsError,
  LogoChangedError,
  MerchantNotFoundError,
} from '../../src/data/store-settings';
import { alertIn, errorsIn, sayIn, type StoreSettingsTexts } from '../../src/islands/store-settings/texts';
import { decodeRefusal, said } from '../../src/lib/refusals';
import {
  BUSINESS_TYPES,
  DEFAULT_SETTINGS,
  logoProblem,
  MAX_LOGO_BYTES,
  PROCESSING_TIMES,
  RETURN_WINDOWS,
  STORE_COUNTRIES,
  SETTINGS_REFUSALS,
  STOREFRONT_THEMES,
  validateSettings,
} from '../../src/lib/store-settings';

const texts = (lang: 'en' | 'ms'): StoreSettingsTexts => {
  const { title, description, ...own } = messages(lang).storeSettings;
  return own;
};
const en = messages('en').refusals;

describe('Store Settings in the page’s language', () => {
  it('keeps the English of the schema, its options and the save, word for word', () => {
    const { options } = messages('en').storeSettings;
    for (const option of BUSINESS_TYPES) expect(options.businessTypes[option.value]).toBe(option.label);
    for (const option of RETURN_WINDOWS) expect(options.returnWindows[option.value]).toBe(option.label);
    for (const option of PROCESSING_TIMES) expect(options.processingTimes[option.value]).toBe(option.label);
    for (const option of STOREFRONT_THEMES) expect(options.themes[option.value]).toBe(option.label);
    for (const country of STORE_COUNTRIES) expect(options.countries[country]).toBe(country);
  });

  it("refuses a save with codes, said in each language from the form's refusals", () => {
    const say = (lang: 'en' | 'ms', error: Error) => sayIn(texts(lang))(error.message);
    expect(say('en', new InvalidSettingsError({}))).toBe('Please fix the errors below.');
    expect(say('en', new MerchantNotFoundError())).toBe(en['access.notSeller']);
    expect(say('en', new LogoChangedError())).toBe(
      'Your store logo was changed at the same time. Please reload the page and try again.',
    );
    expect(say('en', new BadLogoError())).toBe('The logo must be a PNG, JPG or WebP image of 2MB or smaller');
    expect(say('ms', new BadLogoError())).toBe('Logo mestilah imej PNG, JPG atau WebP bersaiz 2MB atau lebih kecil');
    expect(say('ms', new MerchantNotFoundError())).toBe(messages('ms').refusals['access.notSeller']);
    for (const error of [new InvalidSettingsError({}), new LogoChangedError(), new BadLogoError()])
      expect(decodeRefusal(error.message)?.code, error.constructor.name).toMatch(/^storeSettings\./);
    expect(logoProblem(MAX_LOGO_BYTES + 1, 'image/png')).toBe(said('storeSettings.logoTooLarge'));
    expect(sayIn(texts('ms'))(logoProblem(10, null)!)).toBe('Logo mestilah imej PNG, JPG atau WebP');
  });

  it("says the form's own alerts, and a server's refusal, in each language", () => {
    expect(alertIn(texts('en'), { own: 'notSavedFix' })).toBe(
      'Your settings were not saved. Please fix the errors below.',
    );
    expect(alertIn(texts('ms'), { own: 'notSavedFix' })).toBe(
      'Tetapan anda tidak disimpan. Sila betulkan ralat di bawah.',
    );
    expect(alertIn(texts('ms'), { own: 'logoTooLargeToSend' })).not.toBe(
      alertIn(texts('en'), { own: 'logoTooLargeToSend' }),
    );
    expect(alertIn(texts('ms'), { refusal: said('storeSettings.notSaved') })).toBe(
      'Tetapan kedai anda tidak dapat disimpan. Sila cuba lagi.',
    );
    expect(alertIn(texts('en'), { refusal: said('access.signIn') })).toBe('Please sign in to continue.');
  });

  it('says every message of the schema in Bahasa Malaysia, and each stays English in English', () => {
    const broken = {
      ...DEFAULT_SETTINGS,
      businessName: ' ',
      displayName: 'x'.repeat(121),
      email: 'not-an-address',
      phone: '',
      website: 'kedai.example',
      foundedYear: '1700',
      primaryColor: 'blue',
      returnWindow: '45',
      country: 'Narnia',
    } as typeof DEFAULT_SETTINGS;
    const errors = validateSettings(broken);
    expect(Object.keys(errors).length).toBe(9);
    for (const message of Object.values(errors)) expect(SETTINGS_REFUSALS).toContain(decodeRefusal(message)?.code);
    expect(errorsIn(errors, sayIn(texts('en')))).toEqual({
      businessName: 'Business name is required',
      displayName: 'Use at most 120 characters',
      email: 'Please enter a valid email address',
      phone: 'Phone number is required',
      website: 'Enter a full web address starting with https:// or http://',
      foundedYear: 'Enter a year between 1800 and this year, or leave it blank',
      primaryColor: 'Enter a colour as # and six hex digits, e.g. #3B82F6',
      returnWindow: 'Choose an option from the list',
      country: 'Choose a country from the list',
    });
    expect(errorsIn(errors, sayIn(texts('ms')))).toEqual({
      businessName: 'Nama perniagaan diperlukan',
      displayName: 'Gunakan tidak lebih daripada 120 aksara',
      email: 'Sila masukkan alamat e-mel yang sah',
      phone: 'Nombor telefon diperlukan',
      website: 'Masukkan alamat web penuh yang bermula dengan https:// atau http://',
      foundedYear: 'Masukkan tahun antara 1800 hingga tahun ini, atau biarkan kosong',
      primaryColor: 'Masukkan warna sebagai # dan enam digit heks, cth. #3B82F6',
      returnWindow: 'Pilih satu pilihan daripada senarai',
      country: 'Pilih negara daripada senarai',
    });
    expect(sayIn(texts('ms'))(new LogoChangedError().message)).toBe(
      'Logo kedai anda telah ditukar pada masa yang sama. Sila muat semula halaman dan cuba lagi.',
    );
  });
});
