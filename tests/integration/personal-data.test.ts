/**
 * Download my data (src/data/personal-data.ts) holds every row of the person: each table that can hold a row of
 * theirs is listed from the database itself (a column naming a user, their orders or their applications), and
 * each must be in the download, row for row, or named here with the reason it is not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rememberDevice } from '../../src/data/devices';
import { personalDataOf, type PersonalData } from '../../src/data/personal-data';
import { beginSecondFactor, confirmSecondFactor, openSecondStep, trustBrowser } from '../../src/data/second-factor';
import { recordSignInAttempt } from '../../src/data/accounts';
import { totpCode, totpStep } from '../../src/lib/second-factor';
import { countRows, freshDatabase } from './support';

const BUYER = 'user-buyer-demo';
const ORDERS = 'SELECT id FROM orders WHERE user_id = ?1';
const APPLICATIONS = 'SELECT id FROM merchant_applications WHERE user_id = ?1';

/** How each table's rows of the person are found, and where the download holds them. */
const IN_DOWNLOAD: Record<string, { whose: string; rows: (data: PersonalData) => unknown[] }> = {
  users: { whose: 'id = ?1', rows: (d) => (d.profile ? [d.profile] : []) },
  orders: { whose: 'user_id = ?1', rows: (d) => d.orders },
  order_items: { whose: `order_id IN (${ORDERS})`, rows: (d) => d.orderItems },
  seller_orders: { whose: `order_id IN (${ORDERS})`, rows: (d) => d.sellerOrders },
  order_events: { whose: `order_id IN (${ORDERS})`, rows: (d) => d.orderEvents },
  payments: { whose: `user_id = ?1 OR order_id IN (${ORDERS})`, rows: (d) => d.payments },
  refunds: { whose: `order_id IN (${ORDERS})`, rows: (d) => d.refunds },
  shipments: { whose: `order_id IN (${ORDERS})`, rows: (d) => d.shipments },
  reviews: { whose: 'user_id = ?1', rows: (d) => d.reviews },
  notifications: { whose: 'user_id = ?1', rows: (d) => d.notifications },
  email_opt_outs: { whose: 'user_id = ?1', rows: (d) => d.emailSettings.optedOut },
  email_outbox: { whose: 'user_id = ?1', rows: (d) => d.emailsSent },
  wishlist_items: { whose: 'user_id = ?1', rows: (d) => d.wishlist },
  cart_items: { whose: 'user_id = ?1', rows: (d) => d.cart },
  merchant_applications: { whose: 'user_id = ?1', rows: (d) => d.merchantApplications },
  application_documents: { whose: `application_id IN (${APPLICATIONS})`, rows: (d) => d.applicationDocuments },
  merchants: { whose: 'user_id = ?1', rows: (d) => (d.store ? [d.store] : []) },
  merchant_customers: { whose: 'user_id = ?1', rows: (d) => d.storeCustomers },
  user_sessions: { whose: 'user_id = ?1', rows: (d) => d.devices.sessions },
  account_tokens: { whose: 'user_id = ?1', rows: (d) => d.emailLinks },
  known_devices: { whose: 'user_id = ?1', rows: (d) => d.devices.knownBrowsers },
  trusted_browsers: { whose: 'user_id = ?1', rows: (d) => d.devices.trustedBrowsers },
  second_factors: { whose: 'user_id = ?1', rows: (d) => (d.secondFactor.factor ? [d.secondFactor.factor] : []) },
  recovery_codes: { whose: 'user_id = ?1', rows: (d) => d.secondFactor.recoveryCodes },
  sign_in_challenges: { whose: 'user_id = ?1', rows: (d) => d.secondFactor.pendingSignIns },
  admin_audit: { whose: 'subject_user_id = ?1', rows: (d) => d.secondFactor.resetsByAdministrator },
  login_attempts: { whose: 'email = (SELECT lower(email) FROM users WHERE id = ?1)', rows: (d) => d.failedSignIns },
};

/** Tables that name a user, an order or an application but hold no row of the person's own, and why. */
const NOT_THEIRS: Record<string, string> = {
  merchant_sales_daily: 'a merchant’s daily totals',
  ledger_entries: 'the merchants’ ledger lines: the amounts of their seller orders (the orders are above)',
  payment_events: 'the payment provider’s events, kept so that each is applied once (the payments are above)',
  seller_order_search: 'the merchants’ search index of their seller orders (its words are the orders’, above)',
  seller_order_search_rows: 'the merchants’ search index of their seller orders',
};

let db: D1Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
  const now = new Date('2026-11-25T02:00:00.000Z');
  // The demo buyer has orders, reviews, a wallet and notifications; give her one row of everything else too.
  await db.batch([
    db.prepare("INSERT INTO cart_items VALUES (?, 'fish-kerapu', 2, ?)").bind(BUYER, now.toISOString()),
    db.prepare("INSERT INTO wishlist_items VALUES (?, 'veg-sawi', ?)").bind(BUYER, now.toISOString()),
    db.prepare("INSERT INTO email_opt_outs VALUES (?, 'shipping_update')").bind(BUYER),
    db
      .prepare(
        "INSERT INTO notifications (user_id, type, link, read, created_at, code, vals) VALUES (?, 'order', NULL, 0, ?, 'order.placed', '{}')",
      )
      .bind(BUYER, now.toISOString()),
  ]);
  const token = await rememberDevice(db, BUYER, now);
  expect(token).toBeTruthy();
  const device = await db
    .prepare('SELECT token_hash FROM known_devices WHERE user_id = ?')
    .bind(BUYER)
    .first<{ token_hash: string }>();
  const secret = await beginSecondFactor(db, BUYER, now);
  await confirmSecondFactor(db, BUYER, await totpCode(secret, totpStep(now.getTime())), now);
  await trustBrowser(db, BUYER, device!.token_hash, now);
  await openSecondStep(db, BUYER, now);
  await recordSignInAttempt(db, 'buyer@labuanmarket.example', '203.0.113.7', now.toISOString(), now.toISOString());
});
afterAll(() => dispose());

describe('Download my data', () => {
  it('holds every row of the person in every table that can hold one', async () => {
    const data = await personalDataOf(db, BUYER, new Date());
    const { results: tables } = await db
      .prepare(
        `SELECT m.name AS name, group_concat(c.name, ' ') AS columns FROM sqlite_master m, pragma_table_info(m.name) c
         WHERE m.type = 'table' GROUP BY m.name ORDER BY m.name`,
      )
      .all<{ name: string; columns: string }>();
    const linked = tables
      .filter(({ columns }) =>
        columns
          .split(' ')
          .some((column) => ['user_id', 'subject_user_id', 'order_id', 'application_id', 'email'].includes(column)),
      )
      .map(({ name }) => name)
      // A merchant's own store and its customers are the person's rows too.
      .concat(['merchants', 'merchant_customers', 'users']);
    for (const table of new Set(linked)) {
      if (table in NOT_THEIRS) continue;
      const found = IN_DOWNLOAD[table];
      expect(found, `${table} can hold the person's rows: add it to the download`).toBeDefined();
      const whose = found!.whose;
      const inTable = await countRows(db, `SELECT COUNT(*) AS n FROM "${table}" WHERE ${whose}`, BUYER);
      expect(found!.rows(data), table).toHaveLength(inTable);
      if (['orders', 'reviews', 'notifications', 'order_items', 'payments', 'cart_items'].includes(table)) {
        expect(inTable, `${table} holds rows of the demo buyer`).toBeGreaterThan(0);
      }
    }
    // Each kind named in the issue is there.
    expect(data.profile).toMatchObject({ id: BUYER, email: 'buyer@labuanmarket.example' });
    expect(data.addresses.length).toBeGreaterThan(0);
    expect(data.devices.knownBrowsers).toHaveLength(1);
    expect(data.secondFactor.recoveryCodes).toHaveLength(10);
  });

  it('holds no secret: no password hash, second factor key, or code and token hashes', async () => {
    const text = JSON.stringify(await personalDataOf(db, BUYER, new Date()));
    const secrets = await db
      .prepare(
        `SELECT (SELECT password_hash FROM users WHERE id = ?1) AS password,
                (SELECT secret FROM second_factors WHERE user_id = ?1) AS secret,
                (SELECT code_hash FROM recovery_codes WHERE user_id = ?1 LIMIT 1) AS code,
                (SELECT token_hash FROM known_devices WHERE user_id = ?1 LIMIT 1) AS device,
                (SELECT token_hash FROM sign_in_challenges WHERE user_id = ?1 LIMIT 1) AS challenge`,
      )
      .bind(BUYER)
      .first<Record<string, string>>();
    for (const [name, value] of Object.entries(secrets!)) {
      expect(value, name).toBeTruthy();
      expect(text.includes(value), name).toBe(false);
    }
    expect(text).not.toContain('password_hash');
  });
});
