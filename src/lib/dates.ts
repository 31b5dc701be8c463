/** Dates are ISO strings in UTC in the database; people see them in their own words. */

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
  return new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Kuala_Lumpur', ...options }).format(date);
}
