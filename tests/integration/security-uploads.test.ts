/**
 * Uploads when R2 fails (ASVS 16.5.2, 16.5.3): a product image or an application document that cannot be
 * stored leaves no row pointing at a missing file, and no stray object behind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitApplication } from '../../src/data/applications';
import { createProduct, updateProduct, type NewImage } from '../../src/data/product-editor';
import { draftValues, emptyDraft } from '../../src/lib/product-draft';
import {
  applicationFiles,
  applicationText,
  failingBatch,
  failingBucket,
  freshDatabase,
  insertUser,
  objectKeys,
  pngBytes,
  snapshot,
} from './support';

let db: D1Database;
let bucket: R2Bucket;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ db, bucket, dispose } = await freshDatabase());
  await insertUser(db, 'user-r2', 'r2@example.com', 'Applicant');
});
afterAll(() => dispose());

const objects = () => objectKeys(bucket);

const png = (marker: number): NewImage => ({ contentType: 'image/png', bytes: pngBytes(marker) });

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
    const brokenDb = failingBatch(db);
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
      updateProduct(db, failing.bucket, 'kebun-hijau', id, { ...values(), name: 'Renamed' }, kept, [png(5), png(6)], 'publish', values().stock),
    ).rejects.toThrow('R2 put failed');
    expect(await snapshot(db)).toEqual(before);
    expect(await objects()).toEqual(objectsBefore);
    expect(await danglingImageRows()).toEqual([]);
  });
});

const text = applicationText({ businessName: 'Kedai Runcit Ah Kow' });
const files = applicationFiles();

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
