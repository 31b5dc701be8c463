/**
 * The seller's store settings (spec "Store Settings", section 3 "Store profile", section 5): the form's
 * values, their defaults and options, and the rules a save must pass. Shared by the settings island and the
 * save action, so the browser and the server judge a form by the same rules and the same messages.
 */
import { INVALID_EMAIL_MESSAGE, isEmail } from './email';

import { isWebAddress, WEB_ADDRESS_MESSAGE } from './web-address';

export { isWebAddress };

export const STORE_COUNTRIES = ['United States', 'Canada', 'United Kingdom', 'Australia', 'Malaysia', 'Singapore'] as const;

export const BUSINESS_TYPES = [
  { value: 'sole_proprietorship', label: 'Sole Proprietorship' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'llc', label: 'LLC' },
  { value: 'corporation', label: 'Corporation' },
  { value: 'other', label: 'Other' },
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number]['value'];

export const STOREFRONT_THEMES = [
  { value: 'modern', label: 'Modern' },
  { value: 'classic', label: 'Classic' },
  { value: 'minimal', label: 'Minimal' },
  { value: 'bold', label: 'Bold' },
] as const;
export type StorefrontTheme = (typeof STOREFRONT_THEMES)[number]['value'];

export const RETURN_WINDOWS = [
  { value: '7', label: '7 days' },
  { value: '14', label: '14 days' },
  { value: '30', label: '30 days' },
  { value: '60', label: '60 days' },
  { value: '90', label: '90 days' },
] as const;
export type ReturnWindow = (typeof RETURN_WINDOWS)[number]['value'];

export const PROCESSING_TIMES = [
  { value: '1', label: '1 business day' },
  { value: '1-2', label: '1-2 business days' },
  { value: '2-3', label: '2-3 business days' },
  { value: '3-5', label: '3-5 business days' },
  { value: '5-7', label: '5-7 business days' },
] as const;
export type ProcessingTime = (typeof PROCESSING_TIMES)[number]['value'];

export const SAVED_MESSAGE = 'Store settings saved successfully!';
export const SAVED_BANNER_MS = 3000;

export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
/** Logos are shown on public pages: raster images only, never SVG (it can carry script). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];
export const LOGO_HINT = 'PNG, JPG up to 2MB';
export const LOGO_MESSAGES = {
  tooLarge: 'The logo must be 2MB or smaller',
  notImage: 'The logo must be a PNG, JPG or WebP image',
} as const;

/** Server limits on what the spec leaves open: long enough for any real shop, short enough to stay sane. */
export const TEXT_LIMITS = {
  businessName: 120,
  displayName: 120,
  description: 2000,
  email: 254,
  phone: 30,
  website: 200,
  street: 200,
  city: 80,
  state: 80,
  zipCode: 20,
  registrationNumber: 50,
  taxId: 50,
  social: 200,
} as const;

export interface StoreSettings {
  businessName: string;
  displayName: string;
  description: string;
  email: string;
  phone: string;
  website: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  registrationNumber: string;
  taxId: string;
  businessType: string;
  foundedYear: string;
  facebook: string;
  twitter: string;
  instagram: string;
  linkedin: string;
  autoAcceptOrders: boolean;
  requireSignature: boolean;
  allowReturns: boolean;
  returnWindow: string;
  processingTime: string;
  orderUpdates: boolean;
  lowStock: boolean;
  newReviews: boolean;
  promotions: boolean;
  newsletter: boolean;
  showEmail: boolean;
  showPhone: boolean;
  showAddress: boolean;
  allowMessages: boolean;
  storefront: string;
  primaryColor: string;
  accentColor: string;
}

export type SettingsField = keyof StoreSettings | 'logo';
export type SettingsErrors = Partial<Record<SettingsField, string>>;

export const TEXT_FIELDS = [
  'businessName', 'displayName', 'description', 'email', 'phone', 'website', 'street', 'city', 'state', 'zipCode',
  'country', 'registrationNumber', 'taxId', 'businessType', 'foundedYear', 'facebook', 'twitter', 'instagram',
  'linkedin', 'returnWindow', 'processingTime', 'storefront', 'primaryColor', 'accentColor',
] as const satisfies readonly (keyof StoreSettings)[];

export const SWITCH_FIELDS = [
  'autoAcceptOrders', 'requireSignature', 'allowReturns', 'orderUpdates', 'lowStock', 'newReviews', 'promotions',
  'newsletter', 'showEmail', 'showPhone', 'showAddress', 'allowMessages',
] as const satisfies readonly (keyof StoreSettings)[];

/** The spec's defaults for everything but the shop's own identity. */
export const DEFAULT_SETTINGS: StoreSettings = {
  businessName: '',
  displayName: '',
  description: '',
  email: '',
  phone: '',
  website: '',
  street: '',
  city: '',
  state: '',
  zipCode: '',
  country: 'Malaysia',
  registrationNumber: '',
  taxId: '',
  businessType: 'sole_proprietorship',
  foundedYear: '',
  facebook: '',
  twitter: '',
  instagram: '',
  linkedin: '',
  autoAcceptOrders: false,
  requireSignature: true,
  allowReturns: true,
  returnWindow: '30',
  processingTime: '1-2',
  orderUpdates: true,
  lowStock: true,
  newReviews: true,
  promotions: false,
  newsletter: true,
  showEmail: true,
  showPhone: true,
  showAddress: true,
  allowMessages: true,
  storefront: 'modern',
  primaryColor: '#3B82F6',
  accentColor: '#10B981',
};

export const MESSAGES = {
  businessName: 'Business name is required',
  displayName: 'Display name is required',
  email: 'Email is required',
  emailInvalid: INVALID_EMAIL_MESSAGE,
  phone: 'Phone number is required',
  website: WEB_ADDRESS_MESSAGE,
  social: WEB_ADDRESS_MESSAGE,
  foundedYear: 'Enter a year between 1800 and this year, or leave it blank',
  color: 'Enter a colour as # and six hex digits, e.g. #3B82F6',
  country: 'Choose a country from the list',
  choice: 'Choose an option from the list',
  tooLong: (max: number) => `Use at most ${max} characters`,
} as const;

/** The spec's "simple address pattern": text, @, text, dot, text. */
const HEX = /^#[0-9a-fA-F]{6}$/;

export const isHexColor = (value: string) => HEX.test(value);

export function isFoundedYear(value: string, now = new Date()): boolean {
  if (!/^\d{4}$/.test(value)) return false;
  const year = Number(value);
  return year >= 1800 && year <= now.getUTCFullYear();
}

const has = (options: readonly { value: string }[], value: string) => options.some((o) => o.value === value);

/** Values trimmed, colours upper-cased: what is checked and what is stored. */
export function normaliseSettings(settings: StoreSettings): StoreSettings {
  const result = { ...settings };
  for (const field of TEXT_FIELDS) result[field] = String(settings[field] ?? '').trim();
  result.primaryColor = result.primaryColor.toUpperCase();
  result.accentColor = result.accentColor.toUpperCase();
  return result;
}

/**
 * The spec's four rules with its messages (trimmed before the emptiness check), then the limits the spec
 * leaves open: lengths, web addresses, a plausible founding year, hex colours and the listed options.
 */
export function validateSettings(input: StoreSettings, now = new Date()): SettingsErrors {
  const s = normaliseSettings(input);
  const errors: SettingsErrors = {};
  if (!s.businessName) errors.businessName = MESSAGES.businessName;
  if (!s.displayName) errors.displayName = MESSAGES.displayName;
  if (!s.email) errors.email = MESSAGES.email;
  else if (!isEmail(s.email)) errors.email = MESSAGES.emailInvalid;
  if (!s.phone) errors.phone = MESSAGES.phone;

  const limits: [keyof StoreSettings, number][] = [
    ['businessName', TEXT_LIMITS.businessName],
    ['displayName', TEXT_LIMITS.displayName],
    ['description', TEXT_LIMITS.description],
    ['email', TEXT_LIMITS.email],
    ['phone', TEXT_LIMITS.phone],
    ['website', TEXT_LIMITS.website],
    ['street', TEXT_LIMITS.street],
    ['city', TEXT_LIMITS.city],
    ['state', TEXT_LIMITS.state],
    ['zipCode', TEXT_LIMITS.zipCode],
    ['registrationNumber', TEXT_LIMITS.registrationNumber],
    ['taxId', TEXT_LIMITS.taxId],
    ['facebook', TEXT_LIMITS.social],
    ['twitter', TEXT_LIMITS.social],
    ['instagram', TEXT_LIMITS.social],
    ['linkedin', TEXT_LIMITS.social],
  ];
  for (const [field, max] of limits) {
    if (!errors[field] && String(s[field]).length > max) errors[field] = MESSAGES.tooLong(max);
  }
  if (!errors.website && s.website && !isWebAddress(s.website)) errors.website = MESSAGES.website;
  for (const field of ['facebook', 'twitter', 'instagram', 'linkedin'] as const) {
    if (!errors[field] && s[field] && !isWebAddress(s[field])) errors[field] = MESSAGES.social;
  }
  if (s.foundedYear && !isFoundedYear(s.foundedYear, now)) errors.foundedYear = MESSAGES.foundedYear;
  if (!(STORE_COUNTRIES as readonly string[]).includes(s.country)) errors.country = MESSAGES.country;
  if (!has(BUSINESS_TYPES, s.businessType)) errors.businessType = MESSAGES.choice;
  if (!has(RETURN_WINDOWS, s.returnWindow)) errors.returnWindow = MESSAGES.choice;
  if (!has(PROCESSING_TIMES, s.processingTime)) errors.processingTime = MESSAGES.choice;
  if (!has(STOREFRONT_THEMES, s.storefront)) errors.storefront = MESSAGES.choice;
  if (!isHexColor(s.primaryColor)) errors.primaryColor = MESSAGES.color;
  if (!isHexColor(s.accentColor)) errors.accentColor = MESSAGES.color;
  return errors;
}

/** The first problem with a chosen logo, judged by its size and its real type (from its bytes). */
export function logoProblem(sizeBytes: number, sniffedType: string | null): string | null {
  if (sizeBytes > MAX_LOGO_BYTES) return LOGO_MESSAGES.tooLarge;
  if (!sniffedType || !(LOGO_TYPES as readonly string[]).includes(sniffedType)) return LOGO_MESSAGES.notImage;
  return null;
}

/** The tab each field lives on, so that the form can open the tab of the first error. */
export const FIELD_TAB: Record<SettingsField, SettingsTab> = {
  businessName: 'general', displayName: 'general', description: 'general', email: 'general', phone: 'general',
  website: 'general', street: 'general', city: 'general', state: 'general', zipCode: 'general', country: 'general',
  logo: 'general', registrationNumber: 'business', taxId: 'business', businessType: 'business',
  foundedYear: 'business', facebook: 'business', twitter: 'business', instagram: 'business', linkedin: 'business',
  autoAcceptOrders: 'preferences', requireSignature: 'preferences', allowReturns: 'preferences',
  returnWindow: 'preferences', processingTime: 'preferences', showEmail: 'preferences', showPhone: 'preferences',
  showAddress: 'preferences', allowMessages: 'preferences', orderUpdates: 'notifications', lowStock: 'notifications',
  newReviews: 'notifications', promotions: 'notifications', newsletter: 'notifications', storefront: 'appearance',
  primaryColor: 'appearance', accentColor: 'appearance',
};

export const SETTINGS_TABS = [
  { id: 'general', label: 'General' },
  { id: 'business', label: 'Business' },
  { id: 'preferences', label: 'Preferences' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'appearance', label: 'Appearance' },
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number]['id'];

/** The fields in the order they appear, to focus the first one with an error. */
export const FIELD_ORDER = Object.keys(FIELD_TAB) as SettingsField[];

/** "Ships in" text for a processing time value. */
export const processingLabel = (value: string) => PROCESSING_TIMES.find((p) => p.value === value)?.label ?? `${value} business days`;
