/** GET /robots.txt: the catalogue open to crawlers, the private screens not, and where the sitemap is. */
import type { APIRoute } from 'astro';
import { robotsTxt } from '../lib/sitemap';

export const GET: APIRoute = ({ locals }) =>
  new Response(robotsTxt(locals.origin), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
