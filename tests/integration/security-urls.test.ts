/**
 * One rule for every web address a person gives the shop (issue: a `javascript:` website on a public store
 * page): refused by the data layer whatever the action checked, never copied into a store by an approval, and
 * cleaned out of what older versions stored by migrations/0006_safe_urls.sql.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveApplication, InvalidWebsiteError, submitApplication } from '../../src/data/applications';
import { getStoreSettings, InvalidSettingsError, saveStoreSettings } from '../../src/data/store-settings';
import { applyMigrations, localPlatform, readMigrations } from '../../scripts/local-db';
import { applicationFiles, applicationText, freshDatabase, insertUser, objectKeys, snapshot } from './support';

const HOSTILE = [
  'javascript:alert(document.domain)//',
  'JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  ' javascript:alert(1)',
];

let db: D1Database;
let bucket: R2Bucket;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ db, bucket, dispose } = await freshDatabase());
  await insertUser(db, 'user-url', 'url@example.com', 'Url Applicant');
});
afterAll(() => dispose());

describe('web addresses in the data layer', () => {
  it('refuses an application whose website is not http(s), storing nothing', async () => {
    for (const website of HOSTILE) {
      const before = await snapshot(db);
      const objects = await objectKeys(bucket);
      await expect(
        submitApplication(db, bucket, {
          userId: 'user-url',
          text: applicationText({ website }),
          files: applicationFiles(),
          now: '2026-11-25T00:00:00.000Z',
        }),
        website,
      ).rejects.toBeInstanceOf(InvalidWebsiteError);
      expect(await snapshot(db)).toEqual(before);
      expect(await objectKeys(bucket)).toEqual(objects);
    }
  });

  it('refuses store settings whose website or social links are not http(s)', async () => {
    const current = (await getStoreSettings(db, 'kebun-hijau'))!.settings;
    for (const field of ['website', 'facebook', 'twitter', 'instagram', 'linkedin'] as const) {
      const before = await snapshot(db);
      await expect(
        saveStoreSettings(db, bucket, 'kebun-hijau', { ...current, [field]: 'javascript:alert(1)' }, null),
        field,
      ).rejects.toBeInstanceOf(InvalidSettingsError);
      expect(await snapshot(db)).toEqual(before);
    }
  });

  it('never copies a non-http(s) website from an application into the store', async () => {
    // An application stored before the rule existed, holding the hostile value.
    const id = await submitApplication(db, bucket, {
      userId: 'user-url',
      text: applicationText({ businessName: 'Kedai Lama', website: 'https://lama.example' }),
      files: applicationFiles(),
      now: '2026-11-25T00:00:00.000Z',
    });
    await db.prepare('UPDATE merchant_applications SET website = ? WHERE id = ?').bind(HOSTILE[0], id).run();
    const merchantId = await approveApplication(db, id, 'user-admin', '2026-11-25T01:00:00.000Z');
    const store = await db
      .prepare('SELECT website FROM merchants WHERE id = ?')
      .bind(merchantId)
      .first<{ website: string }>();
    expect(store!.website).toBe('');
  });
});

describe('migrations/0006_safe_urls.sql', () => {
  it('clears stored addresses that are not http(s) and keeps the ones that are', async () => {
    const platform = await localPlatform(false);
    try {
      const old = platform.env.DB;
      const migrations = await readMigrations();
      expect(migrations.map((m) => m.name)).toContain('0006_safe_urls.sql');
      await applyMigrations(
        old,
        migrations.filter((m) => m.name < '0006'),
      );
      await insertUser(old, 'user-old', 'old@example.com', 'Old Merchant');
      await insertUser(old, 'user-old-2', 'old2@example.com', 'Old Applicant');
      await old
        .prepare(
          `INSERT INTO merchants (id, user_id, business_name, display_name, email, website, social_facebook, social_twitter,
             social_instagram, social_linkedin, created_at, updated_at)
           VALUES ('kedai-lama', 'user-old', 'Kedai Lama', 'Kedai Lama', 'old@example.com', ?, ?, ?, ?, ?, 'now', 'now')`,
        )
        .bind(HOSTILE[0], 'https://facebook.com/lama', HOSTILE[1], 'http://instagram.com/lama', HOSTILE[2])
        .run();
      await old
        .prepare(
          `INSERT INTO merchant_applications (id, user_id, status, business_name, business_description, business_type,
             business_registration_number, contact_email, contact_phone, address_line1, address_line2, city, state,
             postal_code, website, id_type, id_number, created_at, updated_at)
           VALUES ('app-old', 'user-old-2', 'pending', 'Lama', 'd', 'food', 'r', 'e@example.com', 'p', 'a', '', 'c', 'Labuan', '87000', ?, 'nric', 'n', 'now', 'now')`,
        )
        .bind(HOSTILE[3])
        .run();

      expect(await applyMigrations(old, migrations)).toContain('0006_safe_urls.sql');

      const store = await old
        .prepare(
          'SELECT website, social_facebook, social_twitter, social_instagram, social_linkedin FROM merchants WHERE id = ?',
        )
        .bind('kedai-lama')
        .first();
      expect(store).toEqual({
        website: '',
        social_facebook: 'https://facebook.com/lama',
        social_twitter: '',
        social_instagram: 'http://instagram.com/lama',
        social_linkedin: '',
      });
      const application = await old
        .prepare("SELECT website FROM merchant_applications WHERE id = 'app-old'")
        .first<{ website: string }>();
      expect(application!.website).toBe('');
    } finally {
      await platform.dispose();
    }
  });
});
