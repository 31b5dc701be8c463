/** The stores and orders the Payouts tests read (seeded by tests/e2e/ledger-seed.ts). */
import { weekOf } from '../../src/lib/ledger';

export const LEDGER_STORES = [
  {
    id: 'kedai-lejar',
    userId: 'user-ledger-reader',
    name: 'Kedai Lejar',
    owner: 'Lina',
    email: 'ledger-reader@labuanmarket.example',
    password: 'Baca-Lejar-2026',
  },
  {
    id: 'gerai-bayaran',
    userId: 'user-ledger-payee',
    name: 'Gerai Bayaran',
    owner: 'Badrul',
    email: 'ledger-payee@labuanmarket.example',
    password: 'Terima-Bayaran-2026',
  },
] as const;

const DAY_MS = 86_400_000;

/** The Monday (Malaysia time) two weeks before the week of `now`: the week the orders were paid in. */
export function ledgerWeek(now: Date): string {
  return new Date(Date.parse(`${weekOf(now)}T00:00:00Z`) - 14 * DAY_MS).toISOString().slice(0, 10);
}

/** Tuesday 10:00 and Wednesday 12:00 of that week, Malaysia time. */
export const tuesday = (week: string) => new Date(Date.parse(`${week}T02:00:00Z`) + DAY_MS).toISOString();
export const wednesday = (week: string) => new Date(Date.parse(`${week}T04:00:00Z`) + 2 * DAY_MS).toISOString();

/**
 * Each store's orders, one seller order each. Expected (5% of the goods, less refunds):
 * - A card, paid: gross 111.00, commission 5.00, net 106.00.
 * - B FPX, paid, wholly refunded: gross 20.00, commission 0, refund 20.00, net 0.
 * - C cash, collected on Wednesday: gross 45.00, commission 2.00, net 43.00; the merchant owes 2.00.
 * - D card, awaiting payment; E cash, not collected: not counted.
 * Week: 3 orders, gross 176.00, commission 7.00, refunds 20.00, net 149.00, cash 45.00; balance 104.00.
 */
export function seededOrders(storeId: string, week: string) {
  const order = (
    suffix: string,
    method: 'card' | 'fpx' | 'cod',
    status: 'paid' | 'awaiting',
    subtotalSen: number,
    shippingSen: number,
    taxSen: number,
    more: { refundSen?: number; cashCollectedAt?: string } = {},
  ) => ({
    orderId: `PAY-${storeId}-${suffix}`,
    sellerOrderId: `PAY-${storeId}-${suffix}-1`,
    method,
    status,
    subtotalSen,
    shippingSen,
    taxSen,
    placedAt: tuesday(week),
    refundSen: more.refundSen ?? 0,
    cashCollectedAt: more.cashCollectedAt ?? null,
  });
  return [
    order('A', 'card', 'paid', 10_000, 500, 600),
    order('B', 'fpx', 'paid', 2_000, 0, 0, { refundSen: 2_000 }),
    order('C', 'cod', 'awaiting', 4_000, 500, 0, { cashCollectedAt: wednesday(week) }),
    order('D', 'card', 'awaiting', 9_000, 0, 0),
    order('E', 'cod', 'awaiting', 7_000, 0, 0),
  ];
}
