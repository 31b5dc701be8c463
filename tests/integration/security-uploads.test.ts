/**
 * Uploads when R2 fails (ASVS 16.5.2, 16.5.3): a product image or an application document that cannot be
 * stored leaves no row pointing at a missing file, and no stray object behind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PictureBindings } from '../../src/data/pictures';
import { BadDocumentError, submitApplication } from '../../src/data/applications';
import { BadLogoError, saveStoreSettings, getStoreSettings } from '../../src/data/store-settings';
import { BadImageError } from '../../src/data/products';
import { exifBody, JPEG, jpegSegment, jpegWith, MARKUP, PNG, pdfWithStream, pngWith, textChunk } from '../pictures';
import { createProduct, updateProduct, type NewImage } from '../../src/data/products';
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
let media: PictureBindings;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ db, bucket, media, dispose } = await freshDatabase());
  await insertUser(db, 'user-r2', 'r2@example.com', 'Applicant');
});
afterAll(() => dispose());

const objects = () => objectKeys(bucket);

const png = (marker: number): NewImage => ({ contentType: 'image/png', bytes: pngBytes(marker) });

const values = () =>
  draftValues({
    ...emptyDraft(),
    name: 'Kuih Cincin',
    description: 'Crunchy rings.',
    category: 'food',
    price: '6.00',
    quantity: '12',
  });

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
    await expect(createProduct(brokenDb, media, 'kebun-hijau', values(), [png(7), png(8)], 'publish')).rejects.toThrow(
      'Network connection lost',
    );
    expect(await snapshot(db)).toEqual(before);
    expect(await objects()).toEqual(objectsBefore);
  });

  it('creates no product when the second of three images cannot be stored, and removes the first', async () => {
    const before = await snapshot(db);
    const objectsBefore = await objects();
    const failing = failingBucket(bucket, 2);
    await expect(
      createProduct(
        db,
        { bucket: failing.bucket, images: media.images },
        'kebun-hijau',
        values(),
        [png(1), png(2), png(3)],
        'publish',
      ),
    ).rejects.toThrow('R2 put failed');
    expect(failing.puts()).toBe(2);
    expect(await snapshot(db)).toEqual(before);
    expect(await objects()).toEqual(objectsBefore);
  });

  it('leaves an edited product exactly as it was when a new image cannot be stored', async () => {
    const { id } = await createProduct(db, media, 'kebun-hijau', values(), [png(4)], 'publish');
    const kept = (
      await db.prepare('SELECT id FROM product_images WHERE product_id = ?').bind(id).all<{ id: string }>()
    ).results.map((r) => r.id);
    const before = await snapshot(db);
    const objectsBefore = await objects();
    const failing = failingBucket(bucket, 2);
    await expect(
      updateProduct(
        db,
        { bucket: failing.bucket, images: media.images },
        'kebun-hijau',
        id,
        { ...values(), name: 'Renamed' },
        kept,
        [png(5), png(6)],
        'publish',
        values().stock,
      ),
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
    await expect(
      submitApplication(db, failing.bucket, { userId: 'user-r2', text, files, now: new Date().toISOString() }),
    ).rejects.toThrow('R2 put failed');
    expect(failing.puts()).toBe(5);
    expect(await snapshot(db)).toEqual(before);
    expect(await objects()).toEqual(objectsBefore);
  });

  it('accepts the same application once R2 works again, with every document row pointing at a stored file', async () => {
    const id = await submitApplication(db, bucket, { userId: 'user-r2', text, files, now: new Date().toISOString() });
    const { results } = await db
      .prepare('SELECT storage_key FROM application_documents WHERE application_id = ?')
      .bind(id)
      .all<{ storage_key: string }>();
    expect(results).toHaveLength(5);
    for (const { storage_key } of results) expect(await bucket.head(storage_key)).not.toBeNull();
  });
});

describe('what is stored of an upload', () => {
  const latin1 = (bytes: ArrayBuffer | Uint8Array) =>
    Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('latin1');
  const buffer = (bytes: Uint8Array) => bytes.slice().buffer as ArrayBuffer;
  const hostilePng = () => buffer(pngWith(textChunk()));

  it('keeps no text chunk of a product image, a store logo or an ID picture, and no GPS of a photo', async () => {
    const photo = buffer(jpegWith(jpegSegment(0xe1, exifBody(1)), jpegSegment(0xfe, new TextEncoder().encode(MARKUP))));
    const { id } = await createProduct(
      db,
      media,
      'kebun-hijau',
      values(),
      [
        { contentType: 'image/png', bytes: hostilePng() },
        { contentType: 'image/jpeg', bytes: photo },
      ],
      'publish',
    );
    const { results } = await db
      .prepare('SELECT storage_key, size_bytes FROM product_images WHERE product_id = ? ORDER BY position')
      .bind(id)
      .all<{ storage_key: string; size_bytes: number }>();
    const stored = await Promise.all(
      results.map(async (row) => new Uint8Array(await (await bucket.get(row.storage_key))!.arrayBuffer())),
    );
    expect(Buffer.from(stored[0]!).equals(Buffer.from(PNG))).toBe(true);
    expect(results[0]!.size_bytes).toBe(PNG.length);
    expect(latin1(stored[1]!)).not.toMatch(/GPS|Exif|onerror/);

    const settings = (await getStoreSettings(db, 'kebun-hijau'))!.settings;
    const saved = await saveStoreSettings(db, bucket, 'kebun-hijau', settings, {
      contentType: 'image/png',
      bytes: hostilePng(),
    });
    const logo = await bucket.get(saved.logoUrl!.replace('/media/', ''));
    expect(latin1(await logo!.arrayBuffer())).not.toContain('onerror');

    await insertUser(db, 'user-pictures', 'pictures@example.com', 'Pictures');
    const files = applicationFiles().map((file) =>
      file.field === 'idFrontImage' ? { ...file, bytes: hostilePng() } : file,
    );
    const applicationId = await submitApplication(db, bucket, {
      userId: 'user-pictures',
      text: applicationText(),
      files,
      now: '2026-11-25T00:00:00.000Z',
    });
    const front = await db
      .prepare("SELECT storage_key FROM application_documents WHERE application_id = ? AND kind = 'idFrontImage'")
      .bind(applicationId)
      .first<{ storage_key: string }>();
    expect(latin1(await (await bucket.get(front!.storage_key))!.arrayBuffer())).not.toContain('onerror');
  });

  it('refuses a licence whose JavaScript is hidden by a name escape or a compressed stream, or that cannot be read, storing nothing', async () => {
    await insertUser(db, 'user-pdf', 'pdf@example.com', 'Pdf');
    const hidden = [
      new TextEncoder().encode(
        '%PDF-1.4\n1 0 obj << /OpenAction << /S /J#61vaScript /JS (app.alert(1)) >> >>\nendobj\n%%EOF',
      ),
      pdfWithStream('<< /S /JavaScript /JS (app.alert(1)) >>', '/Type /ObjStm /Filter /FlateDecode'),
      pdfWithStream('BT (x) Tj ET', '/Filter /LZWDecode'),
    ];
    for (const pdf of hidden) {
      const before = await snapshot(db);
      const keys = await objects();
      const files = applicationFiles().map((file) =>
        file.field === 'businessLicense' ? { ...file, bytes: buffer(pdf) } : file,
      );
      await expect(
        submitApplication(db, bucket, {
          userId: 'user-pdf',
          text: applicationText(),
          files,
          now: '2026-11-25T00:00:00.000Z',
        }),
      ).rejects.toBeInstanceOf(BadDocumentError);
      expect(await snapshot(db)).toEqual(before);
      expect(await objects()).toEqual(keys);
    }
  });

  it('refuses a picture that cannot be read through, in the data layer too', async () => {
    const before = await snapshot(db);
    const truncated = buffer(JPEG.subarray(0, 300));
    await expect(
      createProduct(db, media, 'kebun-hijau', values(), [{ contentType: 'image/jpeg', bytes: truncated }], 'publish'),
    ).rejects.toBeInstanceOf(BadImageError);
    const settings = (await getStoreSettings(db, 'kebun-hijau'))!.settings;
    await expect(
      saveStoreSettings(db, bucket, 'kebun-hijau', settings, { contentType: 'image/jpeg', bytes: truncated }),
    ).rejects.toBeInstanceOf(BadLogoError);
    expect(await snapshot(db)).toEqual(before);
  });
});
