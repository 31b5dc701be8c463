/**
 * An application document, to the platform admin only: everyone else gets 404, as if it did not exist.
 * Served as a download of its checked type, never sniffed or rendered inline by the browser.
 */
import type { APIRoute } from 'astro';
import { env } from 'cloudflare:workers';
import { getApplicationDocument } from '../../../data/applications';
import { adminAccess, SECOND_FACTOR_PAGE } from '../../../lib/admin-access';

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

export const GET: APIRoute = async ({ params, locals, redirect }) => {
  const access = adminAccess(locals.user);
  if (access === 'setUpSecondFactor') return redirect(SECOND_FACTOR_PAGE, 303);
  if (access !== 'allowed') return notFound();
  const id = params.id ?? '';
  if (!/^doc-[0-9a-f-]{36}$/.test(id)) return notFound();
  const document = await getApplicationDocument(locals.db, env.UPLOADS, id);
  if (!document) return notFound();
  return new Response(document.body, {
    headers: {
      'Content-Type': document.contentType,
      'Content-Length': String(document.size),
      'Content-Disposition': `attachment; filename="${document.fileName.replace(/"/g, '')}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
    },
  });
};
