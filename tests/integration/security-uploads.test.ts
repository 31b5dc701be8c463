/**
 * Uploads when R2 fails (ASVS 16.5.2, 16.5.3): a product image or an application document that cannot be
 * stored leaves no row pointing at a missing file, and no stray object behind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitApplication, type StoredFile } from '../../src/data/applications';
import { createProduct, updateProduct, type NewImage } from '../../src/data/product-editor';
import type { ApplicationText } from '../../src/lib/merchant-application';
import { draftValues, emptyDraft } from '../../src/lib/product-draft';
import { freshDatabase, snapshot } from './support';

let db: D1Database;
let bucket: R2Bucket;
let dispose: () => Promise<void>;

beforeAll(async () => {
  const fresh = await freshDatabase();
  db = fresh.db;
  bucket = fresh.platform.env.UPLOADS;
  dispose = fresh.dispose;
  await db
    .prepare("INSERT INTO users (id, email, name, password_hash, created_at, updated_at) VALUES ('user-r2', 'r2@example.com', 'Applicant', '!', 'now', 'now')")
    .run();
});
afterAll(() => dispose());

/** The real bucket, except that the put numbered `failAt` (from 1) throws, as R2 does when it is unavailable. */
function failingBucket(real: R2Bucket, failAt: number) {
  let puts = 0;
  const bucketView = new Proxy(real, {
    get(target, property) {
      if (property === 'put') {
        return async (...args: Parameters<R2Bucket['put']>) => {
          puts += 1;
          if (puts === failAt) throw new Error('R2 put failed: We encountered an internal error. Please try again.');
          return target.put(...args);
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { bucket: bucketView, puts: () => puts };
}

const objects = async () => (await bucket.list()).objects.map((o) => o.key).sort();

const png = (marker: number): NewImage => ({
  contentType: 'image/png',
  bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, marker]).buffer as ArrayBuffer,
});

const values = () => draftValues({ ...emptyDraft(), name: 'Kuih Cincin', description: 'Crunchy rings.', category: 'food', price: '6.00', quantity: '12' });

/** Every image row and product row of the database, and whether R2 holds each image a row names. */
async function danglingImageRows(): Promise<string[]> {
  const { results } = await db.prepare('SELECT storage_key FROM product_images').all<{ storage_key: string }>();
  const missing: string[] = [];
  for (const { storage_key } of results) if (!(await bucket.head(storage_key))) missing.push(storage_key);
  return missing;
}

describe('product images when R2 fails', () => {
  it('removes the stored images again when the database write after them fails', async () => {
    const before = await snapshot(db);
    const objectsBefore = await objects();
    const brokenDb = new Proxy(db, {
      get(target, property) {
        if (property === 'batch') return async () => Promise.reject(new Error('D1_ERROR: Network connection lost.'));
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    await expect(createProduct(brokenDb, bucket, 'kebun-hijau', values(), [png(7), png(8)], 'publish')).rejects.toThrow('Network connection lost');
    expect(await snapshot(db)).toEqual(before);
    expect(await objects()).toEqual(objectsBefore);
  });

  it('creates no product when the second of three images cannot be stored, and removes the first', async () => {
    const before = await snapshot(db);
    const objectsBefore = await objects();
    const failing = failingBucket(bucket, 2);
    await expect(createProduct(db, failing.bucket, 'kebun-hijau', values(), [png(1), png(2), png(3)], 'publish')).rejects.toThrow('R2 put failed');
    expect(failing.puts()).toBe(2);
    expect(await snapshot(db)).toEqual(before);
    expect(await objects()).toEqual(objectsBefore);
  });

  it('leaves an edited product exactly as it was when a new image cannot be stored', async () => {
    const { id } = await createProduct(db, bucket, 'kebun-hijau', values(), [png(4)], 'publish');
    const kept = (await db.prepare('SELECT id FROM product_images WHERE product_id = ?').bind(id).all<{ id: string }>()).results.map((r) => r.id);
    const before = await snapshot(db);
    const objectsBefore = await objects();
    const failing = failingBucket(bucket, 2);
    await expect(
      updateProduct(db, failing.bucket, 'kebun-hijau', id, { ...values(), name: 'Renamed' }, kept, [png(5), png(6)], 'publish'),
    ).rejects.toThrow('R2 put failed');
    expect(await snapshot(db)).toEqual(before);
    expect(await objects()).toEqual(objectsBefore);
    expect(await danglingImageRows()).toEqual([]);
  });
});

const text: ApplicationText = {
  businessName: 'Kedai Runcit Ah Kow',
  businessDescription: 'Sundries by the market.',
  businessType: 'other',
  businessRegistrationNumber: 'LA0777888-X',
  contactEmail: 'ahkow@example.com',
  contactPhone: '+60 12-777 8888',
  addressLine1: '5, Jalan Pasar',
  addressLine2: '',
  city: 'Labuan',
  state: 'Labuan',
  postalCode: '87000',
  website: '',
  idType: 'nric',
  idNumber: '700101-12-5678',
  agreeToTerms: true,
  agreeToPrivacy: true,
};
const pdf = new TextEncoder().encode('%PDF-1.4\n%%EOF').buffer as ArrayBuffer;
const image = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).buffer as ArrayBuffer;
const files: StoredFile[] = [
  { field: 'businessLicense', fileName: 'license.pdf', contentType: 'application/pdf', bytes: pdf },
  { field: 'businessRegistration', fileName: 'ssm.pdf', contentType: 'application/pdf', bytes: pdf },
  { field: 'idFrontImage', fileName: 'front.png', contentType: 'image/png', bytes: image },
  { field: 'idBackImage', fileName: 'back.png', contentType: 'image/png', bytes: image },
  { field: 'selfieImage', fileName: 'me.png', contentType: 'image/png', bytes: image },
];

describe('application documents when R2 fails', () => {
  it('records no application when the last document cannot be stored, and removes the four before it', async () => {
    const before = await snapshot(db);
    const objectsBefore = await objects();
    const failing = failingBucket(bucket, 5);
    await expect(submitApplication(db, failing.bucket, { userId: 'user-r2', text, files, now: new Date().toISOString() })).rejects.toThrow(
      'R2 put failed',
    );
    expect(failing.puts()).toBe(5);
    expect(await snapshot(db)).toEqual(before);
    expect(await objects()).toEqual(objectsBefore);
  });

  it('accepts the same application once R2 works again, with every document row pointing at a stored file', async () => {
    const id = await submitApplication(db, bucket, { userId: 'user-r2', text, files, now: new Date().toISOString() });
    const { results } = await db.prepare('SELECT storage_key FROM application_documents WHERE application_id = ?').bind(id).all<{ storage_key: string }>();
    expect(results).toHaveLength(5);
    for (const { storage_key } of results) expect(await bucket.head(storage_key)).not.toBeNull();
  });
});
