/**
 * Export Orders: every order of the seller that the list's filters match, as a CSV download. The rows are
 * read a chunk at a time and written as they arrive, so that the export's memory and each query's time stay
 * the same however many orders match. Under /ms the header and the statuses are in Bahasa Malaysia; what the
 * customers and the merchant wrote stays as written.
 */
import type { APIRoute } from 'astro';
import { sellerAccess } from '../../../lib/seller-access';
import { sellerOrdersMatching } from '../../../data/seller-orders';
import { orderCsvHeader, orderCsvLineIn, parseOrderFilters } from '../../../lib/seller-orders';
import { messages } from '../../../i18n';
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
  const texts = messages(locals.lang ?? 'en').sellerExports.orders;
  return new Response(csvStream(orderCsvHeader(texts), chunks, orderCsvLineIn(texts)), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="orders-${shopDay()}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
};
