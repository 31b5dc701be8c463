/**
 * The language switch of the header and footer: a plain form post, so it works without a script. It remembers
 * the choice in a cookie (a later arrival at an English address follows it), saves it with a signed-in user's
 * profile, and goes back to the same page, with its query (filters, sort, page), in the chosen language.
 */
import type { APIRoute } from 'astro';
import { setUserLanguage } from '../data/accounts';
import { isLang, LANGUAGE_COOKIE, localisedPath, returnPath } from '../i18n/languages';

/** A year: the choice lasts until it is changed. */
const CHOICE_MAX_AGE_S = 365 * 24 * 60 * 60;

export const POST: APIRoute = async ({ request, locals, cookies }) => {
  const form = await request.formData().catch(() => null);
  const lang = form?.get('lang');
  if (!isLang(lang)) {
    return new Response('Choose English or Bahasa Malaysia.', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  cookies.set(LANGUAGE_COOKIE, lang, { path: '/', maxAge: CHOICE_MAX_AGE_S, sameSite: 'lax', secure: true });
  if (locals.user) await setUserLanguage(locals.db, locals.user.id, lang);
  return new Response(null, {
    status: 303,
    headers: { Location: localisedPath(returnPath(form?.get('next') ?? null), lang), 'Cache-Control': 'no-store' },
  });
};

/** The switch is a form: its address opened on its own says so (and is no page to render). */
export const GET: APIRoute = () =>
  new Response('Choose a language with the switch at the top or bottom of any page.', {
    status: 405,
    headers: { Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
