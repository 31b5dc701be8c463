/**
 * Public images from R2, at `/media/<storage_key>`: the variants of product pictures (`pictures/`, named by the
 * hash of their content, so a response may be cached for good) and store logos (`stores/`), nothing else (see
 * isPublicMediaKey). A product picture's upload (`products/`) is never sent: its address, kept in older pages,
 * order lines and emails, is sent on to its card-sized variant, made now if the backfill has not got to it.
 * An application's documents (under `applications/`) are private and never reachable here.
 */
import type { APIRoute } from 'astro';
import { env } from 'cloudflare:workers';
import { IMAGE_TYPES } from '../../lib/product-draft';
import { isProductUploadKey, isPublicMediaKey, mediaFileName } from '../../lib/media-keys';
import { safeFileName } from '../../lib/file-types';
import { pictureUrlOf } from '../../lib/pictures';
import { mendImage } from '../../data/picture-backfill';

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Where the upload stored under `key` is shown now; null if no product image has that key. */
async function variantOfUpload(db: Database, key: string): Promise<string | null> {
  const row = await db
    .prepare('SELECT id, product_id, storage_key, picture FROM product_images WHERE storage_key = ?')
    .bind(key)
    .first<{ id: string; product_id: string; storage_key: string; picture: string | null }>();
  if (!row || row.picture === '') return null;
  if (row.picture) return pictureUrlOf(row.picture);
  const made = await mendImage(db, { bucket: env.UPLOADS, images: env.IMAGES }, row).catch((error: unknown) => {
    console.error(`The picture ${key} could not be made small`, error);
    return null;
  });
  return made?.url ?? null;
}

export const GET: APIRoute = async ({ params, locals }) => {
  const key = params.key ?? '';
  if (isProductUploadKey(key)) {
    const variant = await variantOfUpload(locals.db, key);
    if (!variant) return notFound();
    return new Response(null, { status: 301, headers: { Location: variant, 'Cache-Control': IMMUTABLE } });
  }
  if (!isPublicMediaKey(key)) return notFound();
  const object = await env.UPLOADS.get(key);
  if (!object) return notFound();
  const contentType = object.httpMetadata?.contentType ?? '';
  // Only what was stored as a checked image is served as one.
  if (!(IMAGE_TYPES as readonly string[]).includes(contentType)) return notFound();
  return new Response(object.body, {
    headers: {
      'Content-Type': contentType,
      'Content-Length': String(object.size),
      'Content-Disposition': `inline; filename="${safeFileName(mediaFileName(key), 'image')}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': IMMUTABLE,
      ETag: object.httpEtag,
    },
  });
};
