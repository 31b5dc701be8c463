/**
 * A merchant's own store settings: read and save, always the caller's merchant row and no other.
 *
 * Order of writes for a new logo: the object goes to R2 first under a fresh random key, then the row is
 * updated. If R2 refuses, nothing is written to D1; if the update fails, the new object is deleted again. The
 * old logo is deleted only after the row points at the new one, so a row never points at a missing image.
 */
import { said } from '../lib/refusals';
import { checkedFileType, cleanedUpload, EXTENSIONS } from '../lib/file-types';
import {
  DEFAULT_SETTINGS,
  LOGO_TYPES,
  MAX_LOGO_BYTES,
  normaliseSettings,
  validateSettings,
  type LogoType,
  type SettingsErrors,
  type StoreSettings,
} from '../lib/store-settings';
import type { MerchantRow } from './merchants';

export interface StoreSettingsView {
  storeId: string;
  settings: StoreSettings;
  logoUrl: string | null;
  status: 'active' | 'suspended';
  verificationStatus: 'pending' | 'verified';
}

/** A logo checked by the caller; checked again here by its bytes before anything is stored. */
export interface NewLogo {
  contentType: LogoType;
  bytes: ArrayBuffer;
}

/* A save refused: each error's message is its refusal's code and values (src/lib/refusals.ts). */

export class InvalidSettingsError extends Error {
  constructor(readonly errors: SettingsErrors) {
    super(said('storeSettings.invalid'));
  }
}

export class MerchantNotFoundError extends Error {
  constructor() {
    super(said('access.notSeller'));
  }
}

/** Another save replaced the logo while this one was uploading: nothing of this save is kept. */
export class LogoChangedError extends Error {
  constructor() {
    super(said('storeSettings.logoChanged'));
  }
}

export class BadLogoError extends Error {
  constructor() {
    super(said('storeSettings.badLogo'));
  }
}

/** Public media keys for logos: readable at /media/<key> (see src/lib/media-keys.ts). */
export const logoKeyFor = (merchantId: string, type: LogoType) =>
  `stores/${merchantId}/${crypto.randomUUID()}.${EXTENSIONS[type]}`;
export const logoUrlFor = (key: string | null) => (key ? `/media/${key}` : null);

/** Column per setting: the one place the form's names meet the table's. */
const COLUMNS: Record<keyof StoreSettings, keyof MerchantRow> = {
  businessName: 'business_name',
  displayName: 'display_name',
  description: 'description',
  email: 'email',
  phone: 'phone',
  website: 'website',
  street: 'address_street',
  city: 'address_city',
  state: 'address_state',
  zipCode: 'address_zip',
  country: 'address_country',
  registrationNumber: 'registration_number',
  taxId: 'tax_id',
  businessType: 'business_type',
  foundedYear: 'founded_year',
  facebook: 'social_facebook',
  twitter: 'social_twitter',
  instagram: 'social_instagram',
  linkedin: 'social_linkedin',
  autoAcceptOrders: 'auto_accept_orders',
  requireSignature: 'require_signature',
  allowReturns: 'allow_returns',
  returnWindow: 'return_window',
  processingTime: 'processing_time',
  orderUpdates: 'notify_order_updates',
  lowStock: 'notify_low_stock',
  newReviews: 'notify_new_reviews',
  promotions: 'notify_promotions',
  newsletter: 'notify_newsletter',
  showEmail: 'show_email',
  showPhone: 'show_phone',
  showAddress: 'show_address',
  allowMessages: 'allow_messages',
  storefront: 'storefront_theme',
  primaryColor: 'primary_color',
  accentColor: 'accent_color',
};

/** A stored row as the form's values: a switch is stored as 0 or 1, any other setting as text. */
function toSettings(row: MerchantRow): StoreSettings {
  const settings: StoreSettings = { ...DEFAULT_SETTINGS };
  for (const [field, column] of Object.entries(COLUMNS) as [keyof StoreSettings, keyof MerchantRow][]) {
    const value = row[column];
    Object.assign(settings, { [field]: typeof value === 'number' ? value === 1 : String(value ?? '') });
  }
  return settings;
}

export async function getStoreSettings(db: Database, merchantId: string): Promise<StoreSettingsView | null> {
  const row = await db.prepare('SELECT * FROM merchants WHERE id = ?').bind(merchantId).first<MerchantRow>();
  if (!row) return null;
  return {
    storeId: row.id,
    settings: toSettings(row),
    logoUrl: logoUrlFor(row.logo_key),
    status: row.status,
    verificationStatus: row.verification_status,
  };
}

function checkLogo(logo: NewLogo): void {
  const type = checkedFileType(new Uint8Array(logo.bytes));
  if (
    type !== logo.contentType ||
    !(LOGO_TYPES as readonly string[]).includes(type) ||
    logo.bytes.byteLength > MAX_LOGO_BYTES
  ) {
    throw new BadLogoError();
  }
}

/**
 * Saves every setting of this merchant (and, if given, a new logo). Only the caller's own row is touched:
 * the merchant id comes from the signed-in seller, never from the form. Invalid settings change nothing.
 */
export async function saveStoreSettings(
  db: Database,
  bucket: R2Bucket,
  merchantId: string,
  input: StoreSettings,
  logo: NewLogo | null,
  now = new Date(),
): Promise<StoreSettingsView> {
  const errors = validateSettings(input, now);
  if (Object.keys(errors).length > 0) throw new InvalidSettingsError(errors);
  if (logo) checkLogo(logo);
  const current = await db
    .prepare('SELECT logo_key FROM merchants WHERE id = ?')
    .bind(merchantId)
    .first<{ logo_key: string | null }>();
  if (!current) throw new MerchantNotFoundError();

  const settings = normaliseSettings(input);
  const newKey = logo ? logoKeyFor(merchantId, logo.contentType) : null;
  // Stored without its text and metadata chunks (checkLogo has refused a logo that cannot be cleaned).
  if (logo && newKey)
    await bucket.put(newKey, cleanedUpload(new Uint8Array(logo.bytes))!.bytes, {
      httpMetadata: { contentType: logo.contentType },
    });

  const fields = Object.keys(COLUMNS) as (keyof StoreSettings)[];
  const values = fields.map((field) => {
    const value = settings[field];
    return typeof value === 'boolean' ? (value ? 1 : 0) : value;
  });
  const assignments = fields.map((field) => `${COLUMNS[field]} = ?`);
  if (newKey) {
    assignments.push('logo_key = ?');
    values.push(newKey);
  }
  // With a new logo, the row is updated only if it still holds the logo read above, so that the old object
  // deleted below is really the one replaced (two saves at once never orphan or delete the wrong object).
  const where = newKey ? 'WHERE id = ? AND logo_key IS ?' : 'WHERE id = ?';
  const keys = newKey ? [merchantId, current.logo_key] : [merchantId];
  let changed = 0;
  try {
    const result = await db
      .prepare(`UPDATE merchants SET ${assignments.join(', ')}, updated_at = ? ${where}`)
      .bind(...values, now.toISOString(), ...keys)
      .run();
    changed = result.meta.changes ?? 0;
  } catch (error) {
    if (newKey) await bucket.delete(newKey).catch(() => undefined);
    throw error;
  }
  if (changed === 0) {
    if (newKey) await bucket.delete(newKey).catch(() => undefined);
    throw newKey ? new LogoChangedError() : new MerchantNotFoundError();
  }
  if (newKey && current.logo_key && current.logo_key !== newKey)
    await bucket.delete(current.logo_key).catch(() => undefined);
  return (await getStoreSettings(db, merchantId))!;
}
