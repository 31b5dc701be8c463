/**
 * Mends the product pictures stored before variants were made (product_images.picture IS NULL): each one's
 * upload is read from R2, its variants made (src/data/pictures.ts), and its row and its product's address
 * pointed at them. Idempotent and resumable: a row is written as soon as its variants are stored, and a run
 * only ever looks at rows still without variants, in id order from where the last batch stopped, so a second
 * run changes nothing and a run cut short is taken up by the next. Runs as a script (scripts/picture-backfill.ts)
 * and on the worker's schedule (src/worker.ts).
 */
import { mediaUrl } from './products';
import { makePicture, type MadePicture, type PictureBindings } from './pictures';

export interface BackfillBatch {
  /** Rows given variants in this batch. */
  mended: number;
  /** Rows whose variants were already stored (the same picture made before) and only pointed at them. */
  reused: number;
  /**
   * Rows that could not be mended, with the reason. A row whose upload is gone from R2 can never be, and is
   * marked so (picture = ''); one the binding could not read is left for the next run to try again.
   */
  skipped: { id: string; reason: string }[];
  /** The id to continue after, or null when no row is left without variants past this batch. */
  next: string | null;
}

interface UnmadeRow {
  id: string;
  product_id: string;
  storage_key: string;
}

/** Points one image row, and its product when this is its shown picture, at its variants. */
async function pointAt(db: Database, row: UnmadeRow, picture: MadePicture): Promise<void> {
  await db.batch([
    db.prepare('UPDATE product_images SET picture = ? WHERE id = ? AND picture IS NULL').bind(picture.folder, row.id),
    db
      .prepare('UPDATE products SET image_url = ? WHERE id = ? AND image_url = ?')
      .bind(picture.url, row.product_id, mediaUrl(row.storage_key)),
  ]);
}

export class MissingUploadError extends Error {
  constructor(key: string) {
    super(`The upload ${key} is not in the bucket`);
  }
}

/** Makes the variants of one stored image and points its rows at them. */
export async function mendImage(db: Database, media: PictureBindings, row: UnmadeRow): Promise<MadePicture> {
  const object = await media.bucket.get(row.storage_key);
  if (!object) {
    await db.prepare("UPDATE product_images SET picture = '' WHERE id = ? AND picture IS NULL").bind(row.id).run();
    throw new MissingUploadError(row.storage_key);
  }
  const picture = await makePicture(media, new Uint8Array(await object.arrayBuffer()));
  await pointAt(db, row, picture);
  return picture;
}

/** One batch of at most `size` images without variants, after the id `after` (exclusive). */
export async function backfillPictures(
  db: Database,
  media: PictureBindings,
  { size = 10, after = '' }: { size?: number; after?: string } = {},
): Promise<BackfillBatch> {
  const { results } = await db
    .prepare(
      `SELECT id, product_id, storage_key FROM product_images INDEXED BY product_images_by_picture
       WHERE picture IS NULL AND id > ? ORDER BY id LIMIT ?`,
    )
    .bind(after, size)
    .all<UnmadeRow>();
  const batch: BackfillBatch = { mended: 0, reused: 0, skipped: [], next: null };
  for (const row of results) {
    try {
      const picture = await mendImage(db, media, row);
      if (picture.made) batch.mended += 1;
      else batch.reused += 1;
    } catch (error) {
      batch.skipped.push({ id: row.id, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  batch.next = results.length === size ? results.at(-1)!.id : null;
  return batch;
}

/** Batches one after another until none is left or `maxBatches` have run; what was done, in sum. */
export async function backfillAll(
  db: Database,
  media: PictureBindings,
  { size = 10, maxBatches = Number.POSITIVE_INFINITY, after = '' } = {},
): Promise<BackfillBatch> {
  const total: BackfillBatch = { mended: 0, reused: 0, skipped: [], next: after || null };
  for (let i = 0; i < maxBatches; i++) {
    const batch = await backfillPictures(db, media, { size, after: total.next ?? '' });
    total.mended += batch.mended;
    total.reused += batch.reused;
    total.skipped.push(...batch.skipped);
    total.next = batch.next;
    if (!batch.next) break;
  }
  return total;
}
