/** Dates are ISO strings in UTC in the database; people see them in their own words. */

export function formatDate(
  iso: string,
  options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' },
  locale = 'en-MY',
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Kuala_Lumpur', ...options }).format(date);
}
