/** Money is integer sen (cents) everywhere but at the edge, where it is formatted for people. */

export type Currency = 'USD' | 'MYR';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: Currency): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat(currency === 'MYR' ? 'en-MY' : 'en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/** `formatMoney(1250, 'USD')` is "$12.50"; `formatMoney(1250, 'MYR')` is "RM 12.50". */
export function formatMoney(sen: number, currency: Currency = 'USD'): string {
  return formatterFor(currency).format(sen / 100);
}

const compact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** A chart axis's short amount: 125000 is "$1.3K". */
export function formatMoneyCompact(sen: number): string {
  return compact.format(sen / 100);
}

/** The spec's decimal string for an amount: 1250 is "12.50". */
export function toDecimalString(sen: number): string {
  const sign = sen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(sen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Parses a decimal amount such as "12.5" or "12.50" into sen; null when it is not a plain amount. */
export function parseMoney(text: string): number | null {
  const match = /^\s*(\d{1,9})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const cents = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1]) * 100 + Number(cents);
}
