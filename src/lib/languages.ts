/**
 * The shop's two languages and where each lives in the address: English at the root (`/cart`), Bahasa Malaysia
 * under `/ms` (`/ms/cart`). The language is in the URL, so a page's HTML is the same for everyone who asks for
 * that address and stays cacheable and shareable. Pure: used by the server and the browser alike.
 */
export const LANGUAGES = ['en', 'ms'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'en';

/** The Intl locale of each language: dates, numbers and plural rules follow it. */
export const LOCALES: Record<Lang, string> = { en: 'en-MY', ms: 'ms-MY' };

/** Each language named in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', ms: 'Bahasa Malaysia' };

/** Remembers the language a person chose (or was sent to on a first visit), so it is not guessed again. */
export const LANGUAGE_COOKIE = 'market-lang';

/** Addresses that are not pages in a language: actions, built assets, pictures, JSON. */
const UNLOCALISED = /^\/(?:_|api\/|media\/)/;

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language an address is in, and the address of the same page without its language. */
export function splitLanguage(pathname: string): { lang: Lang; path: string } {
  if (pathname === '/ms' || pathname === '/ms/') return { lang: 'ms', path: '/' };
  if (pathname.startsWith('/ms/')) return { lang: 'ms', path: pathname.slice(3) };
  return { lang: DEFAULT_LANG, path: pathname };
}

/**
 * The address of a page (a path from the root, with any query and fragment) in a language. An address that is not
 * a page, an address of another site, and `mailto:` or `tel:` links are returned as they are.
 */
export function localisedPath(href: string, lang: Lang): string {
  if (!href.startsWith('/') || href.startsWith('//') || UNLOCALISED.test(href)) return href;
  const unprefixed = splitLanguage(href.replace(/[?#].*$/, '')).path + href.slice(href.search(/[?#]|$/));
  if (lang === DEFAULT_LANG) return unprefixed;
  return unprefixed === '/' || /^\/[?#]/.test(unprefixed) ? `/ms${unprefixed.slice(1)}` : `/ms${unprefixed}`;
}

/**
 * The shop's language a browser prefers (its Accept-Language, by weight), or null when it names neither. Malay in
 * any region (`ms`, `ms-MY`, `ms-BN`, `ms-SG`) is Bahasa Malaysia here.
 */
export function preferredLanguage(acceptLanguage: string | null | undefined): Lang | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      // A weight that cannot be read counts as a refusal, as a weight of 0 would.
      const q = params.find((param) => /^\s*q=/i.test(param));
      const weight = q === undefined ? 1 : Number(q.split('=')[1]);
      return {
        base: tag.trim().toLowerCase().split('-')[0] ?? '',
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((entry) => entry.weight > 0 && isLang(entry.base))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const best = ranked[0]?.base;
  return isLang(best) ? best : null;
}

/** Only a path of this site is followed back after a switch; anything else (another site, `//host`, `\\`) goes home. */
export function returnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000 || !value.startsWith('/')) return '/';
  if (value.startsWith('//') || /[\\\s]/.test(value)) return '/';
  return value;
}
