import { describe, expect, it } from 'vitest';
import { messages } from '../../src/i18n';
import {
  BadLogoError,
  InvalidSettingsError,
  LogoChangedError,
  MerchantNotFoundError,
} from '../../src/data/store-settings';
import { errorsIn, sayIn, type StoreSettingsTexts } from '../../src/islands/store-settings/texts';
import {
  BUSINESS_TYPES,
  DEFAULT_SETTINGS,
  PROCESSING_TIMES,
  RETURN_WINDOWS,
  STORE_COUNTRIES,
  STOREFRONT_THEMES,
  validateSettings,
} from '../../src/lib/store-settings';

const texts = (lang: 'en' | 'ms'): StoreSettingsTexts => {
  const { title, description, ...own } = messages(lang).storeSettings;
  return own;
};
const english = messages('en').storeSettings.messages;

describe('Store Settings in the page’s language', () => {
  it('keeps the English of the schema, its options and the save, word for word', () => {
    const { options } = messages('en').storeSettings;
    for (const option of BUSINESS_TYPES) expect(options.businessTypes[option.value]).toBe(option.label);
    for (const option of RETURN_WINDOWS) expect(options.returnWindows[option.value]).toBe(option.label);
    for (const option of PROCESSING_TIMES) expect(options.processingTimes[option.value]).toBe(option.label);
    for (const option of STOREFRONT_THEMES) expect(options.themes[option.value]).toBe(option.label);
    for (const country of STORE_COUNTRIES) expect(options.countries[country]).toBe(country);
    expect(english.fixErrors).toBe(new InvalidSettingsError({}).message);
    expect(english.notSeller).toBe(new MerchantNotFoundError().message);
    expect(english.logoChanged).toBe(new LogoChangedError().message);
    expect(english.badLogo).toBe(new BadLogoError().message);
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
    expect(errorsIn(errors, sayIn(texts('en'), english))).toEqual(errors);
    const said = errorsIn(errors, sayIn(texts('ms'), english));
    expect(said).toEqual({
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
    expect(sayIn(texts('ms'), english)(new LogoChangedError().message)).toBe(
      'Logo kedai anda telah ditukar pada masa yang sama. Sila muat semula halaman dan cuba lagi.',
    );
  });
});
