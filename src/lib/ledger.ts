/**
 * The merchants' ledger, in no language and with no I/O: which seller orders count, what each brought in and what
 * the market kept, the weeks of a statement, and the balance. migrations/0038_merchant_ledger.sql keeps the same
 * rules in SQL (its view `ledger_lines` and the weekly sums); the tests hold the two to each other.
 *
 * - A seller order counts once its money has arrived: paid to the market through the provider (its order's payment
 *   paid, partly refunded or refunded, by any method but cash), or collected by the merchant in cash on delivery.
 * - gross: what the buyer paid for the merchant's part: goods, shipping share and tax share.
 * - commission: the seller order's own rate of its goods less what was refunded (never below nothing), rounded half
 *   up to the sen; shipping and tax carry none.
 * - net = gross - commission - refunds.
 * - The balance (what the market owes the merchant) = the nets of the seller orders the market collected, less the
 *   commission and refunds on the cash the merchant collected, less the payouts recorded.
 */
import { csvLine } from './csv';
import { DAY_MS, shopDay } from './dates';
import { toDecimalString } from './money';

/** The payment methods and states of migration 0035, as the ledger reads them. */
export type PaymentMethod = 'card' | 'fpx' | 'grabpay' | 'cod';
export type PaymentStatus = 'awaiting' | 'paid' | 'failed' | 'expired' | 'partly_refunded' | 'refunded';

const SETTLED: readonly PaymentStatus[] = ['paid', 'partly_refunded', 'refunded'];

/** Who took the buyer's money for a seller order: the market (through the provider) or the merchant (cash). */
export type CollectedBy = 'market' | 'merchant';

/** Whether a seller order is in its merchant's ledger, and who collected its money. */
export function ledgerCollector(
  method: PaymentMethod,
  status: PaymentStatus,
  cashCollectedAt: string | null,
): CollectedBy | null {
  if (method === 'cod') return cashCollectedAt ? 'merchant' : null;
  return SETTLED.includes(status) ? 'market' : null;
}

/**
 * The platform's commission rate, from the deployment's `COMMISSION_BASIS_POINTS` (500 is 5%): a whole number from 0
 * to 10000, or the worker stops with an error naming the variable rather than charge a misread rate.
 */
export function parseCommissionBasisPoints(value: unknown): number {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  if (!/^\d{1,5}$/.test(text) || Number(text) > 10000) {
    throw new Error(
      `COMMISSION_BASIS_POINTS must be a whole number from 0 to 10000 (500 is 5%); it is "${String(value)}".`,
    );
  }
  return Number(text);
}

/** The market's commission on goods worth `goodsSen` of which `refundSen` went back, at a rate in basis points. */
export function commissionSen(goodsSen: number, refundSen: number, basisPoints: number): number {
  return Math.floor((Math.max(0, goodsSen - refundSen) * basisPoints + 5000) / 10000);
}

export interface LedgerFigures {
  grossSen: number;
  commissionSen: number;
  refundSen: number;
  netSen: number;
}

/** A seller order's figures: gross is its goods, shipping and tax; the refund is its succeeded refund, or 0. */
export function ledgerFigures(order: {
  subtotalSen: number;
  shippingSen: number;
  taxSen: number;
  commissionBasisPoints: number;
  refundSen: number;
}): LedgerFigures {
  const grossSen = order.subtotalSen + order.shippingSen + order.taxSen;
  const commission = commissionSen(order.subtotalSen, order.refundSen, order.commissionBasisPoints);
  return {
    grossSen,
    commissionSen: commission,
    refundSen: order.refundSen,
    netSen: grossSen - commission - order.refundSen,
  };
}

/** What a line adds to the balance: its net when the market holds the money, else what the merchant owes on it. */
export function dueSen(line: LedgerFigures & { collectedBy: CollectedBy }): number {
  return line.collectedBy === 'market' ? line.netSen : line.netSen - line.grossSen;
}

/** One week of a merchant's statement. */
export interface LedgerWeek {
  weekStart: string;
  orders: number;
  grossSen: number;
  commissionSen: number;
  refundsSen: number;
  netSen: number;
  cashOrders: number;
  cashCollectedSen: number;
  payouts: number;
  payoutsSen: number;
}

/** A week in which nothing happened. */
export function emptyWeek(weekStart: string): LedgerWeek {
  return {
    weekStart,
    orders: 0,
    grossSen: 0,
    commissionSen: 0,
    refundsSen: 0,
    netSen: 0,
    cashOrders: 0,
    cashCollectedSen: 0,
    payouts: 0,
    payoutsSen: 0,
  };
}

/** What a week changes the balance by: the nets, less the cash the merchant already holds, less the payouts. */
export function weekDueSen(week: Pick<LedgerWeek, 'netSen' | 'cashCollectedSen' | 'payoutsSen'>): number {
  return week.netSen - week.cashCollectedSen - week.payoutsSen;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day 'YYYY-MM-DD' that exists, or null. */
export function parseDay(text: unknown): string | null {
  if (typeof text !== 'string' || !DAY.test(text)) return null;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== text ? null : text;
}

/** The Monday of a calendar day's week. */
export function weekOfDay(day: string): string {
  const ms = Date.parse(`${day}T00:00:00Z`);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7;
  return new Date(ms - weekday * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday (in Malaysia time) of the week a moment falls in: what a line's week is keyed by. */
export function weekOf(at: string | Date): string {
  return weekOfDay(shopDay(at));
}

/** The Sunday that ends the week starting on `weekStart`. */
export function weekEnd(weekStart: string): string {
  return new Date(Date.parse(`${weekStart}T00:00:00Z`) + 6 * DAY_MS).toISOString().slice(0, 10);
}

/** A week asked for in an address: a day that is a Monday, or null. */
export function parseWeek(text: unknown): string | null {
  const day = parseDay(text);
  return day && weekOfDay(day) === day ? day : null;
}

/** The limits of a payout as the administrator records it. */
export const PAYOUT_MAX_SEN = 100_000_000;
export const BANK_REFERENCE_MAX = 60;

/** One seller order of a week, as the statement lists it. */
export interface LedgerLine extends LedgerFigures {
  sellerOrderId: string;
  collectedBy: CollectedBy;
  countedAt: string;
}

/** The column keys of the statement's CSV, in order; each language names them (src/i18n/<lang>/payouts.ts). */
export const LEDGER_CSV_KEYS = [
  'sellerOrder',
  'date',
  'collectedBy',
  'gross',
  'commission',
  'refunds',
  'net',
  'due',
] as const;
export type LedgerCsvKey = (typeof LEDGER_CSV_KEYS)[number];

/** The statement's CSV texts in the reader's words: its columns, and who collected each line's money. */
export interface LedgerCsvTexts {
  columns: Record<LedgerCsvKey, string>;
  collectedBy: Record<CollectedBy, string>;
}

/** The CSV's header line. */
export function ledgerCsvHeader(texts: LedgerCsvTexts): string {
  return csvLine(LEDGER_CSV_KEYS.map((key) => texts.columns[key]));
}

/** One seller order as a CSV line: its shop day, amounts in ringgit as plain decimals. */
export function ledgerCsvLine(line: LedgerLine, texts: LedgerCsvTexts): string {
  return csvLine([
    line.sellerOrderId,
    shopDay(line.countedAt),
    texts.collectedBy[line.collectedBy],
    toDecimalString(line.grossSen),
    toDecimalString(line.commissionSen),
    toDecimalString(line.refundSen),
    toDecimalString(line.netSen),
    toDecimalString(dueSen(line)),
  ]);
}
