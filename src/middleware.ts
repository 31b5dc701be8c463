/**
 * Runs around every request. It only adds what every response needs (security headers, and ETags for
 * public pages so a returning phone downloads nothing when nothing changed); each page authorises itself.
 */
import { defineMiddleware } from 'astro:middleware';
import { entityTag, HSTS, matchesEntityTag, SECURITY_HEADERS } from './lib/http';

export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  if (context.url.protocol === 'https:') response.headers.set('Strict-Transport-Security', HSTS);

  const cacheable =
    context.request.method === 'GET' &&
    response.status === 200 &&
    (response.headers.get('Cache-Control') ?? '').includes('public') &&
    (response.headers.get('Content-Type') ?? '').startsWith('text/html');
  if (!cacheable) return response;

  const body = await response.arrayBuffer();
  const tag = await entityTag(body);
  const headers = new Headers(response.headers);
  headers.set('ETag', tag);
  if (matchesEntityTag(context.request.headers.get('If-None-Match'), tag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status: 200, headers });
});
