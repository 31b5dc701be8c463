/** Response headers every page carries, and conditional requests for cacheable pages. */

export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

// Browsers ignore HSTS over plain http, so sending it always costs nothing and covers every https response.
export const HSTS = 'max-age=31536000; includeSubDomains';

/** For every response that is not a page: nothing in it may run, load or be framed. */
export const NON_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/** A strong validator for a body: the base64url SHA-256 of its bytes. */
export async function entityTag(body: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
  let text = '';
  for (const byte of digest.subarray(0, 18)) text += String.fromCharCode(byte);
  return `"${btoa(text).replace(/\+/g, '-').replace(/\//g, '_')}"`;
}

/** True when an If-None-Match header names the tag (or is `*`). */
export function matchesEntityTag(ifNoneMatch: string | null, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((value) => value.trim().replace(/^W\//, ''))
    .some((value) => value === tag || value === '*');
}

/** The address the request came from, as Cloudflare's edge reports it; null where no edge stands in front. */
export function clientAddress(request: Request): string | null {
  return request.headers.get('CF-Connecting-IP');
}
