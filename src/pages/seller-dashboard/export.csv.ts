/**
 * The dashboard's Export Data: what the dashboard shows for its analytics period, then the orders placed in
 * that period, as a CSV download written as it is read (src/data/seller-dashboard.ts), for the signed-in
 * merchant's own store only.
 */
import type { APIRoute } from 'astro';
import { sellerAccess } from '../../lib/seller-access';
import { dashboardExport } from '../../data/seller-dashboard';
import { csvStream } from '../../lib/csv';
import { messages } from '../../i18n';
import { dashboardFileName, parseReportPeriod, periodRange, REPORT_PERIODS } from '../../lib/analytics';

export const GET: APIRoute = async ({ locals, url, redirect }) => {
  const access = sellerAccess(locals.user, `/seller-dashboard${url.search}`);
  if (!access.ok) return redirect(access.redirect, 303);
  const asked = url.searchParams.get('period');
  if (asked !== null && !REPORT_PERIODS.some((p) => p.value === asked)) {
    return new Response(
      `Unknown period "${asked.slice(0, 20)}": choose one of ${REPORT_PERIODS.map((p) => p.value).join(', ')}.`,
      {
        status: 400,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      },
    );
  }
  const period = parseReportPeriod(asked);
  const now = new Date();
  const { dashboard, orders } = messages(locals.lang).sellerExports;
  const lines = dashboardExport(locals.db, access.user.merchantId, period, now, { dashboard, orders });
  return new Response(
    csvStream('', lines, (line) => line),
    {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${dashboardFileName(period, periodRange(period, now))}"`,
        'Cache-Control': 'no-store',
      },
    },
  );
};
