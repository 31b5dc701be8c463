/**
 * The merchants' ledger on a real local D1: after random orders (every payment method and state), cash collected,
 * refunds in every state and payouts, each merchant's balance, weekly statement and week's lines as the pages read
 * them (src/data/ledger.ts, kept by the triggers of migrations/0038) equal a recomputation in TypeScript from the
 * raw rows of orders, seller orders, refunds and payouts (src/lib/ledger.ts's rules).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allWeekLines,
  ledgerWeek,
  ledgerWeeks,
  merchantBalance,
  PayoutError,
  recordPayout,
  weekLines,
  weekPayouts,
} from '../../src/data/ledger';
import {
  dueSen,
  emptyWeek,
  ledgerCollector,
  ledgerFigures,
  type LedgerLine,
  type LedgerWeek,
  type PaymentMethod,
  type PaymentStatus,
  weekDueSen,
  weekEnd,
  weekOf,
  weekOfDay,
} from '../../src/lib/ledger';
import { placeOrder } from '../../src/data/checkout';
import { countRows, DEMO_BUYER_AT_CHECKOUT, demoBuyerOrder, freshDatabase, priceOf } from './support';

let db: D1Database;
let dispose: () => Promise<void>;

const MERCHANTS = ['kebun-hijau', 'nelayan-labuan', 'halal-meat-corner'];
const METHODS: PaymentMethod[] = ['card', 'fpx', 'grabpay', 'cod'];
const STATUSES: PaymentStatus[] = ['awaiting', 'paid', 'failed', 'expired', 'partly_refunded', 'refunded'];
const REFUND_STATES = ['pending', 'succeeded', 'failed'] as const;
/** Monday 23 Nov 2026, 00:00 in Labuan. */
const BASE_MS = Date.parse('2026-11-22T16:00:00.000Z');
const WEEK_MINUTES = 7 * 24 * 60;
let sequence = 0;

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(() => dispose());

/** Minutes from BASE: anywhere in seven weeks, and often a minute either side of a week's start. */
const minutes = fc.oneof(
  fc.integer({ min: -3 * WEEK_MINUTES, max: 3 * WEEK_MINUTES }),
  fc.integer({ min: -3, max: 3 }).chain((w) => fc.constantFrom(w * WEEK_MINUTES - 1, w * WEEK_MINUTES)),
);
const at = (offset: number) => new Date(BASE_MS + offset * 60_000).toISOString();

type Command =
  | {
      kind: 'order';
      method: PaymentMethod;
      status: PaymentStatus;
      at: number;
      parts: { merchant: number; subtotal: number; shipping: number; tax: number; rate: number }[];
    }
  | { kind: 'status'; order: number; status: PaymentStatus }
  | { kind: 'cash'; sellerOrder: number; at: number }
  | { kind: 'refund'; sellerOrder: number; share: number; status: (typeof REFUND_STATES)[number] }
  | { kind: 'refundState'; refund: number; status: (typeof REFUND_STATES)[number] }
  | { kind: 'payout'; merchant: number; amount: number; day: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      method: fc.constantFrom(...METHODS),
      status: fc.constantFrom(...STATUSES),
      at: minutes,
      parts: fc.uniqueArray(
        fc.record({
          merchant: fc.nat(MERCHANTS.length - 1),
          subtotal: fc.oneof(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 500_000 })),
          shipping: fc.constantFrom(0, 500, 1_000),
          tax: fc.integer({ min: 0, max: 30_000 }),
          rate: fc.constantFrom(0, 1, 500, 750, 1_250, 10_000),
        }),
        { minLength: 1, maxLength: 3, selector: (part) => part.merchant },
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('status' as const),
      order: fc.nat(1000),
      status: fc.constantFrom(...STATUSES),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cash' as const), sellerOrder: fc.nat(1000), at: minutes }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      sellerOrder: fc.nat(1000),
      share: fc.integer({ min: 1, max: 100 }),
      status: fc.constantFrom(...REFUND_STATES),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('refundState' as const),
      refund: fc.nat(1000),
      status: fc.constantFrom(...REFUND_STATES),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('payout' as const),
      merchant: fc.nat(MERCHANTS.length - 1),
      amount: fc.oneof(fc.integer({ min: 1, max: 1_000 }), fc.integer({ min: 1, max: 2_000_000 })),
      day: fc.integer({ min: -21, max: 21 }),
    }),
  },
);

async function pick<T>(sql: string, index: number): Promise<T | undefined> {
  const { results } = await db.prepare(sql).all<T>();
  return results[index % Math.max(1, results.length)];
}

async function run(cmd: Command): Promise<void> {
  const now = new Date().toISOString();
  if (cmd.kind === 'order') {
    const id = `LEDGER-${++sequence}-${crypto.randomUUID().slice(0, 8)}`;
    const subtotal = cmd.parts.reduce((sum, p) => sum + p.subtotal, 0);
    const shipping = cmd.parts.reduce((sum, p) => sum + p.shipping, 0);
    const tax = cmd.parts.reduce((sum, p) => sum + p.tax, 0);
    await db.batch([
      db
        .prepare(
          `INSERT INTO orders (id, user_id, status, subtotal_sen, shipping_sen, tax_sen, total_sen, ship_full_name, ship_email,
             ship_phone, ship_address, ship_city, ship_state, ship_postal_code, created_at, updated_at, payment_method, payment_status)
           VALUES (?, 'user-buyer-demo', 'pending', ?, ?, ?, ?, 'Aisyah', 'a@example.com', '0123456789', '1 Jalan', 'Labuan',
             'Labuan', '87000', ?, ?, ?, ?)`,
        )
        .bind(id, subtotal, shipping, tax, subtotal + shipping + tax, at(cmd.at), now, cmd.method, cmd.status),
      ...cmd.parts.map((part, index) =>
        db
          .prepare(
            `INSERT INTO seller_orders (id, order_id, merchant_id, subtotal_sen, shipping_sen, total_sen, tax_sen,
               commission_basis_points, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .bind(
            `${id}-${index + 1}`,
            id,
            MERCHANTS[part.merchant]!,
            part.subtotal,
            part.shipping,
            part.subtotal + part.shipping,
            part.tax,
            part.rate,
            at(cmd.at),
            now,
          ),
      ),
    ]);
    return;
  }
  if (cmd.kind === 'status') {
    const order = await pick<{ id: string }>("SELECT id FROM orders WHERE id LIKE 'LEDGER-%' ORDER BY id", cmd.order);
    if (order) await db.prepare('UPDATE orders SET payment_status = ? WHERE id = ?').bind(cmd.status, order.id).run();
    return;
  }
  if (cmd.kind === 'cash') {
    const target = await pick<{ id: string }>(
      "SELECT so.id FROM seller_orders so JOIN orders o ON o.id = so.order_id WHERE o.payment_method = 'cod' ORDER BY so.id",
      cmd.sellerOrder,
    );
    if (target)
      await db.prepare('UPDATE seller_orders SET cash_collected_at = ? WHERE id = ?').bind(at(cmd.at), target.id).run();
    return;
  }
  if (cmd.kind === 'refund') {
    const target = await pick<{ id: string; order_id: string; gross: number }>(
      `SELECT so.id, so.order_id, so.total_sen + COALESCE(so.tax_sen, 0) AS gross FROM seller_orders so
       WHERE NOT EXISTS (SELECT 1 FROM refunds r WHERE r.seller_order_id = so.id) ORDER BY so.id`,
      cmd.sellerOrder,
    );
    if (!target || target.gross === 0) return;
    await db
      .prepare(
        `INSERT INTO refunds (id, order_id, seller_order_id, amount_sen, status, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        `REFUND-${target.id}`,
        target.order_id,
        target.id,
        Math.max(1, Math.round((target.gross * cmd.share) / 100)),
        cmd.status,
        now,
        now,
      )
      .run();
    return;
  }
  if (cmd.kind === 'refundState') {
    const refund = await pick<{ id: string }>('SELECT id FROM refunds ORDER BY id', cmd.refund);
    if (refund) await db.prepare('UPDATE refunds SET status = ? WHERE id = ?').bind(cmd.status, refund.id).run();
    return;
  }
  const merchantId = MERCHANTS[cmd.merchant]!;
  const before = (await recompute()).balances.get(merchantId) ?? 0;
  const payouts = await countRows(db, 'SELECT COUNT(*) AS n FROM payouts');
  const notices = await countRows(db, "SELECT COUNT(*) AS n FROM notifications WHERE code = 'payout'");
  const paidOn = new Date(BASE_MS + 8 * 3_600_000 + cmd.day * 86_400_000).toISOString().slice(0, 10);
  const input = {
    merchantId,
    amountSen: cmd.amount,
    bankReference: `REF ${sequence}`,
    paidOn,
    adminId: 'user-admin',
    now,
  };
  if (cmd.amount > before) {
    // More than the market owes is refused, and changes nothing.
    await expect(recordPayout(db, input)).rejects.toBeInstanceOf(PayoutError);
    expect(await countRows(db, 'SELECT COUNT(*) AS n FROM payouts')).toBe(payouts);
    expect(await countRows(db, "SELECT COUNT(*) AS n FROM notifications WHERE code = 'payout'")).toBe(notices);
  } else {
    await recordPayout(db, input);
    expect(await countRows(db, "SELECT COUNT(*) AS n FROM notifications WHERE code = 'payout'")).toBe(notices + 1);
  }
}

interface Expected {
  balances: Map<string, number>;
  weeks: Map<string, Map<string, LedgerWeek>>;
  lines: Map<string, Map<string, LedgerLine[]>>;
}

/** The ledger recomputed from the raw rows, with no help from the ledger's tables or view. */
async function recompute(): Promise<Expected> {
  const [orders, sellerOrders, refunds, payouts] = await Promise.all([
    db
      .prepare('SELECT id, payment_method, payment_status, created_at FROM orders')
      .all<{ id: string; payment_method: PaymentMethod; payment_status: PaymentStatus; created_at: string }>(),
    db
      .prepare(
        'SELECT id, order_id, merchant_id, subtotal_sen, shipping_sen, tax_sen, commission_basis_points, cash_collected_at FROM seller_orders',
      )
      .all<{
        id: string;
        order_id: string;
        merchant_id: string;
        subtotal_sen: number;
        shipping_sen: number;
        tax_sen: number | null;
        commission_basis_points: number;
        cash_collected_at: string | null;
      }>(),
    db
      .prepare('SELECT seller_order_id, amount_sen, status FROM refunds')
      .all<{ seller_order_id: string; amount_sen: number; status: string }>(),
    db
      .prepare('SELECT merchant_id, amount_sen, paid_on FROM payouts')
      .all<{ merchant_id: string; amount_sen: number; paid_on: string }>(),
  ]);
  const orderById = new Map(orders.results.map((o) => [o.id, o]));
  const refunded = new Map(
    refunds.results.filter((r) => r.status === 'succeeded').map((r) => [r.seller_order_id, r.amount_sen]),
  );
  const expected: Expected = { balances: new Map(), weeks: new Map(), lines: new Map() };
  const weekOfMerchant = (merchantId: string, weekStart: string) => {
    const weeks = expected.weeks.get(merchantId) ?? new Map<string, LedgerWeek>();
    expected.weeks.set(merchantId, weeks);
    const week = weeks.get(weekStart) ?? emptyWeek(weekStart);
    weeks.set(weekStart, week);
    return week;
  };
  const add = (merchantId: string, sen: number) =>
    expected.balances.set(merchantId, (expected.balances.get(merchantId) ?? 0) + sen);
  for (const so of sellerOrders.results) {
    const order = orderById.get(so.order_id)!;
    const collectedBy = ledgerCollector(order.payment_method, order.payment_status, so.cash_collected_at);
    if (!collectedBy) continue;
    const countedAt = collectedBy === 'merchant' ? so.cash_collected_at! : order.created_at;
    const line: LedgerLine = {
      sellerOrderId: so.id,
      collectedBy,
      countedAt,
      ...ledgerFigures({
        subtotalSen: so.subtotal_sen,
        shippingSen: so.shipping_sen,
        taxSen: so.tax_sen ?? 0,
        commissionBasisPoints: so.commission_basis_points,
        refundSen: refunded.get(so.id) ?? 0,
      }),
    };
    const weekStart = weekOf(countedAt);
    const week = weekOfMerchant(so.merchant_id, weekStart);
    week.orders += 1;
    week.grossSen += line.grossSen;
    week.commissionSen += line.commissionSen;
    week.refundsSen += line.refundSen;
    week.netSen += line.netSen;
    if (collectedBy === 'merchant') {
      week.cashOrders += 1;
      week.cashCollectedSen += line.grossSen;
    }
    add(so.merchant_id, dueSen(line));
    const lines = expected.lines.get(so.merchant_id) ?? new Map<string, LedgerLine[]>();
    expected.lines.set(so.merchant_id, lines);
    lines.set(weekStart, [...(lines.get(weekStart) ?? []), line]);
  }
  for (const payout of payouts.results) {
    const week = weekOfMerchant(payout.merchant_id, weekOfDay(payout.paid_on));
    week.payouts += 1;
    week.payoutsSen += payout.amount_sen;
    add(payout.merchant_id, -payout.amount_sen);
  }
  const order = (a: LedgerLine, b: LedgerLine) =>
    a.countedAt < b.countedAt ? -1 : a.countedAt > b.countedAt ? 1 : a.sellerOrderId < b.sellerOrderId ? -1 : 1;
  for (const weeks of expected.lines.values()) for (const lines of weeks.values()) lines.sort(order);
  return expected;
}

/** Every week the statement lists for a merchant, page after page. */
async function statement(merchantId: string): Promise<LedgerWeek[]> {
  const weeks: LedgerWeek[] = [];
  let before: string | null = null;
  for (;;) {
    const page = await ledgerWeeks(db, merchantId, before);
    weeks.push(...page.weeks);
    if (!page.more) return weeks;
    before = page.weeks.at(-1)!.weekStart;
  }
}

async function expectLedgerMatches(): Promise<void> {
  const expected = await recompute();
  for (const merchantId of MERCHANTS) {
    expect(await merchantBalance(db, merchantId), merchantId).toBe(expected.balances.get(merchantId) ?? 0);
    const weeks = [...(expected.weeks.get(merchantId)?.values() ?? [])]
      .filter((w) => w.orders > 0 || w.payouts > 0)
      .sort((a, b) => (a.weekStart < b.weekStart ? 1 : -1));
    const listed = await statement(merchantId);
    expect(listed, merchantId).toEqual(weeks);
    // The weeks add up to the balance.
    expect(listed.reduce((sum, w) => sum + weekDueSen(w), 0)).toBe(expected.balances.get(merchantId) ?? 0);
    for (const week of listed) {
      const lines: LedgerLine[] = [];
      for await (const chunk of allWeekLines(db, merchantId, week.weekStart, 7)) lines.push(...chunk);
      expect(lines, `${merchantId} ${week.weekStart}`).toEqual(
        expected.lines.get(merchantId)?.get(week.weekStart) ?? [],
      );
    }
  }
}

describe("the merchants' ledger", () => {
  it('counts the demo orders, paid by card before payment states existed, at the 5% kept with them', async () => {
    const week = await ledgerWeek(db, 'kebun-hijau', weekOf('2026-11-20T04:00:00.000Z'));
    expect(week.orders).toBeGreaterThan(0);
    await expectLedgerMatches();
  });

  it('equals a recomputation from the orders after random payments, cash, refunds and payouts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
        for (const cmd of commands) await run(cmd);
        await expectLedgerMatches();
      }),
      { numRuns: 25 },
    );
  });

  it('pages a week a screen at a time in the order the money arrived, and lists its payouts', async () => {
    const merchantId = MERCHANTS[0]!;
    const [week] = await statement(merchantId);
    const all: LedgerLine[] = [];
    for await (const chunk of allWeekLines(db, merchantId, week!.weekStart)) all.push(...chunk);
    const paged = [
      ...(await weekLines(db, merchantId, week!.weekStart, { offset: 0, limit: 2 })),
      ...(await weekLines(db, merchantId, week!.weekStart, { offset: 2, limit: 1000 })),
    ];
    expect(paged).toEqual(all);
    const payouts = await weekPayouts(db, merchantId, week!.weekStart, weekEnd(week!.weekStart));
    expect(payouts.reduce((sum, p) => sum + p.amountSen, 0)).toBe(week!.payoutsSen);
  });

  it('keeps the commission of the day with each seller order a checkout places, and counts the order at it once paid', async () => {
    const unit = await priceOf(db, 'veg-cili');
    const { orderId } = await placeOrder(
      db,
      demoBuyerOrder(DEMO_BUYER_AT_CHECKOUT, [{ productId: 'veg-cili', quantity: 2 }], unit, {
        commissionBasisPoints: 750,
      }),
    );
    const row = await db
      .prepare('SELECT id, subtotal_sen, commission_basis_points FROM seller_orders WHERE order_id = ?')
      .bind(orderId)
      .first<{ id: string; subtotal_sen: number; commission_basis_points: number }>();
    expect(row!.commission_basis_points).toBe(750);
    // The demo buyer pays cash on delivery: the order counts once the merchant has collected it.
    const before = await db.prepare('SELECT 1 FROM ledger_entries WHERE seller_order_id = ?').bind(row!.id).all();
    expect(before.results).toEqual([]);
    await db
      .prepare('UPDATE seller_orders SET cash_collected_at = ? WHERE id = ?')
      .bind(new Date().toISOString(), row!.id)
      .run();
    const { results } = await db
      .prepare('SELECT commission_sen FROM ledger_entries WHERE seller_order_id = ?')
      .bind(row!.id)
      .all<{ commission_sen: number }>();
    expect(results).toEqual([{ commission_sen: Math.floor((row!.subtotal_sen * 750 + 5000) / 10000) }]);
    await expectLedgerMatches();
  });

  it('refuses a payout to a store that does not exist, and never lets a payout be rewritten', async () => {
    await expect(
      recordPayout(db, {
        merchantId: 'no-such-store',
        amountSen: 100,
        bankReference: 'X',
        paidOn: '2026-11-20',
        adminId: 'user-admin',
        now: new Date().toISOString(),
      }),
    ).rejects.toMatchObject({ refusal: { code: 'payout.merchantNotFound' } });
    await expect(db.prepare('UPDATE payouts SET amount_sen = amount_sen + 1').run()).rejects.toThrow(/never changed/);
  });
});
