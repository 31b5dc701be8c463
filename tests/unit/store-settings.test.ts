import { describe, expect, it } from 'vitest';
import { isProductUploadKey, isPublicMediaKey, mediaFileName } from '../../src/lib/media-keys';
import {
  BUSINESS_TYPES,
  DEFAULT_SETTINGS,
  isWebAddress,
  logoProblem,
  MAX_LOGO_BYTES,
  normaliseSettings,
  PROCESSING_TIMES,
  RETURN_WINDOWS,
  STORE_COUNTRIES,
  STOREFRONT_THEMES,
  validateSettings as refusalsOfSettings,
  type SettingsErrors,
  type StoreSettings,
} from '../../src/lib/store-settings';
import { messages } from '../../src/i18n';
import { decodeRefusal, said } from '../../src/lib/refusals';
import { fill } from '../../src/lib/fill';

/** The schema refuses with codes; these tests read them as the English form says them, in the spec's words. */
const english = messages('en').refusals;
function validateSettings(settings: StoreSettings, now?: Date): SettingsErrors {
  return Object.fromEntries(
    Object.entries(refusalsOfSettings(settings, now)).map(([field, message]) => {
      const refusal = decodeRefusal(message);
      expect(refusal, message).not.toBeNull();
      return [field, fill(english[refusal!.code], (refusal!.values ?? {}) as Record<string, string | number>)];
    }),
  );
}
const WEB_ADDRESS = english['webAddress.invalid'];

const NOW = new Date('2026-11-25T12:00:00Z');
const filled = (over: Partial<StoreSettings> = {}): StoreSettings => ({
  ...DEFAULT_SETTINGS,
  businessName: 'Kedai Runcit Siti Sdn Bhd',
  displayName: 'Kedai Runcit Siti',
  email: 'siti@example.com',
  phone: '+60 12-111 2222',
  ...over,
});

describe('store settings defaults and options', () => {
  it('uses the spec defaults', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      orderUpdates: true,
      lowStock: true,
      newReviews: true,
      promotions: false,
      newsletter: true,
      autoAcceptOrders: false,
      requireSignature: true,
      allowReturns: true,
      returnWindow: '30',
      processingTime: '1-2',
      primaryColor: '#3B82F6',
      accentColor: '#10B981',
      storefront: 'modern',
    });
  });

  it('offers exactly the spec enumerations', () => {
    expect([...STORE_COUNTRIES]).toEqual([
      'United States',
      'Canada',
      'United Kingdom',
      'Australia',
      'Malaysia',
      'Singapore',
    ]);
    expect(BUSINESS_TYPES.map((t) => t.value)).toEqual([
      'sole_proprietorship',
      'partnership',
      'llc',
      'corporation',
      'other',
    ]);
    expect(STOREFRONT_THEMES.map((t) => t.value)).toEqual(['modern', 'classic', 'minimal', 'bold']);
    expect(RETURN_WINDOWS.map((t) => t.value)).toEqual(['7', '14', '30', '60', '90']);
    expect(PROCESSING_TIMES.map((t) => t.value)).toEqual(['1', '1-2', '2-3', '3-5', '5-7']);
  });
});

describe('validateSettings', () => {
  it('accepts a complete form with the defaults', () => {
    expect(validateSettings(filled(), NOW)).toEqual({});
  });

  it('names each blank required field with the spec message, after trimming', () => {
    expect(validateSettings(filled({ businessName: '   ', displayName: '\t', email: ' ', phone: '  ' }), NOW)).toEqual({
      businessName: 'Business name is required',
      displayName: 'Display name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
    });
  });

  it('checks the email against the simple pattern', () => {
    for (const email of ['siti', 'siti@example', '@example.com', 'siti @example.com', 'siti@.com']) {
      expect(validateSettings(filled({ email }), NOW).email, email).toBe('Please enter a valid email address');
    }
    expect(validateSettings(filled({ email: '  a@b.co  ' }), NOW)).toEqual({});
  });

  it('takes web addresses and social links with http or https only: one rule for both', () => {
    expect(validateSettings(filled({ website: 'javascript:alert(1)' }), NOW).website).toBe(WEB_ADDRESS);
    expect(validateSettings(filled({ website: 'kedai.example' }), NOW).website).toBe(WEB_ADDRESS);
    expect(validateSettings(filled({ website: 'http://kedai.example/shop' }), NOW)).toEqual({});
    expect(validateSettings(filled({ facebook: 'javascript:alert(1)' }), NOW).facebook).toBe(WEB_ADDRESS);
    expect(validateSettings(filled({ facebook: 'http://facebook.com/kedai' }), NOW)).toEqual({});
    expect(validateSettings(filled({ instagram: 'https://instagram.com/kedai' }), NOW)).toEqual({});
    expect(isWebAddress('https://localhost')).toBe(false);
  });

  it('takes a founded year from 1800 to this year, or blank', () => {
    expect(validateSettings(filled({ foundedYear: '' }), NOW)).toEqual({});
    expect(validateSettings(filled({ foundedYear: '1800' }), NOW)).toEqual({});
    expect(validateSettings(filled({ foundedYear: '2026' }), NOW)).toEqual({});
    for (const year of ['1799', '2027', '99', 'two thousand', '2016.5']) {
      expect(validateSettings(filled({ foundedYear: year }), NOW).foundedYear, year).toBe(
        english['storeSettings.foundedYear'],
      );
    }
  });

  it('refuses colours that are not six hex digits and options not on the lists', () => {
    const errors = validateSettings(
      filled({
        primaryColor: 'red',
        accentColor: '#12345',
        country: 'Brunei',
        businessType: 'cooperative',
        returnWindow: '45',
        processingTime: '10',
        storefront: 'neon',
      }),
      NOW,
    );
    expect(Object.keys(errors).sort()).toEqual([
      'accentColor',
      'businessType',
      'country',
      'primaryColor',
      'processingTime',
      'returnWindow',
      'storefront',
    ]);
    expect(errors.primaryColor).toBe(english['storeSettings.color']);
  });

  it('limits lengths', () => {
    expect(validateSettings(filled({ businessName: 'x'.repeat(121) }), NOW).businessName).toBe(
      'Use at most 120 characters',
    );
    expect(validateSettings(filled({ description: 'x'.repeat(2001) }), NOW).description).toBe(
      'Use at most 2000 characters',
    );
    expect(validateSettings(filled({ description: 'x'.repeat(2000) }), NOW)).toEqual({});
  });

  it('stores trimmed values and upper-case colours', () => {
    expect(normaliseSettings(filled({ businessName: '  Siti  ', primaryColor: '#aabbcc' }))).toMatchObject({
      businessName: 'Siti',
      primaryColor: '#AABBCC',
    });
  });
});

describe('logo rules', () => {
  it('takes PNG, JPG and WebP up to 2MB, judged by the bytes', () => {
    expect(logoProblem(MAX_LOGO_BYTES, 'image/png')).toBeNull();
    expect(logoProblem(1000, 'image/jpeg')).toBeNull();
    expect(logoProblem(1000, 'image/webp')).toBeNull();
    expect(logoProblem(MAX_LOGO_BYTES + 1, 'image/png')).toBe(said('storeSettings.logoTooLarge'));
    expect(logoProblem(1000, 'image/gif')).toBe(said('storeSettings.logoNotImage'));
    expect(logoProblem(1000, 'application/pdf')).toBe(said('storeSettings.logoNotImage'));
    expect(logoProblem(1000, null)).toBe(said('storeSettings.logoNotImage'));
  });
});

describe('public media keys', () => {
  const uuid = '0b4f9d2e-8a51-4c3e-9f0a-1d2e3f4a5b6c';
  it('serves product images and store logos only', () => {
    // A product picture's upload is not served: its address leads to its variants.
    expect(isPublicMediaKey(`products/veg-kangkung/${uuid}.png`)).toBe(false);
    expect(isProductUploadKey(`products/veg-kangkung/${uuid}.png`)).toBe(true);
    expect(isPublicMediaKey(`pictures/${'ab'.repeat(16)}/1600x1200-a0b1c2/640.webp`)).toBe(true);
    expect(isPublicMediaKey(`pictures/${'ab'.repeat(16)}/1600x1200-a0b1c2/641.webp`)).toBe(false);
    expect(isPublicMediaKey(`stores/kebun-hijau/${uuid}.webp`)).toBe(true);
    expect(isPublicMediaKey(`stores/kebun-hijau/${uuid}.jpg`)).toBe(true);
  });

  it('never serves application documents, other prefixes, dot segments or SVG', () => {
    expect(isPublicMediaKey(`applications/app-1/${uuid}.pdf`)).toBe(false);
    expect(isPublicMediaKey(`applications/app-1/${uuid}.png`)).toBe(false);
    expect(isPublicMediaKey(`stores/../applications/${uuid}.png`)).toBe(false);
    expect(isPublicMediaKey(`stores/kebun-hijau/${uuid}.svg`)).toBe(false);
    expect(isPublicMediaKey(`stores/kebun-hijau/${uuid}.gif`)).toBe(false);
    expect(isPublicMediaKey(`stores/kebun-hijau/logo.png`)).toBe(false);
    expect(isPublicMediaKey(`storesx/kebun-hijau/${uuid}.png`)).toBe(false);
    expect(isPublicMediaKey(`/stores/kebun-hijau/${uuid}.png`)).toBe(false);
  });

  it('offers the key name as the file name', () => {
    expect(mediaFileName(`stores/kebun-hijau/${uuid}.png`)).toBe(`${uuid}.png`);
  });
});
