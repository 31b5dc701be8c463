/**
 * Loads the demo data into an empty database, in one batch: either all of it is there or none.
 */
import { trackingUrlFor } from '../../lib/carriers';
import { hashPassword, NO_PASSWORD } from '../../lib/password';
import { checkoutTotals, DEFAULT_TAX_RULE, splitShipping } from '../../lib/pricing';
import { insertStatements, type Row } from '../sql';
import { DEMO_MERCHANTS, DEMO_PRODUCTS, DEMO_REVIEWS } from './catalogue';
import type { BuyerStatus, SellerStatus } from '../../lib/orders';
import { DEMO_ORDERS, type DemoOrder } from './orders';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_USERS } from './people';
import type { TrafficSource } from '../../lib/traffic';
import { DAY_MS, shopDay } from '../../lib/dates';
import { noticeColumns, type Notice } from '../../lib/notices';

const HOUR_MS = 3_600_000;

/** Statuses an order passes through before reaching `status`, in order. */
const BUYER_PATH: Record<BuyerStatus, BuyerStatus[]> = {
  pending: ['pending'],
  confirmed: ['pending', 'confirmed'],
  processing: ['pending', 'confirmed', 'processing'],
  shipped: ['pending', 'confirmed', 'processing', 'shipped'],
  delivered: ['pending', 'confirmed', 'processing', 'shipped', 'delivered'],
  cancelled: ['pending', 'cancelled'],
};
const SELLER_PATH: Record<SellerStatus, SellerStatus[]> = {
  pending: ['pending'],
  processing: ['pending', 'processing'],
  shipped: ['pending', 'processing', 'shipped'],
  completed: ['pending', 'processing', 'shipped', 'completed'],
  cancelled: ['pending', 'cancelled'],
};
/** Hours after the order was placed at which each status was reached, in the demo history. */
const STATUS_OFFSET_HOURS: Record<string, number> = {
  pending: 0,
  confirmed: 0.5,
  processing: 2,
  shipped: 20,
  completed: 60,
  delivered: 60,
  cancelled: 3,
};

/** A small deterministic generator, so that the seeded history is the same on every machine. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SeedOptions {
  now?: Date;
  /** Days of analytics history to generate per merchant. */
  historyDays?: number;
}

/** Seeds an empty database; returns false, changing nothing, when it already holds users. */
export async function seedDemo(db: Database, options: SeedOptions = {}): Promise<boolean> {
  const existing = await db.prepare('SELECT COUNT(*) AS n FROM users').first<{ n: number }>();
  if ((existing?.n ?? 0) > 0) return false;

  const now = options.now ?? new Date();
  const at = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();
  const daysAgo = (days: number) => at(days * DAY_MS);

  const users: Row[] = [];
  for (const user of DEMO_USERS) {
    const created = daysAgo(user.joinedDaysAgo);
    users.push({
      id: user.id,
      email: user.email,
      name: user.name,
      full_name: user.fullName,
      email_verified: user.password ? 1 : 0,
      role: user.role,
      password_hash: user.password ? await hashPassword(user.password) : NO_PASSWORD,
      phone: user.phone ?? null,
      address_line1: user.addressLine1 ?? null,
      city: user.city ?? null,
      state: user.state ?? null,
      postal_code: user.postalCode ?? null,
      country: user.city ? 'Malaysia' : null,
      citizenship: user.city ? 'Malaysian' : null,
      created_at: created,
      updated_at: created,
    });
  }

  const merchants: Row[] = DEMO_MERCHANTS.map((m) => ({
    id: m.id,
    user_id: m.userId,
    business_name: m.businessName,
    display_name: m.displayName,
    description: m.description,
    email: m.email,
    phone: m.phone,
    address_street: m.street,
    address_city: m.city,
    address_state: 'Labuan',
    address_zip: m.postalCode,
    address_country: 'Malaysia',
    registration_number: m.registrationNumber,
    business_type: m.businessType,
    founded_year: m.foundedYear,
    primary_color: m.primaryColor,
    accent_color: m.accentColor,
    created_at: daysAgo(m.joinedDaysAgo),
    updated_at: daysAgo(m.joinedDaysAgo),
  }));

  const products: Row[] = DEMO_PRODUCTS.map((p) => ({
    id: p.id,
    merchant_id: p.merchantId,
    name: p.name,
    description: p.description,
    category: p.category,
    sku: `SKU-${p.id}`,
    price_sen: p.priceSen,
    compare_at_sen: p.compareAtSen ?? null,
    stock: p.stock,
    weight_grams: p.weightGrams,
    length_mm: p.dimensionsCm[0] * 10,
    width_mm: p.dimensionsCm[1] * 10,
    height_mm: p.dimensionsCm[2] * 10,
    image_url: `/products/${p.id}.svg`,
    // Listed: the database makes a product with none left out of stock (migrations/0007).
    status: 'active',
    views: 40 + ((p.priceSen * 7 + p.stock * 13) % 400),
    created_at: daysAgo(p.createdDaysAgo),
    updated_at: daysAgo(p.createdDaysAgo),
  }));
  const tags: Row[] = DEMO_PRODUCTS.flatMap((p) => p.tags.map((tag) => ({ product_id: p.id, tag })));
  const productById = new Map(DEMO_PRODUCTS.map((p) => [p.id, p]));

  // Reviews name their order since migrations/0013; a database seeded before it (as the tests of older
  // migrations do) has no such column yet.
  const namesOrders = Boolean(
    await db.prepare("SELECT 1 AS yes FROM pragma_table_info('reviews') WHERE name = 'order_id'").first(),
  );
  const reviews: Row[] = DEMO_REVIEWS.map((r, i) => {
    const reviewer = purchaseBehind(r);
    return {
      id: `review-${i + 1}`,
      product_id: r.productId,
      merchant_id: productById.get(r.productId)!.merchantId,
      user_id: reviewer.id,
      ...(namesOrders ? { order_id: r.orderId } : {}),
      author_name: r.author,
      rating: r.rating,
      comment: r.comment,
      created_at: daysAgo(r.daysAgo),
    };
  });

  const orderRows = DEMO_ORDERS.map((order) => orderRowsFor(order, productById, now));

  // Shipments' services are codes and values since migrations/0029; an older database gets them unnamed.
  const codedServices = Boolean(
    await db.prepare("SELECT 1 AS yes FROM pragma_table_info('shipments') WHERE name = 'name_code'").first(),
  );

  const history = merchantHistory(now, options.historyDays ?? 400);
  // A database seeded before migrations/0010 (the tests of older migrations do it) has no traffic table yet;
  // its views are then the history's alone, which the analytics read the same way.
  const tracksTraffic = Boolean(
    await db
      .prepare("SELECT 1 AS yes FROM sqlite_master WHERE type = 'table' AND name = 'merchant_traffic_daily'")
      .first(),
  );

  // Notifications keep a code and its values since migrations/0019, and only those since 0028: a database seeded
  // between the two gets its English columns empty (0028 drops them), and one older than 0019 no demo notices, as
  // nothing here says them in English.
  const hasSecondFactors = Boolean(
    await db.prepare("SELECT 1 AS yes FROM sqlite_master WHERE type = 'table' AND name = 'second_factors'").first(),
  );
  const codesNotices = Boolean(
    await db.prepare("SELECT 1 AS yes FROM pragma_table_info('notifications') WHERE name = 'code'").first(),
  );
  const englishColumns = Boolean(
    await db.prepare("SELECT 1 AS yes FROM pragma_table_info('notifications') WHERE name = 'title'").first(),
  );
  // Each bell's notices since migrations/0024; before it, that migration sorts the rows itself.
  const audiences = Boolean(
    await db.prepare("SELECT 1 AS yes FROM pragma_table_info('notifications') WHERE name = 'audience'").first(),
  );
  const noticeRow = (notice: Notice): Row => {
    const { code, vals, audience } = noticeColumns(notice);
    return { code, vals, ...(englishColumns ? { title: '', message: '' } : {}), ...(audiences ? { audience } : {}) };
  };
  const notifications: Row[] = [
    {
      user_id: 'user-merchant-demo',
      type: 'order',
      ...noticeRow({ code: 'newOrder', values: { buyer: 'Nurul Huda', units: 3, sellerOrderId: 'ORD-001' } }),
      link: '/seller/orders/ORD-001',
      read: 0,
      created_at: at(2 * HOUR_MS),
    },
    {
      user_id: 'user-merchant-demo',
      type: 'stock',
      ...noticeRow({ code: 'lowStock', values: { product: productById.get('veg-terung')!.name, left: 7 } }),
      link: '/seller/products/veg-terung',
      read: 0,
      created_at: at(5 * HOUR_MS),
    },
    {
      user_id: 'user-merchant-demo',
      type: 'review',
      ...noticeRow({
        code: 'newReview',
        values: { author: 'Rajesh Kumar', product: productById.get('veg-cili')!.name, rating: 5 },
      }),
      link: '/product/veg-cili',
      read: 1,
      created_at: daysAgo(2),
    },
  ];

  await db.batch([
    ...insertStatements(db, 'users', users),
    ...insertStatements(db, 'merchants', merchants),
    ...insertStatements(db, 'products', products),
    ...insertStatements(db, 'product_tags', tags),
    ...insertStatements(
      db,
      'orders',
      orderRows.map((o) => o.order),
    ),
    ...insertStatements(
      db,
      'order_items',
      orderRows.flatMap((o) => o.items),
    ),
    ...insertStatements(
      db,
      'seller_orders',
      orderRows.flatMap((o) => o.sellerOrders),
    ),
    ...insertStatements(
      db,
      'order_events',
      orderRows.flatMap((o) => o.events),
    ),
    ...insertStatements(
      db,
      'payments',
      orderRows.map((o) => o.payment),
    ),
    ...insertStatements(
      db,
      'shipments',
      orderRows
        .flatMap((o) => o.shipments)
        // A service is a code since migrations/0029; an older database gets the shipment unnamed.
        .map((row) =>
          codedServices
            ? row
            : Object.fromEntries(Object.entries(row).filter(([column]) => !/_(code|vals)$/.test(column))),
        ),
    ),
    // After the orders: each review refers to the order it was bought in.
    ...insertStatements(db, 'reviews', reviews),
    ...(codesNotices ? insertStatements(db, 'notifications', notifications) : []),
    ...insertStatements(db, 'merchant_daily_stats', history),
    ...(tracksTraffic ? trafficFromHistory(db) : []),
    ...(hasSecondFactors ? adminSecondFactor(db, daysAgo(1)) : []),
  ]);
  return true;
}

/**
 * The reviewer of a demo review, after checking that the review comes from a purchase: its order is the
 * reviewer's, holds the product and was delivered before the review was written. Wrong demo data stops the seed.
 */
function purchaseBehind(review: (typeof DEMO_REVIEWS)[number]): (typeof DEMO_USERS)[number] {
  const reviewer = DEMO_USERS.find((u) => u.fullName === review.author);
  const order = DEMO_ORDERS.find((o) => o.id === review.orderId);
  const delivered = order?.shipment?.deliveredDaysAgo;
  if (
    !reviewer ||
    !order ||
    order.userId !== reviewer.id ||
    order.status !== 'delivered' ||
    !order.items.some((item) => item.productId === review.productId) ||
    delivered === undefined ||
    delivered <= review.daysAgo
  ) {
    throw new Error(`The demo review of ${review.productId} by ${review.author} has no delivered order of theirs.`);
  }
  return reviewer;
}

function orderRowsFor(order: DemoOrder, productById: Map<string, (typeof DEMO_PRODUCTS)[number]>, now: Date) {
  const placed = now.getTime() - order.placedDaysAgo * 86_400_000 - 3 * HOUR_MS;
  const iso = (ms: number) => new Date(Math.min(ms, now.getTime())).toISOString();
  const customer = DEMO_USERS.find((u) => u.id === order.userId)!;

  const items = order.items.map((item, i) => {
    const product = productById.get(item.productId)!;
    return {
      id: `${order.id}-item-${i + 1}`,
      order_id: order.id,
      product_id: product.id,
      merchant_id: product.merchantId,
      quantity: item.quantity,
      unit_price_sen: product.priceSen,
      total_price_sen: product.priceSen * item.quantity,
      snapshot_name: product.name,
      snapshot_description: product.description,
      snapshot_image_url: `/products/${product.id}.svg`,
    };
  });
  const totals = checkoutTotals(
    items.reduce((sum, item) => sum + item.total_price_sen, 0),
    DEFAULT_TAX_RULE,
  );
  // When each status was reached: the shipment's own dates where there is one, so events and shipment agree.
  const shipment = order.shipment;
  const statusAt = (status: string): string => {
    if (status === 'shipped' && shipment) return iso(now.getTime() - shipment.shippedDaysAgo * 86_400_000);
    if ((status === 'delivered' || status === 'completed') && shipment?.deliveredDaysAgo !== undefined) {
      return iso(now.getTime() - shipment.deliveredDaysAgo * 86_400_000);
    }
    return iso(placed + STATUS_OFFSET_HOURS[status]! * HOUR_MS);
  };
  const shippingShares = splitShipping(totals.shippingSen, order.sellerOrders.length);
  const lastStatusAt = statusAt(order.status);

  const sellerOrders = order.sellerOrders.map((so, i) => {
    const subtotal = items
      .filter((item) => item.merchant_id === so.merchantId)
      .reduce((s, it) => s + it.total_price_sen, 0);
    return {
      id: so.id,
      order_id: order.id,
      merchant_id: so.merchantId,
      status: so.status,
      subtotal_sen: subtotal,
      shipping_sen: shippingShares[i]!,
      total_sen: subtotal + shippingShares[i]!,
      carrier: order.shipment?.carrier ?? null,
      tracking_number: order.shipment?.trackingNumber ?? null,
      notes: so.notes ?? '',
      estimated_delivery_at: order.shipment ? iso(placed + 4 * 86_400_000) : null,
      delivered_at:
        order.shipment?.deliveredDaysAgo !== undefined
          ? iso(now.getTime() - order.shipment.deliveredDaysAgo * 86_400_000)
          : null,
      created_at: iso(placed),
      updated_at: statusAt(so.status),
    };
  });

  const events: Row[] = BUYER_PATH[order.status].map((status) => ({
    order_id: order.id,
    seller_order_id: null,
    status,
    note: '',
    created_at: statusAt(status),
  }));
  for (const so of order.sellerOrders) {
    for (const status of SELLER_PATH[so.status]) {
      events.push({
        order_id: order.id,
        seller_order_id: so.id,
        status,
        note: status === 'cancelled' ? (so.notes ?? '') : '',
        created_at: statusAt(status),
      });
    }
  }

  const shipments: Row[] = order.shipment
    ? [
        {
          id: `${order.id}-shipment`,
          order_id: order.id,
          seller_order_id: null,
          status: order.shipment.status,
          name: '',
          name_code: 'standard',
          description: '',
          description_code: 'islandWide',
          description_vals: '{}',
          price_sen: totals.shippingSen,
          carrier: order.shipment.carrier,
          tracking_number: order.shipment.trackingNumber,
          tracking_url: trackingUrlFor(order.shipment.carrier, order.shipment.trackingNumber),
          shipped_at: iso(now.getTime() - order.shipment.shippedDaysAgo * 86_400_000),
          estimated_delivery_at: iso(placed + 4 * 86_400_000),
          delivered_at:
            order.shipment.deliveredDaysAgo !== undefined
              ? iso(now.getTime() - order.shipment.deliveredDaysAgo * 86_400_000)
              : null,
          created_at: iso(now.getTime() - order.shipment.shippedDaysAgo * 86_400_000),
        },
      ]
    : [];

  return {
    order: {
      id: order.id,
      user_id: order.userId,
      status: order.status,
      currency: 'MYR',
      subtotal_sen: totals.subtotalSen,
      shipping_sen: totals.shippingSen,
      tax_sen: totals.taxSen,
      total_sen: totals.totalSen,
      ship_full_name: customer.fullName,
      ship_email: customer.email,
      ship_phone: customer.phone ?? '',
      ship_address: customer.addressLine1 ?? '',
      ship_city: customer.city ?? 'Labuan',
      ship_state: 'Labuan',
      ship_postal_code: customer.postalCode ?? '87000',
      ship_country: 'Malaysia',
      notes: '',
      idempotency_key: null,
      created_at: iso(placed),
      updated_at: lastStatusAt,
    } satisfies Row,
    items,
    sellerOrders,
    events,
    payment: {
      id: `${order.id}-payment`,
      order_id: order.id,
      user_id: order.userId,
      amount_sen: totals.totalSen,
      currency: 'MYR',
      method: order.paymentMethod,
      card_last4: order.cardLast4 ?? null,
      status: order.status === 'cancelled' ? 'refunded' : 'completed',
      external_transaction_id: `TXN-${order.id.slice(-9)}`,
      processed_at: iso(placed + 60_000),
    } satisfies Row,
    shipments,
  };
}

/** Daily revenue, orders and store views per merchant before today, for the seller analytics. */
function merchantHistory(now: Date, days: number): Row[] {
  const rows: Row[] = [];
  DEMO_MERCHANTS.forEach((merchant, index) => {
    const random = mulberry32(1000 + index);
    const scale = 1 + (index % 3) * 0.5;
    for (let d = days; d >= 1; d--) {
      const day = shopDay(now.getTime() - d * DAY_MS);
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      const weekend = weekday === 0 || weekday === 6 ? 1.4 : 1;
      const growth = 1 + (days - d) / (days * 2);
      const orders = Math.round(random() * 6 * scale * weekend * growth);
      rows.push({
        merchant_id: merchant.id,
        day,
        revenue_sen: orders * Math.round((1500 + random() * 6000) * scale),
        orders,
        views: Math.round((40 + random() * 120) * scale * weekend),
      });
    }
  });
  return rows;
}

/** A typical small shop's mix of where views come from, in percent, direct taking the rest (about 28). */
const TRAFFIC_MIX: Record<Exclude<TrafficSource, 'direct'>, number> = {
  shop_browse: 24,
  shop_search: 18,
  social: 16,
  search_engine: 10,
  other_site: 4,
};

/**
 * The demo's traffic sources, derived in the database from the history's daily views: each source takes its
 * share of the day's views, moved by up to 3 points from day to day (a fixed function of the day, so every
 * machine seeds the same), and Direct takes the rest, so that the parts add up to the day's views exactly and
 * the Traffic Sources panel never disagrees with Total Views. Six statements, whatever the length of the history.
 */
function trafficFromHistory(db: Database): D1PreparedStatement[] {
  // Whole numbers written into the SQL (D1 would bind a number as a real): integer division throughout. Each
  // source steps through the week's seven offsets at its own pace (1 to 5 days: all prime to 7).
  const sharePart = (percent: number, step: number) =>
    `views * (${Math.trunc(percent)} + (CAST(julianday(day) AS INTEGER) * ${Math.trunc(step)} + unicode(merchant_id)) % 7 - 3) / 100`;
  const shares = Object.entries(TRAFFIC_MIX).map(([source, percent], i) =>
    db
      .prepare(
        `INSERT INTO merchant_traffic_daily (merchant_id, day, source, views)
         SELECT merchant_id, day, ?1, ${sharePart(percent, i + 1)}
         FROM merchant_daily_stats WHERE ${sharePart(percent, i + 1)} > 0`,
      )
      .bind(source),
  );
  const direct = db.prepare(
    `INSERT INTO merchant_traffic_daily (merchant_id, day, source, views)
     SELECT h.merchant_id, h.day, 'direct', h.views - COALESCE((SELECT SUM(t.views) FROM merchant_traffic_daily t WHERE t.merchant_id = h.merchant_id AND t.day = h.day), 0)
     FROM merchant_daily_stats h
     WHERE h.views > COALESCE((SELECT SUM(t.views) FROM merchant_traffic_daily t WHERE t.merchant_id = h.merchant_id AND t.day = h.day), 0)`,
  );
  return [...shares, direct];
}

/** The demo administrator's second factor, on with the published demo key (src/data/demo/people.ts). */
function adminSecondFactor(db: Database, at: string): D1PreparedStatement[] {
  return insertStatements(db, 'second_factors', [
    { user_id: 'user-admin', secret: DEMO_ADMIN_TOTP_SECRET, enabled_at: at, created_at: at },
  ]);
}
