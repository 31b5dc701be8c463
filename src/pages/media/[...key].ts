/**
 * Public images from R2, at `/media/<storage_key>`: product images (`products/`) and store logos (`stores/`),
 * nothing else (see isPublicMediaKey). An application's documents (under `applications/`) are private and
 * never reachable here. Keys are random and never reused, so a response may be cached for good.
 */
import type { APIRoute } from 'astro';
import { env } from 'cloudflare:workers';
import { IMAGE_TYPES } from '../../lib/product-draft';
import { isPublicMediaKey, mediaFileName } from '../../lib/media-keys';
import { safeFileName } from '../../lib/file-types';

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

export const GET: APIRoute = async ({ params }) => {
  const key = params.key ?? '';
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
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: object.httpEtag,
    },
  });
};
