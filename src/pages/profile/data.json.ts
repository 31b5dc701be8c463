/**
 * Download my data: everything the shop holds of the signed-in person, as a JSON file (src/data/personal-data.ts).
 * A read, guarded by the session; never cached anywhere. Signed out, it sends to sign-in and back.
 */
import type { APIRoute } from 'astro';
import { personalDataOf } from '../../data/personal-data';
import { shopDay } from '../../lib/dates';
import { loginHref } from '../../lib/redirect';

export const GET: APIRoute = async ({ locals, redirect }) => {
  if (!locals.user) return redirect(loginHref('/profile?tab=settings'), 303);
  const data = await personalDataOf(locals.db, locals.user.id, new Date());
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="labuan-market-my-data-${shopDay()}.json"`,
      'Cache-Control': 'private, no-store',
    },
  });
};
