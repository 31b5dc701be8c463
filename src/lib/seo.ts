/**
 * What a page tells search engines and link previews, computed from what the page knows (pure; rendered by
 * src/components/SeoHead.astro): the canonical address and its `hreflang` twins, `noindex` where a page is not
 * worth a search result, Open Graph and Twitter card tags in the page's language, and JSON-LD (Product with its
 * Offer and, from real reviews only, AggregateRating; Store; BreadcrumbList; WebSite).
 */
import { LANGUAGES, localisedPath, type Lang } from './languages';
import { toDecimalString } from './money';
import { parseVariantKey, pictureWidths } from './pictures';

/** The size link previews ask for, in which the demo's drawn pictures and the shop's card are made (/og/). */
const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
/** The shop's own card: the preview of a page without a picture of its own. */
const SHOP_SHARE_IMAGE = '/og/shop.jpg';

export interface ShareImage {
  /** A path of this site or an absolute address. */
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** What a page says about itself beyond its title and description. */
export interface PageSeo {
  /** The page's address in no language (`/product/x`, `/?category=seafood`): its canonical and hreflang. */
  path?: string;
  /** Kept out of search results (a filtered listing, a private page). */
  noindex?: boolean;
  type?: 'website' | 'product' | 'profile';
  image?: ShareImage;
  /** A product's price, for the Open Graph product tags. */
  priceSen?: number;
  /** Structured data, one JSON-LD object each. */
  jsonLd?: readonly Record<string, unknown>[];
}

export interface MetaTag {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

export interface HeadTags {
  canonical: string | null;
  alternates: { hreflang: string; href: string }[];
  meta: MetaTag[];
  /** The JSON-LD, serialised safely for an inline script (no `<` left to close it). */
  jsonLd: string | null;
}

const OG_LOCALES: Record<Lang, string> = { en: 'en_MY', ms: 'ms_MY' };

const absolute = (origin: string, path: string) => new URL(path, origin).href;

/** JSON for an inline `<script type="application/ld+json">`: no `</script`, `<!--` or line separator can end it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Every tag of a page's head that speaks to search engines and previews. */
export function headTags(input: {
  origin: string;
  lang: Lang;
  title: string;
  description: string;
  siteName: string;
  page?: PageSeo;
}): HeadTags {
  const { origin, lang, title, description, siteName, page = {} } = input;
  const canonical = page.path === undefined ? null : absolute(origin, localisedPath(page.path, lang));
  const alternates =
    page.path === undefined
      ? []
      : [
          ...LANGUAGES.map((each) => ({ hreflang: each, href: absolute(origin, localisedPath(page.path!, each)) })),
          { hreflang: 'x-default', href: absolute(origin, localisedPath(page.path, 'en')) },
        ];
  const image = page.image ?? {
    url: SHOP_SHARE_IMAGE,
    ...SHARE_IMAGE_SIZE,
    alt: siteName,
  };
  const meta: MetaTag[] = [];
  const property = (key: string, content: string) => meta.push({ attribute: 'property', key, content });
  const name = (key: string, content: string) => meta.push({ attribute: 'name', key, content });
  if (page.noindex) name('robots', 'noindex, follow');
  property('og:type', page.type ?? 'website');
  property('og:site_name', siteName);
  property('og:title', title);
  property('og:description', description);
  if (canonical) property('og:url', canonical);
  property('og:locale', OG_LOCALES[lang]);
  for (const other of LANGUAGES) if (other !== lang) property('og:locale:alternate', OG_LOCALES[other]);
  const imageUrl = absolute(origin, image.url);
  property('og:image', imageUrl);
  if (imageUrl.startsWith('https:')) property('og:image:secure_url', imageUrl);
  const type = imageType(image.url);
  if (type) property('og:image:type', type);
  property('og:image:width', String(image.width));
  property('og:image:height', String(image.height));
  property('og:image:alt', image.alt);
  if (page.priceSen !== undefined) {
    property('product:price:amount', toDecimalString(page.priceSen));
    property('product:price:currency', 'MYR');
  }
  name('twitter:card', 'summary_large_image');
  name('twitter:title', title);
  name('twitter:description', description);
  name('twitter:image', imageUrl);
  name('twitter:image:alt', image.alt);
  return {
    canonical,
    alternates,
    meta,
    jsonLd: page.jsonLd?.length
      ? jsonForScript(
          page.jsonLd.length === 1
            ? page.jsonLd[0]
            : { '@context': 'https://schema.org', '@graph': page.jsonLd.map(withoutContext) },
        )
      : null,
  };
}

function withoutContext(item: Record<string, unknown>): Record<string, unknown> {
  const { '@context': _context, ...rest } = item;
  return rest;
}

function imageType(url: string): string | null {
  const extension = /\.([a-z]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  return extension === 'jpg' || extension === 'jpeg'
    ? 'image/jpeg'
    : extension === 'png'
      ? 'image/png'
      : extension === 'webp'
        ? 'image/webp'
        : null;
}

/**
 * The picture a product's link preview shows: the largest stored variant of its first picture (its size known
 * from its address); a drawn demo picture (SVG, which previews do not show) as its 1200 x 630 JPEG; anything else
 * (an upload stored before variants) the shop's card.
 */
export function productShareImage(pictureUrl: string, alt: string): ShareImage {
  const picture = parseVariantKey(pictureUrl);
  if (picture) {
    const width = pictureWidths(picture.width).at(-1)!;
    return {
      url: `/media/${picture.folder}/${width}.webp`,
      width,
      height: Math.round((picture.height * width) / picture.width),
      alt,
    };
  }
  const drawn = /^\/products\/([a-z0-9-]+)\.svg$/.exec(pictureUrl);
  if (drawn) return { url: `/og/${drawn[1]}.jpg`, ...SHARE_IMAGE_SIZE, alt };
  return { url: SHOP_SHARE_IMAGE, ...SHARE_IMAGE_SIZE, alt };
}

/** A store's preview picture: its logo, else the shop's card. */
export function storeShareImage(logoUrl: string | null, alt: string): ShareImage {
  return logoUrl ? { url: logoUrl, width: 512, height: 512, alt } : { url: SHOP_SHARE_IMAGE, ...SHARE_IMAGE_SIZE, alt };
}

/** schema.org's availability of a product: on sale (stock, or taken without it), else out of stock. */
function schemaAvailability(onSale: boolean): string {
  return onSale ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
}

/** A rating only from real reviews: nothing at all without one. */
function aggregateRating(rating: number, reviewCount: number): Record<string, unknown> {
  if (reviewCount <= 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: rating.toFixed(1),
      reviewCount,
      bestRating: '5',
      worstRating: '1',
    },
  };
}

export interface ProductFacts {
  id: string;
  name: string;
  description: string;
  priceSen: number;
  onSale: boolean;
  sku: string | null;
  category: string;
  rating: number;
  reviewCount: number;
  storeName: string;
  storeId: string;
}

/** A product's JSON-LD: Product, its Offer in ringgit, and AggregateRating only when real reviews give one. */
export function productJsonLd(
  origin: string,
  lang: Lang,
  product: ProductFacts,
  image: ShareImage,
): Record<string, unknown> {
  const url = absolute(origin, localisedPath(`/product/${product.id}`, lang));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    description: product.description,
    image: [absolute(origin, image.url)],
    sku: product.sku ?? product.id,
    category: product.category,
    url,
    brand: { '@type': 'Brand', name: product.storeName },
    offers: {
      '@type': 'Offer',
      url,
      price: toDecimalString(product.priceSen),
      priceCurrency: 'MYR',
      availability: schemaAvailability(product.onSale),
      itemCondition: 'https://schema.org/NewCondition',
      seller: {
        '@type': 'Organization',
        name: product.storeName,
        url: absolute(origin, localisedPath(`/seller/${product.storeId}`, lang)),
      },
    },
    ...aggregateRating(product.rating, product.reviewCount),
  };
}

export interface StoreFacts {
  id: string;
  name: string;
  description: string;
  city: string;
  state: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  logoUrl: string | null;
  rating: number;
  reviewCount: number;
}

/** A store page's JSON-LD: the merchant as a Store (an Organization), its rating only from real reviews. */
export function storeJsonLd(origin: string, lang: Lang, store: StoreFacts): Record<string, unknown> {
  const url = absolute(origin, localisedPath(`/seller/${store.id}`, lang));
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    '@id': `${url}#store`,
    name: store.name,
    description: store.description,
    url,
    ...(store.logoUrl ? { logo: absolute(origin, store.logoUrl), image: absolute(origin, store.logoUrl) } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(store.address ? { streetAddress: store.address } : {}),
      addressLocality: store.city,
      addressRegion: store.state,
      addressCountry: 'MY',
    },
    ...(store.phone ? { telephone: store.phone } : {}),
    ...(store.email ? { email: store.email } : {}),
    ...aggregateRating(store.rating, store.reviewCount),
  };
}

/** A trail of pages to this one (the last, without a link of its own, is the page). */
export function breadcrumbJsonLd(
  origin: string,
  lang: Lang,
  trail: readonly { name: string; path?: string }[],
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      ...(step.path ? { item: absolute(origin, localisedPath(step.path, lang)) } : {}),
    })),
  };
}

/** The listing's JSON-LD: the shop as a WebSite whose search takes `q`, and the marketplace as an Organization. */
export function shopJsonLd(origin: string, lang: Lang, name: string): Record<string, unknown>[] {
  const home = absolute(origin, localisedPath('/', lang));
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${absolute(origin, '/')}#website`,
      name,
      url: home,
      inLanguage: lang,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${home}?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${absolute(origin, '/')}#organization`,
      name,
      url: absolute(origin, '/'),
      logo: absolute(origin, '/icons/app-icon-512.png'),
    },
  ];
}

/**
 * A listing's canonical address and whether search engines should keep it: the plain listing and each plain
 * category (and their further pages) are pages worth a result; a search, any other filter or a sort is not.
 */
export function listingSeo(query: {
  q: string;
  category: string;
  price: string;
  availability: string;
  merchant: string;
  rating: string;
  sort: string;
  page: number;
}): { path: string; noindex: boolean } {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.page > 1) params.set('page', String(query.page));
  const filtered =
    Boolean(query.q || query.price || query.availability || query.merchant || query.rating) ||
    query.sort !== 'relevance';
  return { path: `/${params.size ? `?${params}` : ''}`, noindex: filtered };
}
