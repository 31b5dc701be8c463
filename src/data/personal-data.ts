/**
 * "Download my data" (SECURITY.md, "Your data"): every row the shop holds of one person, as JSON, read in one
 * batch. Secrets are left out but their existence is not: the password hash, the second factor's key, recovery
 * code and device token hashes are never written here (a download is not a way to copy them).
 * tests/integration/personal-data.test.ts checks that every table with a row of the person is in it.
 */

type Row = Record<string, unknown>;

export interface PersonalData {
  exportedAt: string;
  profile: Row | null;
  addresses: Row[];
  orders: Row[];
  orderItems: Row[];
  sellerOrders: Row[];
  orderEvents: Row[];
  payments: Row[];
  refunds: Row[];
  shipments: Row[];
  reviews: Row[];
  notifications: Row[];
  emailSettings: { optedOut: Row[] };
  emailsSent: Row[];
  wishlist: Row[];
  cart: Row[];
  payouts: Row[];
  merchantApplications: Row[];
  applicationDocuments: Row[];
  store: Row | null;
  storeCustomers: Row[];
  devices: { sessions: Row[]; knownBrowsers: Row[]; trustedBrowsers: Row[] };
  emailLinks: Row[];
  secondFactor: { factor: Row | null; recoveryCodes: Row[]; pendingSignIns: Row[]; resetsByAdministrator: Row[] };
  failedSignIns: Row[];
}

const ORDERS_OF = 'SELECT id FROM orders WHERE user_id = ?1';

export async function personalDataOf(db: Database, userId: string, now: Date): Promise<PersonalData> {
  const queries = {
    profile: `SELECT id, email, name, full_name, image_url, email_verified, role, phone, date_of_birth, citizenship,
        address_line1, address_line2, city, state, postal_code, country, lang, small_pictures, pending_email, created_at, updated_at
      FROM users WHERE id = ?1`,
    orders: 'SELECT * FROM orders WHERE user_id = ?1 ORDER BY created_at',
    orderItems: `SELECT * FROM order_items WHERE order_id IN (${ORDERS_OF}) ORDER BY order_id, id`,
    sellerOrders: `SELECT * FROM seller_orders WHERE order_id IN (${ORDERS_OF}) ORDER BY order_id, id`,
    orderEvents: `SELECT * FROM order_events WHERE order_id IN (${ORDERS_OF}) ORDER BY order_id, created_at, id`,
    payments: `SELECT * FROM payments WHERE user_id = ?1 OR order_id IN (${ORDERS_OF}) ORDER BY processed_at`,
    refunds: `SELECT * FROM refunds WHERE order_id IN (${ORDERS_OF}) ORDER BY created_at`,
    shipments: `SELECT * FROM shipments WHERE order_id IN (${ORDERS_OF}) ORDER BY created_at`,
    reviews: 'SELECT * FROM reviews WHERE user_id = ?1 ORDER BY created_at',
    notifications: 'SELECT * FROM notifications WHERE user_id = ?1 ORDER BY created_at, id',
    optedOut: 'SELECT kind FROM email_opt_outs WHERE user_id = ?1 ORDER BY kind',
    emailsSent: `SELECT id, kind, to_address, payload, status, attempts, created_at, sent_at FROM email_outbox
      WHERE user_id = ?1 ORDER BY created_at, id`,
    wishlist: 'SELECT product_id, added_at FROM wishlist_items WHERE user_id = ?1 ORDER BY added_at',
    cart: 'SELECT product_id, quantity, added_at FROM cart_items WHERE user_id = ?1 ORDER BY added_at',
    payouts:
      'SELECT * FROM payouts WHERE merchant_id IN (SELECT id FROM merchants WHERE user_id = ?1) ORDER BY paid_on',
    merchantApplications: 'SELECT * FROM merchant_applications WHERE user_id = ?1 ORDER BY created_at',
    applicationDocuments: `SELECT id, application_id, kind, file_name, content_type, size_bytes, created_at
      FROM application_documents WHERE application_id IN (SELECT id FROM merchant_applications WHERE user_id = ?1)`,
    store: 'SELECT * FROM merchants WHERE user_id = ?1',
    storeCustomers:
      'SELECT merchant_id, first_order_at, last_order_at, orders FROM merchant_customers WHERE user_id = ?1',
    // Each signed-in session as "Your devices" lists it (its id's hash is left out: it names a live session).
    sessions: `SELECT user_agent, place, created_at, last_seen_at FROM user_sessions WHERE user_id = ?1
      ORDER BY created_at`,
    // The links emailed to the person (a reset, a verification); the tokens' hashes are left out.
    emailLinks: `SELECT purpose, email, created_at, expires_at, used_at FROM account_tokens WHERE user_id = ?1
      ORDER BY created_at`,
    // Where each browser signed in from is not kept; when it was first and last used is.
    knownBrowsers: `SELECT failures, locked_until, created_at, last_used_at FROM known_devices WHERE user_id = ?1
      ORDER BY created_at`,
    trustedBrowsers: 'SELECT trusted_until FROM trusted_browsers WHERE user_id = ?1 ORDER BY trusted_until',
    factor: `SELECT enabled_at IS NOT NULL AS enabled, enabled_at, created_at, failures, locked_until
      FROM second_factors WHERE user_id = ?1`,
    recoveryCodes: 'SELECT used_at FROM recovery_codes WHERE user_id = ?1 ORDER BY used_at',
    pendingSignIns: 'SELECT created_at, expires_at, attempts FROM sign_in_challenges WHERE user_id = ?1',
    resetsByAdministrator: `SELECT action, verified_by, created_at FROM admin_audit WHERE subject_user_id = ?1
      ORDER BY created_at`,
    failedSignIns: `SELECT attempted_at FROM login_attempts
      WHERE email = (SELECT lower(email) FROM users WHERE id = ?1) ORDER BY attempted_at`,
  } as const;
  const names = Object.keys(queries) as (keyof typeof queries)[];
  const answers = await db.batch(names.map((name) => db.prepare(queries[name]).bind(userId)));
  const rows = Object.fromEntries(names.map((name, i) => [name, (answers[i]!.results ?? []) as Row[]])) as Record<
    keyof typeof queries,
    Row[]
  >;
  const profile = rows.profile[0] ?? null;
  return {
    exportedAt: now.toISOString(),
    profile,
    // The profile's address, then each distinct address orders were delivered to.
    addresses: addressesOf(profile, rows.orders),
    orders: rows.orders,
    orderItems: rows.orderItems,
    sellerOrders: rows.sellerOrders,
    orderEvents: rows.orderEvents,
    payments: rows.payments,
    refunds: rows.refunds,
    shipments: rows.shipments,
    reviews: rows.reviews,
    notifications: rows.notifications,
    emailSettings: { optedOut: rows.optedOut },
    emailsSent: rows.emailsSent,
    wishlist: rows.wishlist,
    cart: rows.cart,
    payouts: rows.payouts,
    merchantApplications: rows.merchantApplications,
    applicationDocuments: rows.applicationDocuments,
    store: rows.store[0] ?? null,
    storeCustomers: rows.storeCustomers,
    devices: { sessions: rows.sessions, knownBrowsers: rows.knownBrowsers, trustedBrowsers: rows.trustedBrowsers },
    emailLinks: rows.emailLinks,
    secondFactor: {
      factor: rows.factor[0] ?? null,
      recoveryCodes: rows.recoveryCodes,
      pendingSignIns: rows.pendingSignIns,
      resetsByAdministrator: rows.resetsByAdministrator,
    },
    failedSignIns: rows.failedSignIns,
  };
}

function addressesOf(profile: Row | null, orders: Row[]): Row[] {
  const addresses: Row[] = [];
  const seen = new Set<string>();
  const add = (address: Row) => {
    const key = JSON.stringify(address);
    if (seen.has(key) || Object.values(address).every((value) => !value)) return;
    seen.add(key);
    addresses.push(address);
  };
  if (profile) {
    add({
      source: 'profile',
      line1: profile.address_line1,
      line2: profile.address_line2,
      city: profile.city,
      state: profile.state,
      postalCode: profile.postal_code,
      country: profile.country,
    });
  }
  for (const order of orders) {
    add({
      source: 'delivery',
      name: order.ship_full_name,
      phone: order.ship_phone,
      line1: order.ship_address,
      city: order.ship_city,
      state: order.ship_state,
      postalCode: order.ship_postal_code,
      country: order.ship_country,
    });
  }
  return addresses;
}
