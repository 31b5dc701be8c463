import { describe, expect, it } from 'vitest';
import {
  breadcrumbJsonLd,
  headTags,
  jsonForScript,
  listingSeo,
  productJsonLd,
  productShareImage,
  shopJsonLd,
  storeJsonLd,
  storeShareImage,
  type HeadTags,
  type PageSeo,
} from '../../src/lib/seo';
import { DEFAULT_LISTING_QUERY } from '../../src/lib/catalogue';
import { shopOrigin } from '../../src/lib/site-origin';
import { robotsTxt, sitemapIndexXml, urlSetXml, productSitemapPages } from '../../src/lib/sitemap';
import type { Lang } from '../../src/i18n/languages';

const ORIGIN = 'https://labuan.market.example';
const meta = (tags: HeadTags, key: string) => tags.meta.filter((m) => m.key === key).map((m) => m.content);
const one = (tags: HeadTags, key: string) => meta(tags, key)[0];
const plainTags = (page: PageSeo) =>
  headTags({ origin: ORIGIN, lang: 'en', title: 't', description: 'd', siteName: 's', page });

const kangkung = {
  id: 'veg-kangkung',
  name: 'Kangkung (Water Spinach)',
  description: 'Tender water spinach </script><script>alert(1)</script>',
  priceSen: 350,
  onSale: true,
  sku: null,
  category: 'Vegetables',
  rating: 4.5,
  reviewCount: 2,
  storeName: 'Kebun Hijau Farm',
  storeId: 'kebun-hijau',
};
const VARIANT = '/media/pictures/0123456789abcdef0123456789abcdef/4032x3024-336699/640.webp';

function productTags(lang: Lang, picture = '/products/veg-kangkung.svg') {
  const image = productShareImage(picture, kangkung.name);
  return headTags({
    origin: ORIGIN,
    lang,
    title: kangkung.name,
    description: `RM 3.50 · ${kangkung.storeName}. Tender water spinach`,
    siteName: 'Labuan Market',
    page: {
      path: '/product/veg-kangkung',
      type: 'product',
      image,
      priceSen: kangkung.priceSen,
      jsonLd: [
        productJsonLd(ORIGIN, lang, kangkung, image),
        breadcrumbJsonLd(ORIGIN, lang, [{ name: 'Home', path: '/' }, { name: kangkung.name }]),
      ],
    },
  });
}

describe("a product page's tags", () => {
  it.each([
    ['en', 'https://labuan.market.example/product/veg-kangkung', 'en_MY', 'ms_MY'],
    ['ms', 'https://labuan.market.example/ms/product/veg-kangkung', 'ms_MY', 'en_MY'],
  ] as const)('in %s: canonical, hreflang twins, Open Graph and Twitter card', (lang, canonical, locale, other) => {
    const tags = productTags(lang);
    expect(tags.canonical).toBe(canonical);
    expect(tags.alternates).toEqual([
      { hreflang: 'en', href: 'https://labuan.market.example/product/veg-kangkung' },
      { hreflang: 'ms', href: 'https://labuan.market.example/ms/product/veg-kangkung' },
      { hreflang: 'x-default', href: 'https://labuan.market.example/product/veg-kangkung' },
    ]);
    expect(one(tags, 'og:type')).toBe('product');
    expect(one(tags, 'og:url')).toBe(canonical);
    expect(one(tags, 'og:locale')).toBe(locale);
    expect(meta(tags, 'og:locale:alternate')).toEqual([other]);
    expect(one(tags, 'og:image')).toBe('https://labuan.market.example/og/veg-kangkung.jpg');
    expect(one(tags, 'og:image:type')).toBe('image/jpeg');
    expect([one(tags, 'og:image:width'), one(tags, 'og:image:height')]).toEqual(['1200', '630']);
    expect(one(tags, 'product:price:amount')).toBe('3.50');
    expect(one(tags, 'product:price:currency')).toBe('MYR');
    expect(one(tags, 'twitter:card')).toBe('summary_large_image');
    expect(one(tags, 'og:description')).toContain('RM 3.50 · Kebun Hijau Farm');
    expect(meta(tags, 'robots')).toEqual([]);
  });

  it("shows an uploaded photo's largest variant, at its own size", () => {
    const tags = productTags('en', VARIANT);
    expect(one(tags, 'og:image')).toBe(
      'https://labuan.market.example/media/pictures/0123456789abcdef0123456789abcdef/4032x3024-336699/1600.webp',
    );
    expect([one(tags, 'og:image:width'), one(tags, 'og:image:height')]).toEqual(['1600', '1200']);
    expect(one(tags, 'og:image:secure_url')).toBe(one(tags, 'og:image'));
  });

  it('writes JSON-LD that parses, names the price in ringgit and cannot close its script', () => {
    const tags = productTags('ms');
    expect(tags.jsonLd).not.toMatch(/<\/script/i);
    expect(tags.jsonLd).not.toContain('<');
    interface Node {
      '@type': string;
      description: string;
      offers: Record<string, unknown>;
      aggregateRating: Record<string, unknown>;
      itemListElement: Record<string, unknown>[];
    }
    const [product, trail] = (JSON.parse(tags.jsonLd!) as { '@graph': Node[] })['@graph'];
    expect(product!['@type']).toBe('Product');
    expect(product!.description).toBe(kangkung.description);
    expect(product!.offers).toMatchObject({
      '@type': 'Offer',
      price: '3.50',
      priceCurrency: 'MYR',
      availability: 'https://schema.org/InStock',
      url: 'https://labuan.market.example/ms/product/veg-kangkung',
    });
    expect(product!.aggregateRating).toMatchObject({ ratingValue: '4.5', reviewCount: 2 });
    expect(trail!['@type']).toBe('BreadcrumbList');
    expect(trail!.itemListElement[0]).toMatchObject({ position: 1, item: 'https://labuan.market.example/ms' });
    expect(trail!.itemListElement[1]).not.toHaveProperty('item');
  });

  it('says nothing of a rating without reviews, and out of stock when none may be bought', () => {
    const data = productJsonLd(
      ORIGIN,
      'en',
      { ...kangkung, rating: 0, reviewCount: 0, onSale: false },
      productShareImage('/x.png', ''),
    );
    expect(data).not.toHaveProperty('aggregateRating');
    expect((data.offers as { availability: string }).availability).toBe('https://schema.org/OutOfStock');
  });
});

describe("a store page's tags", () => {
  const store = {
    id: 'kebun-hijau',
    name: 'Kebun Hijau Farm',
    description: 'Vegetables from our farm',
    city: 'Labuan',
    state: 'W.P. Labuan',
    address: null,
    phone: '+60 87-123 456',
    email: null,
    logoUrl: '/media/stores/kebun-hijau/logo.webp',
    rating: 4.8,
    reviewCount: 12,
  };
  it.each(['en', 'ms'] as const)('in %s: its logo as the preview and a Store with its rating', (lang) => {
    const tags = headTags({
      origin: ORIGIN,
      lang,
      title: store.name,
      description: store.description,
      siteName: 'Labuan Market',
      page: {
        path: '/seller/kebun-hijau',
        type: 'profile',
        image: storeShareImage(store.logoUrl, store.name),
        jsonLd: [storeJsonLd(ORIGIN, lang, store)],
      },
    });
    expect(tags.canonical).toBe(`${ORIGIN}${lang === 'ms' ? '/ms' : ''}/seller/kebun-hijau`);
    expect(one(tags, 'og:image')).toBe(`${ORIGIN}/media/stores/kebun-hijau/logo.webp`);
    const data = JSON.parse(tags.jsonLd!);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Store',
      name: 'Kebun Hijau Farm',
      logo: `${ORIGIN}/media/stores/kebun-hijau/logo.webp`,
      address: { addressLocality: 'Labuan', addressCountry: 'MY' },
      aggregateRating: { ratingValue: '4.8', reviewCount: 12 },
    });
    expect(data.address).not.toHaveProperty('streetAddress');
  });

  it("shows the shop's card for a store without a logo", () => {
    expect(storeShareImage(null, 'x')).toMatchObject({ url: '/og/shop.jpg', width: 1200, height: 630 });
  });
});

describe("the listing's tags", () => {
  it.each(['en', 'ms'] as const)(
    'in %s: the plain listing is indexed, with the shop as WebSite and Organization',
    (lang) => {
      const seo = listingSeo(DEFAULT_LISTING_QUERY);
      expect(seo).toEqual({ path: '/', noindex: false });
      const tags = headTags({
        origin: ORIGIN,
        lang,
        title: 'Labuan Market',
        description: 'Fresh',
        siteName: 'Labuan Market',
        page: { ...seo, jsonLd: shopJsonLd(ORIGIN, lang, 'Labuan Market') },
      });
      expect(tags.canonical).toBe(lang === 'ms' ? `${ORIGIN}/ms` : `${ORIGIN}/`);
      expect(one(tags, 'og:image')).toBe(`${ORIGIN}/og/shop.jpg`);
      const graph = JSON.parse(tags.jsonLd!)['@graph'];
      expect(graph.map((item: { '@type': string }) => item['@type'])).toEqual(['WebSite', 'Organization']);
      expect(graph[0].potentialAction.target.urlTemplate).toBe(
        `${lang === 'ms' ? `${ORIGIN}/ms` : `${ORIGIN}/`}?q={search_term_string}`,
      );
    },
  );

  it('keeps a plain category indexed and every search, filter or sort out', () => {
    expect(listingSeo({ ...DEFAULT_LISTING_QUERY, category: 'seafood' })).toEqual({
      path: '/?category=seafood',
      noindex: false,
    });
    expect(listingSeo({ ...DEFAULT_LISTING_QUERY, category: 'seafood', page: 2 }).path).toBe(
      '/?category=seafood&page=2',
    );
    for (const filter of [
      { q: 'ikan' },
      { price: 'under-10' },
      { merchant: 'x' },
      { rating: '4' },
      { sort: 'newest' as const },
    ])
      expect(listingSeo({ ...DEFAULT_LISTING_QUERY, category: 'seafood', ...filter }).noindex).toBe(true);
    const tags = plainTags(listingSeo({ ...DEFAULT_LISTING_QUERY, q: 'ikan' }));
    expect(meta(tags, 'robots')).toEqual(['noindex, follow']);
  });

  it('gives a page without a path no canonical link and no alternates', () => {
    const tags = plainTags({ noindex: true });
    expect(tags.canonical).toBeNull();
    expect(tags.alternates).toEqual([]);
    expect(one(tags, 'og:url')).toBeUndefined();
  });
});

describe('JSON for an inline script', () => {
  it('escapes what could end the element or the line, and still parses as the same value', () => {
    const value = { text: '</script><!-- & \u2028 \u2029 >' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe("the shop's origin", () => {
  it("is the configured one, or the request's own when that is a loopback address or none", () => {
    const request = new URL('http://127.0.0.1:4740/product/x');
    expect(shopOrigin('https://labuan.market.example/', request)).toBe('https://labuan.market.example');
    expect(shopOrigin('http://localhost:4321', request)).toBe('http://127.0.0.1:4740');
    expect(shopOrigin(undefined, request)).toBe('http://127.0.0.1:4740');
    expect(shopOrigin('javascript:alert(1)', request)).toBe('http://127.0.0.1:4740');
  });
});

describe('robots.txt and the sitemap', () => {
  it('keeps seller, admin, account, cart and checkout pages out, in both languages, and names the sitemap', () => {
    const text = robotsTxt(ORIGIN);
    for (const path of [
      '/seller-dashboard',
      '/seller/orders$',
      '/seller/manage-products/',
      '/admin',
      '/profile',
      '/cart',
      '/checkout',
      '/ms/cart',
    ])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).not.toMatch(/Disallow: \/seller\/?\n/);
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('splits products into files of at most 50,000', () => {
    expect([0, 1, 50_000, 50_001, 120_000].map(productSitemapPages)).toEqual([1, 1, 1, 2, 3]);
    expect(sitemapIndexXml(ORIGIN, ['/sitemaps/products-1.xml'])).toContain(
      `<sitemap><loc>${ORIGIN}/sitemaps/products-1.xml</loc></sitemap>`,
    );
  });

  it('lists each page once at its English address, with both languages as alternates and its last change', () => {
    const xml = urlSetXml(ORIGIN, [
      { path: '/product/a', lastmod: '2026-11-01T00:00:00.000Z' },
      { path: '/?category=seafood&page=2' },
    ]);
    expect(xml.match(/<loc>/g)).toHaveLength(2);
    expect(xml).toContain(`<loc>${ORIGIN}/product/a</loc><lastmod>2026-11-01T00:00:00.000Z</lastmod>`);
    expect(xml).toContain(`hreflang="ms" href="${ORIGIN}/ms/product/a"`);
    expect(xml).toContain(`<loc>${ORIGIN}/?category=seafood&amp;page=2</loc>`);
  });
});
