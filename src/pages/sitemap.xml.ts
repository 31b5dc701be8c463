/**
 * GET /sitemap.xml: the sitemap index. It names the file of the shop's pages (the listing, its categories, the
 * stores) and one file per SITEMAP_PAGE_SIZE listed products, at the shop's own address.
 */
import type { APIRoute } from 'astro';
import { fromEdgeCache } from '../data/edge-cache';
import { sitemapProductCount } from '../data/sitemap';
import { productSitemapPages, SITEMAP_MAX_AGE, sitemapIndexXml } from '../lib/sitemap';

export const GET: APIRoute = ({ request, locals }) =>
  fromEdgeCache(
    request,
    (promise) => locals.cfContext.waitUntil(promise),
    async () => {
      const pages = productSitemapPages(await sitemapProductCount(locals.db));
      const files = [
        '/sitemaps/pages.xml',
        ...Array.from({ length: pages }, (_, i) => `/sitemaps/products-${i + 1}.xml`),
      ];
      return new Response(sitemapIndexXml(locals.origin, files), {
        headers: {
          'Content-Type': 'application/xml; charset=utf-8',
          'Cache-Control': `public, max-age=${SITEMAP_MAX_AGE}`,
        },
      });
    },
  );
