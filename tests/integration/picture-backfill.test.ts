/**
 * The backfill on a real local R2 and D1: a product photo stored whole before variants were made (a phone's
 * large JPEG) gets its variants once, its row and product point at them, and a second run changes nothing.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillAll, backfillPictures } from '../../src/data/picture-backfill';
import { makePicture, type PictureBindings } from '../../src/data/pictures';
import { parseVariantKey } from '../../src/lib/pictures';
import { cleanedUpload } from '../../src/lib/file-types';
import { freshDatabase, objectKeys, snapshot } from './support';

let db: D1Database;
let bucket: R2Bucket;
let media: PictureBindings;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ db, bucket, media, dispose } = await freshDatabase());
});
afterAll(() => dispose());

/** A phone-sized photo of at least `minBytes`: light, shapes and grain, as a JPEG (Exif orientation 1). */
async function largePhoto(width: number, height: number, quality: number): Promise<Uint8Array> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      state = (state * 1664525 + 1013904223) >>> 0;
      const grain = (state >>> 24) / 8;
      const at = (y * width + x) * 3;
      pixels[at] = (x / width) * 200 + grain;
      pixels[at + 1] = (y / height) * 180 + grain;
      pixels[at + 2] = 90 + 60 * Math.sin(x / 70) + grain;
    }
  }
  return new Uint8Array(
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer(),
  );
}

/** A product of the demo merchant with one picture stored the old way: its upload alone, no variants. */
async function productWithOldPicture(id: string, bytes: Uint8Array): Promise<{ key: string; imageId: string }> {
  const key = `products/${id}/${crypto.randomUUID()}.jpg`;
  const imageId = `img-${crypto.randomUUID()}`;
  await bucket.put(key, bytes, { httpMetadata: { contentType: 'image/jpeg' } });
  const now = new Date().toISOString();
  await db.batch([
    db
      .prepare(
        `INSERT INTO products (id, merchant_id, name, description, category, price_sen, stock, image_url, status, created_at, updated_at)
         VALUES (?, 'kebun-hijau', ?, 'Stored before variants.', 'food', 1500, 5, ?, 'active', ?, ?)`,
      )
      .bind(id, `Old photo ${id}`, `/media/${key}`, now, now),
    db
      .prepare(
        `INSERT INTO product_images (id, product_id, storage_key, content_type, size_bytes, position, created_at)
         VALUES (?, ?, ?, 'image/jpeg', ?, 0, ?)`,
      )
      .bind(imageId, id, key, bytes.byteLength, now),
  ]);
  return { key, imageId };
}

const imageRow = (id: string) =>
  db.prepare('SELECT picture FROM product_images WHERE id = ?').bind(id).first<{ picture: string | null }>();
const imageUrl = (id: string) =>
  db.prepare('SELECT image_url FROM products WHERE id = ?').bind(id).first<{ image_url: string }>();

describe('the picture backfill', () => {
  it('makes the variants of a large stored photo once; a second run changes nothing', async () => {
    const photo = await largePhoto(4032, 3024, 92);
    expect(photo.byteLength).toBeGreaterThan(4 * 1024 * 1024);
    const { key, imageId } = await productWithOldPicture('p-old-photo', photo);

    const started = performance.now();
    const first = await backfillAll(db, media, { size: 2 });
    const seconds = (performance.now() - started) / 1000;
    expect(first).toMatchObject({ mended: 1, reused: 0, skipped: [], next: null });

    const folder = (await imageRow(imageId))!.picture!;
    expect(folder).toMatch(/^pictures\/[0-9a-f]{32}\/1600x1200-[0-9a-f]{6}$/);
    const variants = await objectKeys(bucket, `${folder}/`);
    expect(variants).toEqual([320, 640, 1024, 1600].map((w) => `${folder}/${w}.webp`).sort());
    for (const variant of variants) {
      const object = await bucket.head(variant);
      expect(object?.httpMetadata?.contentType).toBe('image/webp');
      expect(object!.size).toBeLessThan(400 * 1024);
    }
    expect((await imageUrl('p-old-photo'))!.image_url).toBe(`/media/${folder}/640.webp`);
    expect(parseVariantKey((await imageUrl('p-old-photo'))!.image_url)?.width).toBe(1600);
    // The upload stays, private: the media route sends its old address on to the variants.
    expect(await bucket.head(key)).not.toBeNull();
    console.log(`Backfill of one ${(photo.byteLength / 1024 / 1024).toFixed(1)} MB photo: ${seconds.toFixed(2)} s`);

    const rows = await snapshot(db);
    const objects = await Promise.all((await objectKeys(bucket)).map(async (k) => [k, (await bucket.head(k))!.etag]));
    const second = await backfillAll(db, media, { size: 2 });
    expect(second).toEqual({ mended: 0, reused: 0, skipped: [], next: null });
    expect(await snapshot(db)).toEqual(rows);
    expect(await Promise.all((await objectKeys(bucket)).map(async (k) => [k, (await bucket.head(k))!.etag]))).toEqual(
      objects,
    );
  });

  it('goes in batches from where the last stopped, finds the same picture made before, and marks an upload gone from R2', async () => {
    const twin = await largePhoto(1200, 900, 80);
    const a = await productWithOldPicture('p-batch-a', twin);
    const b = await productWithOldPicture('p-batch-b', twin);
    const gone = await productWithOldPicture('p-batch-gone', await largePhoto(64, 48, 80));
    await bucket.delete(gone.key);

    const ids = [a.imageId, b.imageId, gone.imageId].sort();
    const firstBatch = await backfillPictures(db, media, { size: 1 });
    expect(firstBatch.next).toBe(ids[0]);
    const rest = await backfillAll(db, media, { size: 1, after: firstBatch.next! });
    const mended = firstBatch.mended + rest.mended;
    const reused = firstBatch.reused + rest.reused;
    expect({ mended, reused }).toEqual({ mended: 1, reused: 1 });
    expect([...firstBatch.skipped, ...rest.skipped].map((s) => s.id)).toEqual([gone.imageId]);
    expect((await imageRow(a.imageId))!.picture).toBe((await imageRow(b.imageId))!.picture);
    expect((await imageRow(a.imageId))!.picture).toMatch(/\/1200x900-/);
    // Marked: never tried again, and its product keeps its address (which now finds nothing).
    expect((await imageRow(gone.imageId))!.picture).toBe('');
    expect(await backfillAll(db, media)).toEqual({ mended: 0, reused: 0, skipped: [], next: null });
  });

  it('turns a 10 MB upload into its variants, and says how long it took', async () => {
    const photo = await largePhoto(5000, 3750, 97);
    expect(photo.byteLength).toBeGreaterThan(10 * 1000 * 1000);
    // The Worker's own work (its CPU time is what the limits count): checking and cleaning the bytes, hashing them.
    let started = performance.now();
    const cleaned = cleanedUpload(photo)!.bytes;
    await crypto.subtle.digest('SHA-256', cleaned as Uint8Array<ArrayBuffer>);
    const workerMs = performance.now() - started;
    // The binding's: decoding, scaling and encoding, outside the Worker.
    started = performance.now();
    const picture = await makePicture(media, cleaned);
    const seconds = (performance.now() - started) / 1000;
    expect(picture).toMatchObject({ width: 1600, height: 1200, made: true });
    console.log(
      `A ${(photo.byteLength / 1024 / 1024).toFixed(1)} MB upload: checked and hashed in ${workerMs.toFixed(0)} ms of script; variants made by the binding in ${seconds.toFixed(2)} s`,
    );
  });
});
