/** Where to send a visitor after signing in: only a path on this site, never another origin. */
import { formatIntent, type SignInIntent } from './sign-in-intent';

export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || typeof target !== 'string') return fallback;
  // A path on this site starts with a single slash: "//host" and "/\host" are other origins to a browser.
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[\u0000-\u001f\\]/.test(target)) return fallback;
  try {
    const url = new URL(target, 'https://market.invalid');
    if (url.origin !== 'https://market.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/**
 * The sign-in address that brings the visitor back to `returnTo` afterwards and, when given, carries out what
 * they were doing there (adding a product to the cart or the wishlist) once they are signed in.
 */
export function loginHref(returnTo: string, intent?: SignInIntent): string {
  const target = safeRedirect(returnTo);
  const query = new URLSearchParams();
  if (target !== '/') query.set('redirect', target);
  if (intent) query.set('intent', formatIntent(intent));
  const search = query.toString();
  return search ? `/login?${search}` : '/login';
}
