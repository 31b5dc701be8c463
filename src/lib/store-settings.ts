/**
 * The seller's store settings (spec "Store Settings", section 3 "Store profile", section 5): the form's
 * values, their defaults and options, and the rules a save must pass as one zod schema (zod/mini: the island
 * ships it). Shared by the settings island and the save action, so the browser and the server judge a form by
 * the same rules and the same messages; the settings' type is the schema's.
 */
import * as z from 'zod/mini';
import { isEmail } from './email';
import { atMost } from './text-limits';
import { isWebAddress } from './web-address';
import { fieldErrors } from './field-errors';
import { type RefusalCode, said } from './refusals';

export { isWebAddress };

export const STORE_COUNTRIES = [
  'United States',
  'Canada',
  'United Kingdom',
  'Australia',
  'Malaysia',
  'Singapore',
] as const;

export const BUSINESS_TYPES = [
  { value: 'sole_proprietorship', label: 'Sole Proprietorship' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'llc', label: 'LLC' },
  { value: 'corporation', label: 'Corporation' },
  { value: 'other', label: 'Other' },
] as const;

export const STOREFRONT_THEMES = [
  { value: 'modern', label: 'Modern' },
  { value: 'classic', label: 'Classic' },
  { value: 'minimal', label: 'Minimal' },
  { value: 'bold', label: 'Bold' },
] as const;

export const RETURN_WINDOWS = [
  { value: '7', label: '7 days' },
  { value: '14', label: '14 days' },
  { value: '30', label: '30 days' },
  { value: '60', label: '60 days' },
  { value: '90', label: '90 days' },
] as const;

export const PROCESSING_TIMES = [
  { value: '1', label: '1 business day' },
  { value: '1-2', label: '1-2 business days' },
  { value: '2-3', label: '2-3 business days' },
  { value: '3-5', label: '3-5 business days' },
  { value: '5-7', label: '5-7 business days' },
] as const;

export const SAVED_MESSAGE = 'Store settings saved successfully!';
export const SAVED_BANNER_MS = 3000;

export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
/** Logos are shown on public pages: raster images only, never SVG (it can carry script). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];
export const LOGO_HINT = 'PNG, JPG up to 2MB';

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

/** Every refusal of Store Settings (the schema's, the logo's and the save's): the form is given their texts. */
export const SETTINGS_REFUSALS = [
  'storeSettings.businessNameRequired',
  'storeSettings.displayNameRequired',
  'storeSettings.emailRequired',
  'email.invalid',
  'storeSettings.phoneRequired',
  'webAddress.invalid',
  'storeSettings.foundedYear',
  'storeSettings.color',
  'storeSettings.country',
  'storeSettings.choice',
  'text.tooLong',
  'storeSettings.logoTooLarge',
  'storeSettings.logoNotImage',
  'storeSettings.badLogo',
  'storeSettings.logoChanged',
  'storeSettings.invalid',
  'storeSettings.notSaved',
] as const satisfies readonly RefusalCode[];

/** The spec's "simple address pattern": text, @, text, dot, text. */
const HEX = /^#[0-9a-fA-F]{6}$/;

export const isHexColor = (value: string) => HEX.test(value);

export function isFoundedYear(value: string, now = new Date()): boolean {
  if (!/^\d{4}$/.test(value)) return false;
  const year = Number(value);
  return year >= 1800 && year <= now.getUTCFullYear();
}

const has = (options: readonly { value: string }[], value: string) => options.some((o) => o.value === value);

const tooLong = atMost;
const trimmed = (...checks: z.core.$ZodCheck<string>[]) => z.string().check(z.trim(), ...checks);
const required = (message: string, max: number) => trimmed(z.minLength(1, message), tooLong(max));
const webAddress = (max: number) =>
  trimmed(
    tooLong(max),
    z.refine((value) => !value || isWebAddress(value), said('webAddress.invalid')),
  );
const choice = (options: readonly { value: string }[]) =>
  trimmed(z.refine((value) => has(options, value), said('storeSettings.choice')));
const colour = trimmed(z.toUpperCase(), z.refine(isHexColor, said('storeSettings.color')));
const on = z.boolean();

/**
 * The spec's four rules with its messages (on trimmed values), then the limits the spec leaves open: lengths,
 * web addresses, a plausible founding year (judged against `now`), hex colours and the listed options. Each
 * field's first failing check is its message.
 */
export function storeSettingsSchema(now = new Date()) {
  return z.object({
    businessName: required(said('storeSettings.businessNameRequired'), TEXT_LIMITS.businessName),
    displayName: required(said('storeSettings.displayNameRequired'), TEXT_LIMITS.displayName),
    description: trimmed(tooLong(TEXT_LIMITS.description)),
    email: trimmed(
      z.minLength(1, said('storeSettings.emailRequired')),
      z.refine((value) => !value || isEmail(value), said('email.invalid')),
      tooLong(TEXT_LIMITS.email),
    ),
    phone: required(said('storeSettings.phoneRequired'), TEXT_LIMITS.phone),
    website: webAddress(TEXT_LIMITS.website),
    street: trimmed(tooLong(TEXT_LIMITS.street)),
    city: trimmed(tooLong(TEXT_LIMITS.city)),
    state: trimmed(tooLong(TEXT_LIMITS.state)),
    zipCode: trimmed(tooLong(TEXT_LIMITS.zipCode)),
    country: trimmed(
      z.refine((value) => (STORE_COUNTRIES as readonly string[]).includes(value), said('storeSettings.country')),
    ),
    registrationNumber: trimmed(tooLong(TEXT_LIMITS.registrationNumber)),
    taxId: trimmed(tooLong(TEXT_LIMITS.taxId)),
    businessType: choice(BUSINESS_TYPES),
    foundedYear: trimmed(z.refine((value) => !value || isFoundedYear(value, now), said('storeSettings.foundedYear'))),
    facebook: webAddress(TEXT_LIMITS.social),
    twitter: webAddress(TEXT_LIMITS.social),
    instagram: webAddress(TEXT_LIMITS.social),
    linkedin: webAddress(TEXT_LIMITS.social),
    autoAcceptOrders: on,
    requireSignature: on,
    allowReturns: on,
    returnWindow: choice(RETURN_WINDOWS),
    processingTime: choice(PROCESSING_TIMES),
    orderUpdates: on,
    lowStock: on,
    newReviews: on,
    promotions: on,
    newsletter: on,
    showEmail: on,
    showPhone: on,
    showAddress: on,
    allowMessages: on,
    storefront: choice(STOREFRONT_THEMES),
    primaryColor: colour,
    accentColor: colour,
  });
}

export type StoreSettings = z.infer<ReturnType<typeof storeSettingsSchema>>;
export type SettingsField = keyof StoreSettings | 'logo';
export type SettingsErrors = Partial<Record<SettingsField, string>>;

/** Values trimmed, colours upper-cased: what is checked and what is stored. */
export function normaliseSettings(settings: StoreSettings): StoreSettings {
  const result = { ...settings };
  for (const [field, value] of Object.entries(settings))
    if (typeof value === 'string') Object.assign(result, { [field]: value.trim() });
  result.primaryColor = result.primaryColor.toUpperCase();
  result.accentColor = result.accentColor.toUpperCase();
  return result;
}

/** The refusal (encoded) of each field that breaks a rule of the schema: its first. */
export function validateSettings(input: StoreSettings, now = new Date()): SettingsErrors {
  return fieldErrors(storeSettingsSchema(now), input);
}

/** The first problem with a chosen logo (an encoded refusal), judged by its size and its real type (from its bytes). */
export function logoProblem(sizeBytes: number, sniffedType: string | null): string | null {
  if (sizeBytes > MAX_LOGO_BYTES) return said('storeSettings.logoTooLarge');
  if (!sniffedType || !(LOGO_TYPES as readonly string[]).includes(sniffedType))
    return said('storeSettings.logoNotImage');
  return null;
}

/** The tab each field lives on, so that the form can open the tab of the first error. */
export const FIELD_TAB: Record<SettingsField, SettingsTab> = {
  businessName: 'general',
  displayName: 'general',
  description: 'general',
  email: 'general',
  phone: 'general',
  website: 'general',
  street: 'general',
  city: 'general',
  state: 'general',
  zipCode: 'general',
  country: 'general',
  logo: 'general',
  registrationNumber: 'business',
  taxId: 'business',
  businessType: 'business',
  foundedYear: 'business',
  facebook: 'business',
  twitter: 'business',
  instagram: 'business',
  linkedin: 'business',
  autoAcceptOrders: 'preferences',
  requireSignature: 'preferences',
  allowReturns: 'preferences',
  returnWindow: 'preferences',
  processingTime: 'preferences',
  showEmail: 'preferences',
  showPhone: 'preferences',
  showAddress: 'preferences',
  allowMessages: 'preferences',
  orderUpdates: 'notifications',
  lowStock: 'notifications',
  newReviews: 'notifications',
  promotions: 'notifications',
  newsletter: 'notifications',
  storefront: 'appearance',
  primaryColor: 'appearance',
  accentColor: 'appearance',
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
