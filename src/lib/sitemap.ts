/**
 * The sitemap's XML (sitemaps.org 0.9, with xhtml:link hreflang alternates): an index at /sitemap.xml naming its
 * pages, each at most SITEMAP_PAGE_SIZE addresses. Pure: src/pages/sitemap.xml.ts and src/pages/sitemaps/ read D1.
 */
import { LANGUAGES, localisedPath } from './languages';

/** The protocol's limit of addresses in one sitemap file. */
export const SITEMAP_PAGE_SIZE = 50_000;
/** How long a sitemap is kept by the edge and by a crawler before it is read from D1 again. */
export const SITEMAP_MAX_AGE = 3600;

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

/** The product pages of the sitemap: one file per SITEMAP_PAGE_SIZE products, at least one. */
export function productSitemapPages(products: number): number {
  return Math.max(1, Math.ceil(products / SITEMAP_PAGE_SIZE));
}

export function sitemapIndexXml(origin: string, files: readonly string[]): string {
  const entries = files.map((path) => `<sitemap><loc>${escapeXml(new URL(path, origin).href)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>\n`;
}

export interface SitemapEntry {
  /** The page's address in no language; each language's is listed as its alternate. */
  path: string;
  /** ISO date-time of its last change, when known. */
  lastmod?: string;
}

/** A sitemap file: each page once, at its English address, with every language's address as an alternate. */
export function urlSetXml(origin: string, entries: readonly SitemapEntry[]): string {
  const url = (path: string) => escapeXml(new URL(path, origin).href);
  const body = entries.map((entry) => {
    const alternates = [
      ...LANGUAGES.map((lang) => [lang, localisedPath(entry.path, lang)] as const),
      ['x-default', localisedPath(entry.path, 'en')] as const,
    ]
      .map(([lang, path]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${url(path)}"/>`)
      .join('');
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
    return `<url><loc>${url(localisedPath(entry.path, 'en'))}</loc>${lastmod}${alternates}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${body.join('\n')}</urlset>\n`;
}

/**
 * What robots.txt keeps out: seller, admin, account, cart and checkout pages, sign-in, tracking and the API. The
 * catalogue (the listing, products, stores at /seller/<id>) is open.
 */
const ROBOTS_DISALLOWED = [
  '/seller-dashboard',
  '/admin',
  '/profile',
  '/cart',
  '/checkout',
  '/wishlist',
  '/orders/',
  '/track-order',
  '/auth',
  '/login',
  '/signup',
  '/merchant-signup',
  '/language',
  '/pictures',
  '/offline',
  '/api/',
  '/_actions/',
];

/** The seller area's screens under /seller/, beside the stores' own pages there: kept out by their exact names. */
const SELLER_AREA = ['analytics', 'bulk-upload', 'manage-products', 'orders', 'products', 'reviews', 'store-settings'];

export function robotsTxt(origin: string): string {
  const seller = SELLER_AREA.flatMap((name) => ['$', '/', '?', '.'].map((end) => `/seller/${name}${end}`));
  const paths = [...ROBOTS_DISALLOWED, ...seller].flatMap((path) => [path, `/ms${path}`]);
  return [
    'User-agent: *',
    ...paths.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}
