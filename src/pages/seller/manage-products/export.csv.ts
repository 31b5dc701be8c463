/**
 * Manage Products' Export: every product of the seller that the list's search and filters match, in its
 * sort, as a CSV download, read a chunk at a time and written as it is read. Under /ms the header, categories
 * and statuses are in Bahasa Malaysia, and the bulk upload reads the file back in either language.
 */
import type { APIRoute } from 'astro';
import { sellerAccess } from '../../../lib/seller-access';
import { sellerProductsMatching } from '../../../data/seller-products';
import { csvStream } from '../../../lib/csv';
import { shopDay } from '../../../lib/dates';
import { parseSellerProductQuery, productCsvHeader, productCsvLineIn } from '../../../lib/seller-products';
import { messages } from '../../../i18n';

export const GET: APIRoute = async ({ locals, url, redirect }) => {
  const access = sellerAccess(locals.user, `/seller/manage-products${url.search}`);
  if (!access.ok) return redirect(access.redirect, 303);
  const chunks = sellerProductsMatching(locals.db, access.user.merchantId, parseSellerProductQuery(url.searchParams));
  const texts = messages(locals.lang ?? 'en').sellerExports.products;
  return new Response(csvStream(productCsvHeader(texts), chunks, productCsvLineIn(texts)), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="products-${shopDay()}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
};
