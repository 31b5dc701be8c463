import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStoreProfile } from '../../src/data/catalogue';
import {
  BadLogoError,
  getStoreSettings,
  InvalidSettingsError,
  LogoChangedError,
  MerchantNotFoundError,
  saveStoreSettings,
  type NewLogo,
} from '../../src/data/store-settings';
import { settingsInput } from '../../src/lib/store-settings-input';
import { said } from '../../src/lib/refusals';
import type { StoreSettings } from '../../src/lib/store-settings';
import { freshDatabase, pngBytes, snapshot } from './support';

let db: D1Database;
let bucket: R2Bucket;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ db, bucket, dispose } = await freshDatabase());
});
afterAll(() => dispose());

const OWNER = 'dapur-mak-cik';
const OTHER = 'kebun-hijau';

const everything: StoreSettings = {
  businessName: 'Dapur Mak Cik Salmah Enterprise',
  displayName: 'Sambal Mak Cik',
  description: 'Sambal belacan and kuih, made fresh.',
  email: 'orders@sambal.example',
  phone: '+60 19-000 1111',
  website: 'https://sambal.example',
  street: '9, Jalan Merdeka',
  city: 'Victoria',
  state: 'Wilayah Persekutuan Labuan',
  zipCode: '87009',
  country: 'Singapore',
  registrationNumber: 'LA0999000-X',
  taxId: 'SST-1234',
  businessType: 'partnership',
  foundedYear: '2001',
  facebook: 'https://facebook.com/sambal',
  twitter: 'https://twitter.com/sambal',
  instagram: 'https://instagram.com/sambal',
  linkedin: 'https://linkedin.com/company/sambal',
  autoAcceptOrders: true,
  requireSignature: false,
  allowReturns: false,
  returnWindow: '14',
  processingTime: '3-5',
  orderUpdates: false,
  lowStock: false,
  newReviews: false,
  promotions: true,
  newsletter: false,
  showEmail: false,
  showPhone: false,
  showAddress: false,
  allowMessages: false,
  storefront: 'bold',
  primaryColor: '#112233',
  accentColor: '#AABBCC',
};

const png = (marker: number, size = 64): NewLogo => ({ contentType: 'image/png', bytes: pngBytes(marker, size) });

const merchantRow = (id: string) =>
  db.prepare('SELECT * FROM merchants WHERE id = ?').bind(id).first<Record<string, unknown>>();

describe('saveStoreSettings', () => {
  it('persists every field, trimmed, and reads them back', async () => {
    const other = await merchantRow(OTHER);
    await saveStoreSettings(
      db,
      bucket,
      OWNER,
      { ...everything, businessName: `  ${everything.businessName}  `, primaryColor: '#112233' },
      null,
    );
    const view = await getStoreSettings(db, OWNER);
    expect(view?.settings).toEqual(everything);
    const row = await merchantRow(OWNER);
    expect(row).toMatchObject({
      business_name: everything.businessName,
      address_country: 'Singapore',
      business_type: 'partnership',
      founded_year: '2001',
      social_linkedin: 'https://linkedin.com/company/sambal',
      auto_accept_orders: 1,
      require_signature: 0,
      notify_promotions: 1,
      notify_newsletter: 0,
      show_email: 0,
      return_window: '14',
      processing_time: '3-5',
      storefront_theme: 'bold',
      status: 'active',
      verification_status: 'verified',
    });
    // Another merchant's row is untouched.
    expect(await merchantRow(OTHER)).toEqual(other);
  });

  it('shows the saved profile on the public store page, with private contacts hidden', async () => {
    const profile = await getStoreProfile(db, OWNER);
    expect(profile).toMatchObject({
      displayName: 'Sambal Mak Cik',
      description: 'Sambal belacan and kuih, made fresh.',
      primaryColor: '#112233',
      accentColor: '#AABBCC',
      returnWindowDays: '14',
      allowReturns: false,
      processingTime: '3-5',
      email: null,
      phone: null,
      address: null,
    });
    await saveStoreSettings(
      db,
      bucket,
      OWNER,
      { ...everything, showEmail: true, showPhone: true, showAddress: true },
      null,
    );
    expect(await getStoreProfile(db, OWNER)).toMatchObject({
      email: 'orders@sambal.example',
      phone: '+60 19-000 1111',
      address: '9, Jalan Merdeka, Victoria, 87009 Wilayah Persekutuan Labuan, Singapore',
    });
  });

  it('refuses invalid settings and changes nothing', async () => {
    const before = await snapshot(db);
    for (const bad of [
      { businessName: '   ' },
      { email: 'not-an-email' },
      { primaryColor: 'red;}' },
      { website: 'javascript:alert(1)' },
      { returnWindow: '45' },
      { country: 'Atlantis' },
      { foundedYear: '3000' },
    ]) {
      await expect(saveStoreSettings(db, bucket, OWNER, { ...everything, ...bad }, png(1))).rejects.toBeInstanceOf(
        InvalidSettingsError,
      );
    }
    expect(await snapshot(db)).toEqual(before);
    const listed = await bucket.list({ prefix: `stores/${OWNER}/` });
    expect(listed.objects).toHaveLength(0);
  });

  it('refuses a logo that is not a PNG, JPG or WebP of 2MB or less, by its bytes', async () => {
    const before = await snapshot(db);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await expect(
      saveStoreSettings(db, bucket, OWNER, everything, { contentType: 'image/png', bytes: svg.buffer as ArrayBuffer }),
    ).rejects.toBeInstanceOf(BadLogoError);
    await expect(saveStoreSettings(db, bucket, OWNER, everything, png(2, 2 * 1024 * 1024 + 1))).rejects.toBeInstanceOf(
      BadLogoError,
    );
    expect(await snapshot(db)).toEqual(before);
  });

  it('stores a logo under a random public key and deletes the old one after replacing it', async () => {
    const first = await saveStoreSettings(db, bucket, OWNER, everything, png(3));
    expect(first.logoUrl).toMatch(/^\/media\/stores\/dapur-mak-cik\/[0-9a-f-]{36}\.png$/);
    const firstKey = first.logoUrl!.replace('/media/', '');
    expect(await bucket.head(firstKey)).not.toBeNull();

    const second = await saveStoreSettings(db, bucket, OWNER, everything, png(4));
    const secondKey = second.logoUrl!.replace('/media/', '');
    expect(secondKey).not.toBe(firstKey);
    expect(await bucket.head(secondKey)).not.toBeNull();
    expect(await bucket.head(firstKey)).toBeNull();
    expect((await getStoreProfile(db, OWNER))?.logoUrl).toBe(second.logoUrl);

    // Saving without a new logo keeps the current one.
    const third = await saveStoreSettings(
      db,
      bucket,
      OWNER,
      { ...everything, displayName: 'Sambal Mak Cik Salmah' },
      null,
    );
    expect(third.logoUrl).toBe(second.logoUrl);
  });

  it('leaves the row unchanged when storage refuses the logo', async () => {
    const before = await snapshot(db);
    const failing = {
      ...bucket,
      put: async () => {
        throw new Error('R2 is unavailable');
      },
      delete: bucket.delete.bind(bucket),
    } as unknown as R2Bucket;
    await expect(
      saveStoreSettings(db, failing, OWNER, { ...everything, displayName: 'Never Saved' }, png(5)),
    ).rejects.toThrow('R2 is unavailable');
    expect(await snapshot(db)).toEqual(before);
  });

  it('deletes the new logo again when the row cannot be written', async () => {
    const puts: string[] = [];
    const spying = {
      put: async (key: string, value: ArrayBuffer, options: R2PutOptions) => {
        puts.push(key);
        return bucket.put(key, value, options);
      },
      delete: (key: string) => bucket.delete(key),
    } as unknown as R2Bucket;
    await expect(saveStoreSettings(db, spying, 'no-such-store', everything, png(6))).rejects.toBeInstanceOf(
      MerchantNotFoundError,
    );
    expect(puts).toEqual([]);
    const before = await snapshot(db);
    // A constraint the rules do not know about: a database trigger refuses this update.
    await db
      .prepare(
        "CREATE TRIGGER refuse_settings BEFORE UPDATE ON merchants WHEN NEW.display_name = 'Refused' BEGIN SELECT RAISE(ABORT, 'refused'); END",
      )
      .run();
    try {
      await expect(
        saveStoreSettings(db, spying, OWNER, { ...everything, displayName: 'Refused' }, png(7)),
      ).rejects.toThrow(/refused/);
    } finally {
      await db.prepare('DROP TRIGGER refuse_settings').run();
    }
    expect(puts).toHaveLength(1);
    expect(await bucket.head(puts[0]!)).toBeNull();
    expect(await snapshot(db)).toEqual(before);
  });
});

describe('two saves at once', () => {
  it('keeps the logo of the save that committed first and removes the other upload', async () => {
    const before = await getStoreSettings(db, OWNER);
    let rivalKey = '';
    // While this save uploads, another save of the same store commits a different logo.
    const racing = {
      put: async (key: string, value: ArrayBuffer, options: R2PutOptions) => {
        const stored = await bucket.put(key, value, options);
        const rival = await saveStoreSettings(db, bucket, OWNER, { ...everything, displayName: 'Rival Save' }, png(9));
        rivalKey = rival.logoUrl!.replace('/media/', '');
        return stored;
      },
      delete: (key: string) => bucket.delete(key),
    } as unknown as R2Bucket;
    await expect(
      saveStoreSettings(db, racing, OWNER, { ...everything, displayName: 'Slow Save' }, png(10)),
    ).rejects.toMatchObject({ constructor: LogoChangedError, message: said('storeSettings.logoChanged') });
    const after = await getStoreSettings(db, OWNER);
    expect(after?.settings.displayName).toBe('Rival Save');
    expect(after?.logoUrl).toBe(`/media/${rivalKey}`);
    expect(await bucket.head(rivalKey)).not.toBeNull();
    // The rival deleted the logo it replaced; the slow save's own upload is gone too: nothing is orphaned.
    expect(await bucket.head(before!.logoUrl!.replace('/media/', ''))).toBeNull();
    const listed = await bucket.list({ prefix: `stores/${OWNER}/` });
    expect(listed.objects.map((o) => o.key)).toEqual([rivalKey]);
  });
});

describe('the save action input', () => {
  const form = (over: Record<string, string> = {}) => {
    const data: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(everything)) {
      if (typeof value === 'boolean') {
        if (value) data[key] = 'on';
      } else data[key] = value;
    }
    return { ...data, ...over };
  };

  it('drops fields that are not settings: merchantId, status, verificationStatus, logo_key', async () => {
    const parsed = await settingsInput.parseAsync(
      form({ merchantId: OTHER, status: 'suspended', verificationStatus: 'pending', logo_key: 'applications/x.pdf' }),
    );
    expect(parsed).not.toHaveProperty('merchantId');
    expect(parsed).not.toHaveProperty('status');
    expect(parsed).not.toHaveProperty('verificationStatus');
    expect(parsed).not.toHaveProperty('logo_key');
    const otherBefore = await merchantRow(OTHER);
    const { logo: _logo, ...settings } = parsed;
    await saveStoreSettings(db, bucket, OWNER, settings, null);
    expect(await merchantRow(OWNER)).toMatchObject({ status: 'active', verification_status: 'verified' });
    expect(await merchantRow(OTHER)).toEqual(otherBefore);
  });

  it("reads a missing switch as off and a missing text as blank, then refuses with the spec refusals' codes", async () => {
    const result = await settingsInput.safeParseAsync({
      ...form(),
      businessName: null,
      phone: null,
      autoAcceptOrders: null,
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual([
      `businessName: ${said('storeSettings.businessNameRequired')}`,
      `phone: ${said('storeSettings.phoneRequired')}`,
    ]);
    const ok = await settingsInput.parseAsync({ ...form(), autoAcceptOrders: null });
    expect(ok.autoAcceptOrders).toBe(false);
  });

  it('refuses an SVG named .png and a logo over 2MB with a clear message', async () => {
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.png', { type: 'image/png' });
    const svgResult = await settingsInput.safeParseAsync({ ...form(), logo: svg });
    expect(svgResult.error?.issues.map((i) => i.message)).toEqual([said('storeSettings.logoNotImage')]);
    const big = new File([new Uint8Array(png(8, 2 * 1024 * 1024 + 1).bytes)], 'big.png', { type: 'image/png' });
    const bigResult = await settingsInput.safeParseAsync({ ...form(), logo: big });
    expect(bigResult.error?.issues.map((i) => i.message)).toEqual([said('storeSettings.logoTooLarge')]);
  });
});
