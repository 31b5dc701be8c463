/**
 * The shop's own address, as links meant to be followed from elsewhere name it (canonical links, hreflang, the
 * sitemap, link previews, email): the configured SITE_ORIGIN (wrangler.toml's [vars]). A loopback origin (the local
 * default) stands for whichever local address serves the page, so a preview on another port links to itself.
 */
const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

export function shopOrigin(configured: string | undefined, requestUrl: URL): string {
  try {
    const origin = new URL(configured ?? '');
    if ((origin.protocol === 'https:' || origin.protocol === 'http:') && !LOOPBACK.test(origin.hostname))
      return origin.origin;
  } catch {
    // Not set or not an address: the request's own origin.
  }
  return requestUrl.origin;
}
