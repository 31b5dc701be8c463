/** GET /robots.txt: the catalogue open to crawlers, the private screens not, and where the sitemap is. */
import type { APIRoute } from 'astro';
import { SITE_ORIGIN } from 'astro:env/server';
import { robotsTxt } from '../lib/sitemap';
import { shopOrigin } from '../lib/site-origin';

export const GET: APIRoute = ({ url }) =>
  new Response(robotsTxt(shopOrigin(SITE_ORIGIN, url)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
