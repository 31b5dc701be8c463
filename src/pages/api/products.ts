/**
 * GET /api/products?ids=a,b,c: today's name, price, stock and switches of visible products, for the cart, the wishlist
 * and the listing's strips. The same for everyone, so it may be cached briefly.
 */
import type { APIRoute } from 'astro';
import { cartProducts } from '../../data/cart-products';

export const GET: APIRoute = async ({ url, locals }) => {
  const ids = (url.searchParams.get('ids') ?? '').split(',').filter(Boolean);
  const products = await cartProducts(locals.db, ids);
  return new Response(JSON.stringify({ products }), {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=0, must-revalidate' },
  });
};
