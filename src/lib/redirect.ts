/** Where to send a visitor after signing in: only a path on this site, never another origin. */
import { formatIntent, type SignInIntent } from './sign-in-intent';

/** A stand-in origin to resolve paths against: only the shop's own paths come out with it. */
const SITE = 'https://market.invalid';

/** A path on this site starts with a single slash: "//host" and "/\host" are other origins to a browser. */
function isSitePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || typeof target !== 'string' || !isSitePath(target)) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[\u0000-\u001f\\]/.test(target)) return fallback;
  try {
    const url = new URL(target, SITE);
    // The resolved path is what is sent, so it is what is judged: "/.//host", "/%2e//host" and "/a/..//host"
    // all resolve to "//host", another site to a browser.
    const resolved = `${url.pathname}${url.search}${url.hash}`;
    if (url.origin !== SITE || !isSitePath(resolved)) return fallback;
    return resolved;
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
