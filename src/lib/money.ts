/** Money is integer sen (cents) everywhere but at the edge, where it is formatted for people. */

/**
 * The shop's one currency: it sells in Labuan, so every price, total, export and invoice is in ringgit. Orders and
 * payments store it beside their amounts.
 */
export const SHOP_CURRENCY = 'MYR';

/** Thousands grouped with commas: 1234567 is "1,234,567". */
const grouped = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * An amount as people read it, in the form Malaysian shops print: `formatMoney(1250)` is "RM 12.50",
 * `formatMoney(123450)` "RM 1,234.50", `formatMoney(-300)` "-RM 3.00". The space after "RM" is a no-break space (as
 * `Intl` writes it), so that an amount never breaks over two lines. Made by hand rather than by `Intl`, whose output
 * differs between ICU versions, so that the server's HTML and an island's render agree on every browser.
 */
export function formatMoney(sen: number): string {
  const abs = Math.abs(Math.trunc(sen));
  const sign = sen < 0 && abs > 0 ? '-' : '';
  return `${sign}RM\u00a0${grouped(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

const compact = new Intl.NumberFormat('en-MY', { notation: 'compact', maximumFractionDigits: 1 });

/** A chart axis's short amount: 125000 is "RM 1.3K". */
export function formatMoneyCompact(sen: number): string {
  return `${sen < 0 ? '-' : ''}RM\u00a0${compact.format(Math.abs(sen) / 100)}`;
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
