/**
 * Deleting an account (src/data/account-deletion.ts): every column of every table is classified here, personal or
 * not, so that a new column fails this file until someone decides what deletion does with it; after a deletion no
 * personal field of the person is left in any table, and the merchants' orders are whole.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAccount, deletedEmail, DELETED_NAME } from '../../src/data/account-deletion';
import {
  createUser,
  findCredentials,
  getUserById,
  recordSignInAttempt,
  setUserLanguage,
  updateProfile,
} from '../../src/data/accounts';
import { submitApplication } from '../../src/data/applications';
import { placeOrder } from '../../src/data/checkout';
import { countLinkRequest, sendVerification } from '../../src/data/account-tokens';
import { rememberDevice } from '../../src/data/devices';
import { ADDRESS_REMOVED, drainOutbox, type DueEmail } from '../../src/data/outbox';
import { registerSession } from '../../src/data/session-registry';
import { writeReview } from '../../src/data/reviews';
import {
  AccountRefused,
  beginSecondFactor,
  confirmSecondFactor,
  openSecondStep,
  resetSecondFactor,
} from '../../src/data/second-factor';
import { hashPassword } from '../../src/lib/password';
import { totpCode, totpStep } from '../../src/lib/second-factor';
import {
  applicationFiles,
  applicationText,
  countRows,
  demoBuyerOrder,
  DEMO_BUYER_AT_CHECKOUT,
  freshDatabase,
  objectKeys,
  priceOf,
  shippingTo,
} from './support';

/**
 * Each table's columns: `personal` ones say something about a person, `other` ones do not (keys, amounts, codes,
 * dates, product and shop data). `whose` finds the rows of the person `?1` (their email before deletion is `?2`):
 * after deletion those rows are gone (`removed`) or their personal columns hold nothing of them. A table with
 * personal columns and no `whose` says in `unlinked` why no account's rows are in it.
 */
interface Classified {
  personal?: string;
  other: string;
  whose?: string;
  removed?: true;
  unlinked?: string;
}

const ORDERS_OF = 'order_id IN (SELECT id FROM orders WHERE user_id = ?1)';
const PRODUCT_INDEX = { other: 'id block k v c0 c1 c2 c3 sz segid term pgno name description merchant_name merchant' };

const COLUMNS: Record<string, Classified> = {
  // The count of emailed links asked for: per address typed, network address or account.
  account_mail_requests: {
    personal: 'subject',
    other: 'id purpose requested_at',
    whose: "subject IN ('email:' || lower(?2), 'user:' || ?1)",
    removed: true,
  },
  account_tokens: {
    personal: 'email',
    other: 'token_hash user_id purpose created_at expires_at used_at',
    whose: 'user_id = ?1',
    removed: true,
  },
  admin_audit: { other: 'id admin_id action subject_user_id verified_by created_at' },
  application_documents: {
    personal: 'storage_key file_name',
    other: 'id application_id kind content_type size_bytes created_at',
    whose: 'application_id IN (SELECT id FROM merchant_applications WHERE user_id = ?1)',
    removed: true,
  },
  // The migrations applied, by wrangler.
  d1_migrations: { other: 'id name applied_at' },
  cart_items: { other: 'user_id product_id quantity added_at', whose: 'user_id = ?1', removed: true },
  email_opt_outs: { other: 'user_id kind', whose: 'user_id = ?1', removed: true },
  email_outbox: {
    personal: 'to_address payload last_error',
    other: 'id message_key kind user_id status attempts next_attempt_at created_at sent_at',
    whose: 'user_id = ?1',
    removed: true,
  },
  // The merchants' ledger (migration 0038): amounts per seller order and week, no one's details.
  ledger_entries: {
    other:
      'seller_order_id merchant_id order_id collected_by counted_at week_start gross_sen commission_sen refund_sen net_sen',
  },
  ledger_weeks: {
    other:
      'merchant_id week_start orders gross_sen commission_sen refunds_sen net_sen cash_orders cash_collected_sen payouts payouts_sen',
  },
  known_devices: {
    other: 'token_hash user_id failures locked_until created_at last_used_at',
    whose: 'user_id = ?1',
    removed: true,
  },
  login_attempts: { personal: 'email address', other: 'id attempted_at', whose: 'email = lower(?2)', removed: true },
  lookup_misses: {
    personal: 'address',
    other: 'id missed_at',
    unlinked: 'the network addresses of order lookups, made signed out; kept for the throttle window only',
  },
  merchant_applications: {
    personal:
      'business_name business_description business_registration_number contact_email contact_phone address_line1 address_line2 city state postal_code website id_number rejection_reason',
    other: 'id user_id status business_type id_type reviewed_by reviewed_at created_at updated_at',
    whose: 'user_id = ?1',
    removed: true,
  },
  merchant_customers: { other: 'merchant_id user_id first_order_at last_order_at orders' },
  merchant_daily_stats: { other: 'merchant_id day revenue_sen orders views' },
  merchant_filter_options: { other: 'id options' },
  // A count of orders per town and day, for the merchant's analytics: no one's address.
  merchant_location_daily: { other: 'merchant_id day location_key city state orders' },
  merchant_sales_daily: { other: 'merchant_id day placed orders cancelled revenue_sen item_sales_sen units' },
  merchant_traffic_daily: { other: 'merchant_id day source views' },
  merchants: {
    personal:
      'email phone website logo_key address_street address_city address_zip social_facebook social_twitter social_instagram social_linkedin',
    other:
      'id user_id business_name display_name description address_state address_country registration_number tax_id business_type founded_year notify_order_updates notify_low_stock notify_new_reviews notify_promotions notify_newsletter show_email show_phone show_address allow_messages auto_accept_orders require_signature allow_returns return_window processing_time primary_color accent_color storefront_theme status verification_status created_at updated_at review_count rating_total units_sold listed_products reviews_awaiting_reply',
    whose: 'user_id = ?1',
  },
  notifications: {
    other: 'id user_id type link read created_at code vals audience',
    whose: 'user_id = ?1',
    removed: true,
  },
  order_events: { other: 'id order_id seller_order_id status note created_at' },
  order_items: {
    other:
      'id order_id product_id merchant_id quantity unit_price_sen total_price_sen snapshot_name snapshot_description snapshot_image_url backordered',
  },
  orders: {
    personal: 'ship_full_name ship_email ship_phone ship_address ship_city ship_postal_code notes',
    other:
      'id user_id status currency subtotal_sen shipping_sen tax_sen total_sen ship_state ship_country idempotency_key created_at updated_at tax_label tax_rate_basis_points payment_method payment_status payment_expires_at',
    whose: 'user_id = ?1',
  },
  payments: {
    personal: 'card_last4',
    other:
      'id order_id user_id amount_sen currency method status external_transaction_id processed_at provider checkout_url payment_intent',
    whose: 'user_id = ?1',
  },
  // The provider's webhook events, each applied once: ids, types and outcomes.
  payment_events: { other: 'id type order_id outcome received_at' },
  payouts: { other: 'id merchant_id amount_sen bank_reference paid_on recorded_by created_at' },
  product_images: { other: 'id product_id storage_key content_type size_bytes position created_at picture' },
  product_sales_daily: { other: 'merchant_id day product_id orders units revenue_sen' },
  product_sales_monthly: { other: 'merchant_id month product_id orders units revenue_sen' },
  product_search: PRODUCT_INDEX,
  product_search_config: PRODUCT_INDEX,
  product_search_content: PRODUCT_INDEX,
  product_search_data: PRODUCT_INDEX,
  product_search_docsize: PRODUCT_INDEX,
  product_search_idx: PRODUCT_INDEX,
  product_search_rows: { other: 'rowid product_id' },
  product_tags: { other: 'product_id tag' },
  product_words: PRODUCT_INDEX,
  product_words_config: PRODUCT_INDEX,
  product_words_content: PRODUCT_INDEX,
  product_words_data: PRODUCT_INDEX,
  product_words_docsize: PRODUCT_INDEX,
  product_words_idx: PRODUCT_INDEX,
  products: {
    other:
      'id merchant_id name description category condition sku price_sen compare_at_sen stock track_quantity allow_backorders requires_shipping taxable weight_grams length_mm width_mm height_mm image_url status views created_at updated_at merchant_active review_count rating_total rating_x10 units_sold revenue_sen',
  },
  recovery_codes: { personal: 'code_hash', other: 'user_id used_at', whose: 'user_id = ?1', removed: true },
  refunds: {
    other:
      'id order_id seller_order_id amount_sen currency status provider_refund_id attempts last_error created_at updated_at',
  },
  // Kept, as "Deleted buyer": the rating and the text stay on the product (SECURITY.md, "Your data").
  reviews: {
    personal: 'author_name',
    other: 'id product_id merchant_id user_id rating comment created_at order_id updated_at reply replied_at',
    whose: 'user_id = ?1',
  },
  search_spelling_queue: { other: 'product_id' },
  search_spellings: { other: 'deletion_key word' },
  second_factors: {
    personal: 'secret',
    other: 'user_id enabled_at last_used_step failures locked_until created_at',
    whose: 'user_id = ?1',
    removed: true,
  },
  seller_order_counts: { other: 'merchant_id status orders total_sen' },
  // The merchants' order search: contentless, read back through MATCH below.
  seller_order_search: { personal: 'customer email', other: 'merchant ref items', unlinked: 'checked by MATCH' },
  seller_order_search_config: { other: 'k v' },
  seller_order_search_data: { other: 'id block' },
  seller_order_search_docsize: { other: 'id sz origin' },
  seller_order_search_idx: { other: 'segid term pgno' },
  seller_order_search_rows: { other: 'rowid seller_order_id' },
  seller_orders: {
    // The buyer's delivery notes, copied to each seller order.
    personal: 'notes',
    other:
      'id order_id merchant_id status subtotal_sen shipping_sen total_sen carrier tracking_number estimated_delivery_at delivered_at created_at updated_at tax_sen cash_collected_at commission_basis_points',
    whose: ORDERS_OF,
  },
  shipments: {
    other:
      'id order_id seller_order_id status name description price_sen carrier tracking_number tracking_url shipped_at estimated_delivery_at delivered_at created_at name_code description_code description_vals',
  },
  sign_in_challenges: {
    other: 'token_hash user_id attempts expires_at created_at',
    whose: 'user_id = ?1',
    removed: true,
  },
  sqlite_sequence: { other: 'name seq' },
  trusted_browsers: { other: 'token_hash user_id trusted_until', whose: 'user_id = ?1', removed: true },
  user_sessions: {
    personal: 'user_agent place',
    other: 'id_hash user_id created_at last_seen_at',
    whose: 'user_id = ?1',
    removed: true,
  },
  users: {
    personal:
      'email name full_name image_url password_hash phone date_of_birth citizenship address_line1 address_line2 city state postal_code country lang pending_email',
    other: 'id email_verified role created_at updated_at small_pictures deleted_at',
    whose: 'id = ?1',
  },
  wishlist_items: { other: 'user_id product_id added_at', whose: 'user_id = ?1', removed: true },
};

const words = (text: string | undefined) => (text ? text.split(/\s+/).filter(Boolean) : []);

async function tablesAndColumns(db: D1Database): Promise<Map<string, string[]>> {
  const { results } = await db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' ORDER BY name",
    )
    .all<{ name: string }>();
  const tables = new Map<string, string[]>();
  for (const { name } of results) {
    const columns = await db.prepare('SELECT name FROM pragma_table_info(?)').bind(name).all<{ name: string }>();
    tables.set(
      name,
      columns.results.map((column) => column.name),
    );
  }
  return tables;
}

const PERSON = {
  id: 'user-deleting-1',
  name: 'Zubaidah',
  fullName: 'Zubaidah Qistina',
  email: 'zubaidah.qistina@example.com',
  phone: '+60 19-777 4321',
  street: '17, Lorong Qistina',
  password: 'Qistina-Kuih-2026',
};
/** Strings only this person's data holds: none may be left anywhere after deletion. */
const MARKERS = ['qistina', 'zubaidah', '777 4321', 'lorong q'];

let db: D1Database;
let bucket: R2Bucket;
let dispose: () => Promise<void>;
let orderId: string;

beforeAll(async () => {
  ({ db, bucket, dispose } = await freshDatabase());
  const now = new Date('2026-11-25T02:00:00.000Z');
  await createUser(db, {
    id: PERSON.id,
    name: PERSON.name,
    email: PERSON.email,
    passwordHash: await hashPassword(PERSON.password),
    now: now.toISOString(),
  });
  await updateProfile(
    db,
    PERSON.id,
    {
      name: PERSON.name,
      fullName: PERSON.fullName,
      email: PERSON.email,
      phone: PERSON.phone,
      dateOfBirth: '1991-04-09',
      citizenship: 'Malaysian',
      addressLine1: PERSON.street,
      addressLine2: 'Taman Qistina',
      city: 'Labuan',
      state: 'Labuan',
      postalCode: '87000',
      country: 'Malaysia',
    },
    now.toISOString(),
  );
  // An order through the real checkout: items, payment, seller order, events, the confirmation email.
  const shipping = {
    ...shippingTo(PERSON.fullName, PERSON.email, PERSON.phone, PERSON.street),
    notes: 'Ask for Qistina',
  };
  const placed = await placeOrder(
    db,
    demoBuyerOrder(
      { ...DEMO_BUYER_AT_CHECKOUT, buyerName: PERSON.fullName, shipping },
      [{ productId: 'veg-kangkung', quantity: 2 }],
      await priceOf(db, 'veg-kangkung'),
      { userId: PERSON.id, now },
    ),
  );
  orderId = placed.orderId;
  // Delivered, then reviewed.
  await db.prepare("UPDATE seller_orders SET status = 'completed' WHERE order_id = ?").bind(orderId).run();
  await writeReview(db, {
    userId: PERSON.id,
    orderId,
    productId: 'veg-kangkung',
    rating: 5,
    comment: 'Fresh and crisp.',
    now: now.toISOString(),
  });
  await db.batch([
    db.prepare("INSERT INTO cart_items VALUES (?, 'fish-kerapu', 1, ?)").bind(PERSON.id, now.toISOString()),
    db.prepare("INSERT INTO wishlist_items VALUES (?, 'veg-kangkung', ?)").bind(PERSON.id, now.toISOString()),
    db.prepare("INSERT INTO email_opt_outs VALUES (?, 'shipping_update')").bind(PERSON.id),
    db
      .prepare(
        "INSERT INTO notifications (user_id, type, link, read, created_at, code, vals) VALUES (?, 'order', NULL, 0, ?, 'order.placed', '{}')",
      )
      .bind(PERSON.id, now.toISOString()),
  ]);
  await submitApplication(db, bucket, {
    userId: PERSON.id,
    text: applicationText({
      businessName: 'Kuih Qistina',
      contactEmail: PERSON.email,
      contactPhone: PERSON.phone,
      addressLine1: PERSON.street,
    }),
    files: applicationFiles(),
    now: now.toISOString(),
  });
  await rememberDevice(db, PERSON.id, now);
  await recordSignInAttempt(db, PERSON.email, '203.0.113.9', now.toISOString(), now.toISOString());
  // A second factor, reset once by the administrator, then set up again; a sign-in waiting for its code.
  for (const round of [0, 1]) {
    const secret = await beginSecondFactor(db, PERSON.id, now);
    await confirmSecondFactor(db, PERSON.id, await totpCode(secret, totpStep(now.getTime())), now);
    if (round === 0) {
      await resetSecondFactor(db, { adminId: 'user-admin', email: PERSON.email, verifiedBy: 'idDocument', now });
    }
  }
  await openSecondStep(db, PERSON.id, now);
  // A signed-in session on the devices list, a verification link sent and its request counted.
  await registerSession(
    db,
    {
      idHash: 'a'.repeat(64),
      replaces: null,
      userId: PERSON.id,
      device: { userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile', place: 'Labuan, MY' },
    },
    now.toISOString(),
  );
  const person = await getUserById(db, PERSON.id);
  await countLinkRequest(db, 'verify_email', [`user:${PERSON.id}`, `email:${PERSON.email}`], now, 60);
  await sendVerification(db, person!, PERSON.email, false, now);
});
afterAll(() => dispose());

describe('the columns of every table', () => {
  it('are each classified as personal or not, and the classification names no column that is gone', async () => {
    const tables = await tablesAndColumns(db);
    expect([...tables.keys()].sort()).toEqual(Object.keys(COLUMNS).sort());
    for (const [table, columns] of tables) {
      const classified = COLUMNS[table]!;
      const named = [...words(classified.personal), ...words(classified.other)];
      const unclassified = columns.filter((column) => !named.includes(column));
      expect(unclassified, `${table}: classify these columns in tests/integration/account-deletion.test.ts`).toEqual(
        [],
      );
      if (table.startsWith('product_search') || table.startsWith('product_words')) continue;
      expect(named.filter((column) => !columns.includes(column)).sort(), `${table}: no such columns`).toEqual([]);
      if (classified.personal) {
        expect(Boolean(classified.whose || classified.unlinked), `${table}: whose rows are whose?`).toBe(true);
      }
    }
  });
});

describe('deleting an account', () => {
  it('leaves no personal field of the person in any table, and keeps the merchants’ orders whole', async () => {
    const tables = await tablesAndColumns(db);
    // The markers are there before: the scan below can see them.
    expect(await countRows(db, "SELECT COUNT(*) AS n FROM orders WHERE ship_full_name LIKE '%qistina%'")).toBe(1);
    expect(
      await countRows(
        db,
        'SELECT COUNT(*) AS n FROM seller_order_search WHERE seller_order_search MATCH ?',
        '"qistina"',
      ),
    ).toBe(1);
    expect(await objectKeys(bucket, 'applications/')).not.toEqual([]);

    const order = await db.prepare('SELECT * FROM orders WHERE id = ?').bind(orderId).first<Record<string, unknown>>();
    const kept = async () => ({
      items: (await db.prepare('SELECT * FROM order_items WHERE order_id = ? ORDER BY id').bind(orderId).all()).results,
      sellerOrders: (
        await db
          .prepare(
            'SELECT id, merchant_id, status, subtotal_sen, shipping_sen, tax_sen, total_sen, commission_basis_points FROM seller_orders WHERE order_id = ?',
          )
          .bind(orderId)
          .all()
      ).results,
      payments: (
        await db
          .prepare('SELECT id, amount_sen, method, status, external_transaction_id FROM payments WHERE order_id = ?')
          .bind(orderId)
          .all()
      ).results,
      events: (await db.prepare('SELECT * FROM order_events WHERE order_id = ? ORDER BY id').bind(orderId).all())
        .results,
      shipments: (await db.prepare('SELECT * FROM shipments WHERE order_id = ?').bind(orderId).all()).results,
      review: await db
        .prepare('SELECT id, rating, comment, product_id FROM reviews WHERE user_id = ?')
        .bind(PERSON.id)
        .first(),
      counters: await db
        .prepare("SELECT review_count, rating_total, units_sold FROM products WHERE id = 'veg-kangkung'")
        .first(),
    });
    const before = await kept();
    expect(before.items.length).toBeGreaterThan(0);
    expect(before.review).not.toBeNull();

    // The person reads Bahasa Malaysia: the message of the deletion is said in it, though the account is gone.
    await setUserLanguage(db, PERSON.id, 'ms');
    await deleteAccount(db, bucket, PERSON.id, new Date('2026-11-26T00:00:00.000Z'));

    // The merchants' side of the order is whole: items, amounts, statuses, payment, events, review and counters.
    expect(await kept()).toEqual(before);
    const after = await db.prepare('SELECT * FROM orders WHERE id = ?').bind(orderId).first<Record<string, unknown>>();
    for (const column of words(COLUMNS.orders!.other).filter((c) => c !== 'updated_at')) {
      expect(after![column], `orders.${column}`).toEqual(order![column]);
    }
    expect(after!.ship_full_name).toBe(DELETED_NAME);

    // One message is told of the deletion, to the address the account had, with no user (so the deletion's own
    // removal of the person's outbox keeps it) and nothing else of them. Its address is the one personal detail
    // left, and only until it is sent: the drain puts a name that reaches no one in its place then.
    const farewell = () =>
      db
        .prepare(
          "SELECT user_id, to_address, payload, status, attempts FROM email_outbox WHERE kind = 'account_deleted'",
        )
        .all<{
          user_id: string | null;
          to_address: string;
          payload: string;
          status: string;
          attempts: number;
        }>();
    expect((await farewell()).results).toEqual([
      {
        user_id: null,
        to_address: PERSON.email,
        payload: JSON.stringify({
          kind: 'account_deleted',
          at: '2026-11-26T00:00:00.000Z',
          lang: 'ms',
        }),
        status: 'pending',
        attempts: 0,
      },
    ]);
    const sent: DueEmail[] = [];
    const drainAt = new Date('2026-11-26T00:01:00.000Z');
    while (
      (
        await drainOutbox(db, async (m) => void sent.push(m), {
          now: drainAt,
          limit: 100,
        })
      ).sent > 0
    );
    expect(sent.filter((m) => m.payload.kind === 'account_deleted')).toEqual([
      {
        to: PERSON.email,
        payload: {
          kind: 'account_deleted',
          at: '2026-11-26T00:00:00.000Z',
          lang: 'ms',
        },
        lang: 'ms',
      },
    ]);
    expect((await farewell()).results).toEqual([
      {
        user_id: null,
        to_address: ADDRESS_REMOVED,
        payload: JSON.stringify({
          kind: 'account_deleted',
          at: '2026-11-26T00:00:00.000Z',
          lang: 'ms',
        }),
        status: 'sent',
        attempts: 1,
      },
    ]);

    // No marker in any column of any table, and none in the merchants' order search.
    const anyMarker = MARKERS.map((_, i) => `LIKE ?${i + 1}`);
    for (const [table, columns] of tables) {
      const counts = await db.batch(
        columns.map((column) =>
          db
            .prepare(
              `SELECT COUNT(*) AS n FROM "${table}" WHERE ${anyMarker.map((like) => `CAST("${column}" AS TEXT) ${like}`).join(' OR ')}`,
            )
            .bind(...MARKERS.map((marker) => `%${marker}%`)),
        ),
      );
      const holding = columns.filter((_, i) => (counts[i]!.results[0] as { n: number }).n > 0);
      expect(holding, `${table}: columns holding a personal detail of the deleted person`).toEqual([]);
    }
    for (const marker of ['"qistina"', '"zubaidah"']) {
      expect(
        await countRows(db, 'SELECT COUNT(*) AS n FROM seller_order_search WHERE seller_order_search MATCH ?', marker),
      ).toBe(0);
    }

    // Each table's rows of the person: gone, or their personal columns hold nothing of them.
    for (const [table, classified] of Object.entries(COLUMNS)) {
      if (!classified.whose) continue;
      const { results } = await db
        .prepare(`SELECT * FROM "${table}" WHERE ${classified.whose}`)
        .bind(...(classified.whose.includes('?2') ? [PERSON.id, PERSON.email] : [PERSON.id]))
        .all<Record<string, unknown>>();
      if (classified.removed) {
        expect(results, `${table} keeps rows of the person`).toEqual([]);
        continue;
      }
      for (const row of results) {
        for (const column of words(classified.personal)) {
          expect([null, '', DELETED_NAME, deletedEmail(PERSON.id)], `${table}.${column}`).toContain(row[column]);
        }
      }
    }

    // The documents' files are gone from storage, and nobody can sign in as the person or keep a session of theirs.
    expect(await objectKeys(bucket, 'applications/')).toEqual([]);
    expect(await getUserById(db, PERSON.id)).toBeNull();
    expect(await findCredentials(db, PERSON.email)).toBeNull();
    expect(await findCredentials(db, deletedEmail(PERSON.id))).toBeNull();
    // The administrator's audit of the reset stays, with no personal detail.
    expect(await countRows(db, 'SELECT COUNT(*) AS n FROM admin_audit WHERE subject_user_id = ?', PERSON.id)).toBe(1);
  });

  it('refuses a merchant whose store has open orders, with their count, and changes nothing', async () => {
    const open = await countRows(
      db,
      "SELECT COUNT(*) AS n FROM seller_orders WHERE merchant_id = 'kebun-hijau' AND status NOT IN ('completed', 'cancelled')",
    );
    expect(open).toBeGreaterThan(0);
    const user = await db.prepare("SELECT * FROM users WHERE id = 'user-merchant-demo'").first();
    const error = await deleteAccount(db, bucket, 'user-merchant-demo', new Date()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccountRefused);
    expect((error as AccountRefused).refusal).toEqual({ code: 'account.openOrders', values: { count: open } });
    expect(await db.prepare("SELECT * FROM users WHERE id = 'user-merchant-demo'").first()).toEqual(user);
  });
});
