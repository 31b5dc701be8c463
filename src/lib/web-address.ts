/**
 * The one rule for every web address a person gives the shop (an application's website, a store's website and
 * its social links): http or https, with a real host name, nothing else. A `javascript:`, `data:` or
 * `vbscript:` address is refused when it is typed, again before it is stored, and again when a page renders it.
 * The checks that refuse one say `webAddress.invalid` (src/lib/refusals.ts).
 */

export function isWebAddress(value: string): boolean {
  if (typeof value !== 'string' || value.length === 0 || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    !url.username &&
    !url.password &&
    /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname)
  );
}

/** The address as a link target if it passes the rule, otherwise null: a page then shows it as text only. */
export function safeHref(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return isWebAddress(trimmed) ? trimmed : null;
}
