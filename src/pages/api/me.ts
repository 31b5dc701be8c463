/** Who the browser is signed in as, for cached pages to reconcile their header. Never cached. */
import type { APIRoute } from 'astro';
import { toSessionUser } from '../../lib/session-user';

export const GET: APIRoute = ({ locals }) =>
  new Response(JSON.stringify({ user: locals.user ? toSessionUser(locals.user) : null }), {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
