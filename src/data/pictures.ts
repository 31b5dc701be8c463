/**
 * Makes a picture small once, at upload: the Cloudflare Images binding turns the uploaded bytes (whatever the
 * browser sent, however large) into the widths buyers need (src/lib/pictures.ts), WebP, stored in R2 under a
 * folder named by the hash of the upload. The same bytes always give the same folder, so a picture uploaded
 * twice, or mended twice by the backfill, is made once.
 */
import { onePixelColour } from '../lib/png-colour';
import { cleanedUpload } from '../lib/file-types';
import { MAX_LOGO_SIDE, pictureFolder, pictureUrl, pictureWidths, variantKey, MAX_PICTURE_SIDE } from '../lib/pictures';

export interface PictureBindings {
  bucket: R2Bucket;
  images: ImagesBinding;
}

export interface MadePicture {
  folder: string;
  width: number;
  height: number;
  /** The address a page stores for it (its card-sized variant). */
  url: string;
  /** Whether this call made the variants (false: they were already stored). */
  made: boolean;
}

/** The bytes could not be read as a picture by the Images binding. */
export class UnreadablePictureError extends Error {
  constructor() {
    super('Only PNG, JPG, GIF or WebP images up to 10MB each can be uploaded');
  }
}

/** WebP quality of every variant: a 640 px photo comes to about 40 to 60 KB. */
const QUALITY = 75;
/** Immutable: a variant's key names its content. */
export const VARIANT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

// The uploads here are never backed by a SharedArrayBuffer.
const plain = (bytes: Uint8Array) => bytes as Uint8Array<ArrayBuffer>;
const streamOf = (bytes: Uint8Array) => new Blob([plain(bytes)]).stream();
const bytesOf = async (stream: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(stream).arrayBuffer());

async function hashOf(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', plain(bytes)));
  return Array.from(digest.subarray(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The folder already stored for this hash with every one of its widths, if any. */
async function storedFolder(
  bucket: R2Bucket,
  hash: string,
): Promise<{ folder: string; width: number; height: number } | null> {
  const listed = await bucket.list({ prefix: `pictures/${hash}/`, limit: 50 });
  const keys = new Set(listed.objects.map((o) => o.key));
  for (const key of keys) {
    const match = /^(pictures\/[0-9a-f]{32}\/(\d+)x(\d+)-[0-9a-f]{6})\//.exec(key);
    if (!match) continue;
    const [, folder, w, h] = match as unknown as [string, string, string, string];
    const width = Number(w);
    if (pictureWidths(width).every((vw) => keys.has(variantKey(folder, vw))))
      return { folder, width, height: Number(h) };
  }
  return null;
}

async function webp(images: ImagesBinding, source: Uint8Array, transform: ImageTransform): Promise<Uint8Array> {
  const result = await images
    .input(streamOf(source))
    .transform(transform)
    .output({ format: 'image/webp', quality: QUALITY });
  return bytesOf(result.image());
}

/**
 * The variants of an uploaded picture, made and stored unless the same bytes were made before. The bytes are
 * the checked, cleaned upload (src/lib/file-types.ts); the binding turns them the right way up (Exif).
 */
export async function makePicture({ bucket, images }: PictureBindings, upload: Uint8Array): Promise<MadePicture> {
  const hash = await hashOf(upload);
  const stored = await storedFolder(bucket, hash);
  if (stored) return { ...stored, url: pictureUrl(stored.folder, stored.width), made: false };
  let largest: Uint8Array;
  let info: ImageInfoResponse;
  let colour: string | null;
  try {
    // The largest first, from the upload; the smaller widths from it, so a 10 MB upload is decoded once.
    largest = await webp(images, upload, { width: MAX_PICTURE_SIDE, height: MAX_PICTURE_SIDE, fit: 'scale-down' });
    info = await images.info(streamOf(largest));
    const pixel = await images
      .input(streamOf(largest))
      .transform({ width: 1, height: 1, fit: 'cover' })
      .output({ format: 'image/png' });
    colour = onePixelColour(await bytesOf(pixel.image()));
  } catch (error) {
    console.error('The Images binding could not read an upload', error);
    throw new UnreadablePictureError();
  }
  if (!('width' in info) || !info.width || !info.height) throw new UnreadablePictureError();
  const { width, height } = info;
  const folder = pictureFolder({ hash, width, height, colour: colour ?? 'd9d9d9' });
  const widths = pictureWidths(width);
  const variants = await Promise.all(
    widths.map(async (w) => [w, w === width ? largest : await webp(images, largest, { width: w })] as const),
  );
  // The largest is written last: a folder is complete when all its widths are there (storedFolder).
  for (const [w, bytes] of variants.sort((a, b) => a[0] - b[0])) {
    await bucket.put(variantKey(folder, w), bytes, {
      httpMetadata: { contentType: 'image/webp', cacheControl: VARIANT_CACHE_CONTROL },
    });
  }
  return { folder, width, height, url: pictureUrl(folder, width), made: true };
}

/** A logo lighter than this, and no wider or taller than MAX_LOGO_SIDE, is kept as it came. */
const SMALL_LOGO_BYTES = 100 * 1024;

/**
 * A store logo as buyers get it (beside the store's name on every card): one that is a checked picture larger
 * than MAX_LOGO_SIDE pixels or heavier than 100 KB is made a WebP of at most MAX_LOGO_SIDE by the Images binding
 * (a logo from a browser that could not make it small). Anything else, bad bytes included, comes back as it is,
 * for the save to check and refuse.
 */
export async function smallLogo<T extends { contentType: string; bytes: ArrayBuffer }>(
  images: ImagesBinding,
  logo: T,
): Promise<T | { contentType: 'image/webp'; bytes: ArrayBuffer }> {
  const cleaned = cleanedUpload(new Uint8Array(logo.bytes));
  if (
    !cleaned ||
    cleaned.type !== logo.contentType ||
    cleaned.type === 'application/pdf' ||
    cleaned.type === 'image/gif'
  )
    return logo;
  try {
    const info = await images.info(streamOf(cleaned.bytes));
    const large = 'width' in info && Math.max(info.width, info.height) > MAX_LOGO_SIDE;
    if (!large && cleaned.bytes.byteLength <= SMALL_LOGO_BYTES) return logo;
    const bytes = await webp(images, cleaned.bytes, { width: MAX_LOGO_SIDE, height: MAX_LOGO_SIDE, fit: 'scale-down' });
    return bytes.byteLength < cleaned.bytes.byteLength
      ? {
          contentType: 'image/webp',
          bytes: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
        }
      : logo;
  } catch (error) {
    console.error('The Images binding could not read a logo', error);
    return logo;
  }
}
