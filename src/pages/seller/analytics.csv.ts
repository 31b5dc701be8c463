/**
 * Export Report: the Analytics screen's report for a period, as a CSV download, behind the same seller guard, in
 * the language of the address it was asked for at.
 */
import type { APIRoute } from 'astro';
import { sellerAccess } from '../../lib/seller-access';
import { merchantBusinessName, sellerAnalytics } from '../../data/seller-analytics';
import { analyticsCsv, analyticsFileName, parseReportPeriod } from '../../lib/analytics';
import { messages } from '../../i18n';

export const GET: APIRoute = async ({ locals, url, redirect }) => {
  const access = sellerAccess(locals.user, `/seller/analytics${url.search}`);
  if (!access.ok) return redirect(access.redirect, 303);
  const period = parseReportPeriod(url.searchParams.get('period'));
  const [report, name] = await Promise.all([
    sellerAnalytics(locals.db, access.user.merchantId, period),
    merchantBusinessName(locals.db, access.user.merchantId),
  ]);
  return new Response(
    analyticsCsv(report, name ?? access.user.merchantId, messages(locals.lang ?? 'en').sellerExports.analytics),
    {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${analyticsFileName(period, report.range)}"`,
        'Cache-Control': 'no-store',
      },
    },
  );
};
