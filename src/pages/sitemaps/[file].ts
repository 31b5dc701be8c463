/**
 * GET /sitemaps/pages.xml (the listing, each category, each store) and /sitemaps/products-N.xml (the N-th
 * SITEMAP_PAGE_SIZE listed products, with their last change): the files the index at /sitemap.xml names.
 */
import type { APIRoute } from 'astro';
import { fromEdgeCache } from '../../data/edge-cache';
import { sitemapProducts, sitemapStores } from '../../data/sitemap';
import { CATEGORIES } from '../../lib/catalogue';
import { SITEMAP_MAX_AGE, type SitemapEntry, urlSetXml } from '../../lib/sitemap';

const PRODUCTS_FILE = /^products-([1-9]\d{0,5})\.xml$/;

export const GET: APIRoute = ({ params, request, locals }) => {
  const file = params.file ?? '';
  const page = PRODUCTS_FILE.exec(file)?.[1];
  if (file !== 'pages.xml' && !page) return new Response('Not found', { status: 404 });
  return fromEdgeCache(
    request,
    (promise) => locals.cfContext.waitUntil(promise),
    async () => {
      let entries: SitemapEntry[];
      if (page) {
        const products = await sitemapProducts(locals.db, Number(page));
        if (products.length === 0 && page !== '1') return new Response('Not found', { status: 404 });
        entries = products.map((p) => ({ path: `/product/${p.id}`, lastmod: p.updatedAt }));
      } else {
        const stores = await sitemapStores(locals.db);
        entries = [
          { path: '/' },
          ...CATEGORIES.map((c) => ({ path: `/?category=${c.value}` })),
          ...stores.map((id) => ({ path: `/seller/${id}` })),
        ];
      }
      return new Response(urlSetXml(locals.origin, entries), {
        headers: {
          'Content-Type': 'application/xml; charset=utf-8',
          'Cache-Control': `public, max-age=${SITEMAP_MAX_AGE}`,
        },
      });
    },
  );
};
