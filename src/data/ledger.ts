/**
 * A merchant's ledger read from D1, and the administrator's payouts. The lines and weekly sums are kept by the
 * triggers of migrations/0038_merchant_ledger.sql; the rules are src/lib/ledger.ts's. A balance reads a merchant's
 * weekly rows (one per week it sold or was paid in), a week's lines read that week's rows by index, a page at a time.
 */
import { type CollectedBy, emptyWeek, type LedgerLine, type LedgerWeek } from '../lib/ledger';
import { formatMoney } from '../lib/money';
import { noticeColumns } from '../lib/notices';
import type { Refusal } from '../lib/refusals';

const WEEK_COLUMNS = `week_start, orders, gross_sen, commission_sen, refunds_sen, net_sen, cash_orders,
  cash_collected_sen, payouts, payouts_sen`;

interface WeekRow {
  week_start: string;
  orders: number;
  gross_sen: number;
  commission_sen: number;
  refunds_sen: number;
  net_sen: number;
  cash_orders: number;
  cash_collected_sen: number;
  payouts: number;
  payouts_sen: number;
}

const toWeek = (r: WeekRow): LedgerWeek => ({
  weekStart: r.week_start,
  orders: r.orders,
  grossSen: r.gross_sen,
  commissionSen: r.commission_sen,
  refundsSen: r.refunds_sen,
  netSen: r.net_sen,
  cashOrders: r.cash_orders,
  cashCollectedSen: r.cash_collected_sen,
  payouts: r.payouts,
  payoutsSen: r.payouts_sen,
});

/** The balance expression over a merchant's weekly rows (src/lib/ledger.ts, `weekDueSen`). */
const BALANCE_SQL =
  'SELECT COALESCE(SUM(net_sen - cash_collected_sen - payouts_sen), 0) AS balance FROM ledger_weeks WHERE merchant_id = ?';

/** What the market owes the merchant now (negative: what the merchant owes the market). */
export async function merchantBalance(db: Database, merchantId: string): Promise<number> {
  return (await db.prepare(BALANCE_SQL).bind(merchantId).first<{ balance: number }>())!.balance;
}

/** Weeks listed per page of the statement. */
export const WEEKS_PER_PAGE = 12;

/** A page of the merchant's weeks, newest first, starting before `before` (a Monday) when given. */
export async function ledgerWeeks(
  db: Database,
  merchantId: string,
  before: string | null,
): Promise<{ weeks: LedgerWeek[]; more: boolean }> {
  const { results } = await db
    .prepare(
      `SELECT ${WEEK_COLUMNS} FROM ledger_weeks
       WHERE merchant_id = ?1 AND (?2 IS NULL OR week_start < ?2) AND (orders > 0 OR payouts > 0)
       ORDER BY week_start DESC LIMIT ?3`,
    )
    .bind(merchantId, before, WEEKS_PER_PAGE + 1)
    .all<WeekRow>();
  return { weeks: results.slice(0, WEEKS_PER_PAGE).map(toWeek), more: results.length > WEEKS_PER_PAGE };
}

/** One week of the merchant's statement, zero when nothing happened in it. */
export async function ledgerWeek(db: Database, merchantId: string, weekStart: string): Promise<LedgerWeek> {
  const row = await db
    .prepare(`SELECT ${WEEK_COLUMNS} FROM ledger_weeks WHERE merchant_id = ? AND week_start = ?`)
    .bind(merchantId, weekStart)
    .first<WeekRow>();
  return row ? toWeek(row) : emptyWeek(weekStart);
}

interface LineRow {
  seller_order_id: string;
  collected_by: CollectedBy;
  counted_at: string;
  gross_sen: number;
  commission_sen: number;
  refund_sen: number;
  net_sen: number;
}

const toLine = (r: LineRow): LedgerLine => ({
  sellerOrderId: r.seller_order_id,
  collectedBy: r.collected_by,
  countedAt: r.counted_at,
  grossSen: r.gross_sen,
  commissionSen: r.commission_sen,
  refundSen: r.refund_sen,
  netSen: r.net_sen,
});

/** Lines shown per page of a week. */
export const LINES_PER_PAGE = 50;

/**
 * A week's lines in the order the money arrived, at most `limit`: after the line (`counted_at`, id) given, or
 * skipping `offset` (a page of the screen; a week holds a few hundred lines at most).
 */
export async function weekLines(
  db: Database,
  merchantId: string,
  weekStart: string,
  {
    after = null,
    offset = 0,
    limit,
  }: { after?: { countedAt: string; sellerOrderId: string } | null; offset?: number; limit: number },
): Promise<LedgerLine[]> {
  const { results } = await db
    .prepare(
      `SELECT seller_order_id, collected_by, counted_at, gross_sen, commission_sen, refund_sen, net_sen
       FROM ledger_entries
       WHERE merchant_id = ?1 AND week_start = ?2
         AND (?3 IS NULL OR counted_at > ?3 OR (counted_at = ?3 AND seller_order_id > ?4))
       ORDER BY counted_at, seller_order_id LIMIT ?5 OFFSET ?6`,
    )
    .bind(merchantId, weekStart, after?.countedAt ?? null, after?.sellerOrderId ?? null, limit, offset)
    .all<LineRow>();
  return results.map(toLine);
}

/** Every line of a week, a chunk at a time (the CSV download). */
export async function* allWeekLines(
  db: Database,
  merchantId: string,
  weekStart: string,
  chunk = 500,
): AsyncGenerator<LedgerLine[]> {
  let after: { countedAt: string; sellerOrderId: string } | null = null;
  for (;;) {
    const lines = await weekLines(db, merchantId, weekStart, { after, limit: chunk });
    if (lines.length > 0) yield lines;
    if (lines.length < chunk) return;
    const last = lines.at(-1)!;
    after = { countedAt: last.countedAt, sellerOrderId: last.sellerOrderId };
  }
}

export interface Payout {
  id: string;
  merchantId: string;
  storeName: string;
  amountSen: number;
  bankReference: string;
  paidOn: string;
  createdAt: string;
}

interface PayoutRow {
  id: string;
  merchant_id: string;
  store_name: string;
  amount_sen: number;
  bank_reference: string;
  paid_on: string;
  created_at: string;
}

const toPayout = (r: PayoutRow): Payout => ({
  id: r.id,
  merchantId: r.merchant_id,
  storeName: r.store_name,
  amountSen: r.amount_sen,
  bankReference: r.bank_reference,
  paidOn: r.paid_on,
  createdAt: r.created_at,
});

const PAYOUT_SELECT = `SELECT p.id, p.merchant_id, m.display_name AS store_name, p.amount_sen, p.bank_reference, p.paid_on,
  p.created_at FROM payouts p JOIN merchants m ON m.id = p.merchant_id`;

/** A merchant's payouts paid in a week (Monday to Sunday). */
export async function weekPayouts(
  db: Database,
  merchantId: string,
  weekStart: string,
  weekEnd: string,
): Promise<Payout[]> {
  const { results } = await db
    .prepare(
      `${PAYOUT_SELECT} WHERE p.merchant_id = ? AND p.paid_on BETWEEN ? AND ? ORDER BY p.paid_on, p.created_at LIMIT 100`,
    )
    .bind(merchantId, weekStart, weekEnd)
    .all<PayoutRow>();
  return results.map(toPayout);
}

/** The latest payouts, of one merchant or of all (the administrator's list). */
export async function latestPayouts(db: Database, merchantId: string | null, limit = 20): Promise<Payout[]> {
  const { results } = await db
    .prepare(
      merchantId
        ? `${PAYOUT_SELECT} WHERE p.merchant_id = ? ORDER BY p.paid_on DESC, p.created_at DESC LIMIT ?`
        : `${PAYOUT_SELECT} ORDER BY p.created_at DESC LIMIT ?`,
    )
    .bind(...(merchantId ? [merchantId, limit] : [limit]))
    .all<PayoutRow>();
  return results.map(toPayout);
}

/** One payout by its id (what the administrator's page says was recorded). */
export async function findPayout(db: Database, id: string): Promise<Payout | null> {
  const row = await db.prepare(`${PAYOUT_SELECT} WHERE p.id = ?`).bind(id).first<PayoutRow>();
  return row ? toPayout(row) : null;
}

/** The stores an administrator can pay, by name. */
export async function payableMerchants(db: Database): Promise<{ id: string; storeName: string }[]> {
  const { results } = await db
    .prepare('SELECT id, display_name AS store_name FROM merchants ORDER BY display_name, id LIMIT 2000')
    .all<{ id: string; store_name: string }>();
  return results.map((r) => ({ id: r.id, storeName: r.store_name }));
}

/** A payout refused, as a code and values. */
export class PayoutError extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.code);
  }
}

export interface PayoutInput {
  merchantId: string;
  amountSen: number;
  bankReference: string;
  paidOn: string;
  adminId: string;
  now: string;
}

/**
 * Records a payout and tells the merchant, in one batch. A payout larger than what the market owes the merchant is
 * refused, judged in the same statement that writes it, so two payouts recorded at once never pay more than the
 * balance between them.
 */
export async function recordPayout(db: Database, input: PayoutInput): Promise<Payout> {
  const merchant = await db
    .prepare('SELECT user_id, display_name FROM merchants WHERE id = ?')
    .bind(input.merchantId)
    .first<{ user_id: string; display_name: string }>();
  if (!merchant) throw new PayoutError({ code: 'payout.merchantNotFound' });
  const id = `PAYOUT-${crypto.randomUUID()}`;
  const notice = noticeColumns({
    code: 'payout',
    values: { amountSen: input.amountSen, reference: input.bankReference },
  });
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO payouts (id, merchant_id, amount_sen, bank_reference, paid_on, recorded_by, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 WHERE (${BALANCE_SQL.replace('?', '?2')}) >= ?3`,
      )
      .bind(id, input.merchantId, input.amountSen, input.bankReference, input.paidOn, input.adminId, input.now),
    db
      .prepare(
        `INSERT INTO notifications (user_id, type, link, read, created_at, code, vals, audience)
         SELECT ?, 'payment', '/seller/payouts', 0, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM payouts WHERE id = ?)`,
      )
      .bind(merchant.user_id, input.now, notice.code, notice.vals, notice.audience, id),
  ]);
  if (!inserted!.meta.changes) {
    throw new PayoutError({
      code: 'payout.overBalance',
      values: { balance: formatMoney(await merchantBalance(db, input.merchantId)) },
    });
  }
  return {
    id,
    merchantId: input.merchantId,
    storeName: merchant.display_name,
    amountSen: input.amountSen,
    bankReference: input.bankReference,
    paidOn: input.paidOn,
    createdAt: input.now,
  };
}
