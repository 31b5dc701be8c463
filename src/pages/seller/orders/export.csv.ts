/**
 * Export Orders: every order of the seller that the list's filters match, as a CSV download. The rows are
 * read a chunk at a time and written as they arrive, so that the export's memory and each query's time stay
 * the same however many orders match.
 */
import type { APIRoute } from 'astro';
import { sellerAccess } from '../../../lib/seller-access';
import { sellerOrdersMatching } from '../../../data/seller-orders';
import { orderCsvHeader, orderCsvLine, parseOrderFilters } from '../../../lib/seller-orders';
import { csvStream } from '../../../lib/csv';
import { shopDay } from '../../../lib/dates';

export const GET: APIRoute = async ({ locals, url, redirect }) => {
  const access = sellerAccess(locals.user, `/seller/orders${url.search}`);
  if (!access.ok) return redirect(access.redirect, 303);
  const chunks = sellerOrdersMatching(
    locals.db,
    access.user.merchantId,
    parseOrderFilters(url.searchParams),
    new Date(),
  );
  return new Response(csvStream(orderCsvHeader(), chunks, orderCsvLine), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="orders-${shopDay()}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
};
