/**
 * The data saver switch ("Small pictures", in the footer and the profile's settings): a plain form post, so it works
 * without a script. It keeps the choice in a cookie (a visitor's, in this browser), saves it with a signed-in
 * user's account, and goes back to the same page. With small pictures on, cards load their smallest variant.
 */
import type { APIRoute } from 'astro';
import { setSmallPictures } from '../data/accounts';
import { returnPath } from '../i18n/languages';
import { PICTURES_COOKIE } from '../lib/pictures';

/** A year: the choice lasts until it is changed. */
const CHOICE_MAX_AGE_S = 365 * 24 * 60 * 60;

export const POST: APIRoute = async ({ request, locals, cookies }) => {
  const form = await request.formData().catch(() => null);
  const size = form?.get('size');
  if (size !== 'small' && size !== 'full') {
    return new Response('Choose small or full pictures.', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  cookies.set(PICTURES_COOKIE, size, { path: '/', maxAge: CHOICE_MAX_AGE_S, sameSite: 'lax', secure: true });
  if (locals.user) await setSmallPictures(locals.db, locals.user.id, size === 'small');
  return new Response(null, {
    status: 303,
    headers: { Location: returnPath(form?.get('next') ?? null), 'Cache-Control': 'no-store' },
  });
};

/** The switch is a form: its address opened on its own says so. */
export const GET: APIRoute = () =>
  new Response('Choose small or full pictures with the switch at the bottom of any page.', {
    status: 405,
    headers: { Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
