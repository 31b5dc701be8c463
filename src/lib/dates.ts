/**
 * Time in the shop. Dates are ISO strings in UTC in the database; people see them in their own words, and a
 * day is Labuan's day: the shop's calendar is Malaysia time (Asia/Kuala_Lumpur, UTC+8 all year, no daylight
 * saving). Every day boundary (the analytics periods and their daily rows, the order list's date filter, the
 * traffic counters, the dates in exports) is the one stated here. In SQL the same rule is
 * date(created_at, '+8 hours'), as the daily sales rows' triggers use it (migrations/0014_shop_days.sql).
 */

export const SHOP_TIME_ZONE = 'Asia/Kuala_Lumpur';

export const DAY_MS = 86_400_000;

/** Malaysia time is UTC+8 all year; with no daylight saving a day is always 24 hours. */
const SHOP_OFFSET_MS = 8 * 3_600_000;

/** The shop day of a moment, counted in whole days since 1 Jan 1970 (the shop's, not UTC's). */
export function shopDayNumber(at: Date | string | number): number {
  const ms = typeof at === 'number' ? at : typeof at === 'string' ? Date.parse(at) : at.getTime();
  return Math.floor((ms + SHOP_OFFSET_MS) / DAY_MS);
}

/** The moment (UTC) a shop day begins: Labuan's midnight, 16:00 UTC of the day before. */
export function shopDayStart(dayNumber: number): Date {
  return new Date(dayNumber * DAY_MS - SHOP_OFFSET_MS);
}

/** The shop day of a moment as 'YYYY-MM-DD': what the daily rows are keyed by. */
export function shopDay(at: Date | string | number = new Date()): string {
  return new Date(shopDayNumber(at) * DAY_MS).toISOString().slice(0, 10);
}

/** A moment as every screen shows it: "10 Nov 2026, 10:00 am" (en-MY, Malaysia time). */
export const DATE_TIME_FORMAT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** A day as every screen shows it, in Malaysian order: "26 Nov 2026" (formatDate's default). */
export function formatDate(
  iso: string,
  options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' },
  locale = 'en-MY',
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { timeZone: SHOP_TIME_ZONE, ...options }).format(date);
}

/** A shop day ('YYYY-MM-DD', as the daily rows hold it) in the same words: "26 Nov 2026". */
export function formatDay(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDate(`${day}T12:00:00+08:00`) : '';
}
