/**
 * The Payouts page's CSV: the seller orders of one week (any day of it, `?week=`), behind the same seller guard, in
 * the language of the address it was asked for at, written as its rows are read.
 */
import type { APIRoute } from 'astro';
import { allWeekLines } from '../../data/ledger';
import { messages } from '../../i18n';
import { csvStream } from '../../lib/csv';
import { ledgerCsvHeader, ledgerCsvLine, parseDay, weekOf, weekOfDay } from '../../lib/ledger';
import { sellerAccess } from '../../lib/seller-access';

export const GET: APIRoute = async ({ locals, url, redirect }) => {
  const access = sellerAccess(locals.user, `/seller/payouts${url.search}`);
  if (!access.ok) return redirect(access.redirect, 303);
  const day = parseDay(url.searchParams.get('week'));
  const week = day ? weekOfDay(day) : weekOf(new Date());
  const texts = messages(locals.lang ?? 'en').payouts.csv;
  const body = csvStream(ledgerCsvHeader(texts), allWeekLines(locals.db, access.user.merchantId, week), (line) =>
    ledgerCsvLine(line, texts),
  );
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="payouts-${week}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
};
