/** Export Orders: the seller's orders that the list's filters show, as a CSV download. */
import type { APIRoute } from 'astro';
import { env } from 'cloudflare:workers';
import { sellerAccess } from '../../../data/seller-access';
import { listSellerOrders } from '../../../data/seller-orders';
import { filterSellerOrders, ordersCsv, parseOrderFilters } from '../../../lib/seller-orders';

export const GET: APIRoute = async ({ locals, url, redirect }) => {
  const access = sellerAccess(locals.user, `/seller/orders${url.search}`);
  if (!access.ok) return redirect(access.redirect, 303);
  const orders = filterSellerOrders(await listSellerOrders(env.DB, access.user.merchantId), parseOrderFilters(url.searchParams), new Date());
  return new Response(ordersCsv(orders), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="orders-${new Date().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
};
