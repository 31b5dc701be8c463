/** A real local D1 in workerd, in memory, with the real migrations and (by default) the demo data. */
import type { StoredFile } from '../../src/data/applications';
import type { PlaceOrderInput } from '../../src/data/checkout';
import { getStoreProfile, listingPage } from '../../src/data/catalogue';
import { DEFAULT_LISTING_QUERY, type CatalogueProduct } from '../../src/lib/catalogue';
import { seedDemo } from '../../src/data/demo/seed';
import { checkoutTotals, DEFAULT_TAX_RULE } from '../../src/lib/pricing';
import { applyMigrations, localPlatform, readMigrations } from '../../scripts/local-db';
import { noticeText, type Notice } from '../../src/lib/notices';
import { messages } from '../../src/i18n';

export { applicationText } from '../application-text';
import { markedPng } from '../pictures';

export const SEEDED_AT = new Date('2026-11-20T04:00:00.000Z');

export async function freshDatabase({ seed = true } = {}) {
  const platform = await localPlatform(false);
  const db = platform.env.DB;
  await applyMigrations(db, await readMigrations());
  if (seed) await seedDemo(db, { now: SEEDED_AT, historyDays: 60 });
  const bucket = platform.env.UPLOADS;
  return {
    db,
    bucket,
    media: { bucket, images: platform.env.IMAGES },
    kv: platform.env.SESSION,
    platform,
    dispose: () => platform.dispose(),
  };
}

/** Every row of every table, to compare a database before and after something that must change nothing. */
export async function snapshot(db: D1Database): Promise<Record<string, unknown[]>> {
  const tables = await db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name",
    )
    .all<{ name: string }>();
  const result: Record<string, unknown[]> = {};
  for (const { name } of tables.results) {
    // The full-text index's own tables are partly WITHOUT ROWID: those read in primary key order.
    result[name] = (
      await db
        .prepare(`SELECT * FROM "${name}" ORDER BY rowid`)
        .all()
        .catch(() => db.prepare(`SELECT * FROM "${name}"`).all())
    ).results;
  }
  return result;
}

/** The `n` of a `SELECT COUNT(*) AS n ...`. */
export async function countRows(db: D1Database, sql: string, ...params: unknown[]): Promise<number> {
  return (await db
    .prepare(sql)
    .bind(...params)
    .first<{ n: number }>())!.n;
}

export async function stockOf(db: D1Database, productId: string): Promise<number> {
  return (await db.prepare('SELECT stock FROM products WHERE id = ?').bind(productId).first<{ stock: number }>())!
    .stock;
}

export async function priceOf(db: D1Database, productId: string): Promise<number> {
  return (await db
    .prepare('SELECT price_sen FROM products WHERE id = ?')
    .bind(productId)
    .first<{ price_sen: number }>())!.price_sen;
}

/** A plain account (no password to sign in with), for data services that need a user row. */
export async function insertUser(db: D1Database, id: string, email: string, name: string): Promise<void> {
  await db
    .prepare(
      "INSERT INTO users (id, email, name, password_hash, created_at, updated_at) VALUES (?, ?, ?, '!', 'now', 'now')",
    )
    .bind(id, email, name)
    .run();
}

/** The keys of the bucket's objects under `prefix`, sorted. */
export async function objectKeys(bucket: R2Bucket, prefix?: string): Promise<string[]> {
  return (await bucket.list(prefix === undefined ? undefined : { prefix })).objects.map((o) => o.key).sort();
}

// Failing bindings

/** A method of `target` bound to it, or any other property as it is. */
function passThrough<T extends object>(target: T, property: string | symbol): unknown {
  const value = Reflect.get(target, property, target);
  return typeof value === 'function' ? value.bind(target) : value;
}

/** The same D1, except that every batch is refused, as when the connection is lost. */
export function failingBatch(real: D1Database): D1Database {
  return new Proxy(real, {
    get(target, property) {
      if (property === 'batch') return async () => Promise.reject(new Error('D1_ERROR: Network connection lost.'));
      return passThrough(target, property);
    },
  });
}

/** The same D1, except that every statement whose SQL matches `pattern` fails when it runs. */
export function failingOn(real: D1Database, pattern: RegExp): D1Database {
  return new Proxy(real, {
    get(target, property) {
      if (property === 'prepare') {
        return (sql: string) => {
          if (!pattern.test(sql)) return target.prepare(sql);
          const broken = target.prepare('SELECT * FROM "a table that is not there"');
          return new Proxy(broken, {
            get: (statement, name) => (name === 'bind' ? () => broken : Reflect.get(statement, name, statement)),
          });
        };
      }
      return passThrough(target, property);
    },
  });
}

/** The real bucket, except that the put numbered `failAt` (from 1) throws, as R2 does when it is unavailable. */
export function failingBucket(real: R2Bucket, failAt: number) {
  let puts = 0;
  const bucketView = new Proxy(real, {
    get(target, property) {
      if (property === 'put') {
        return async (...args: Parameters<R2Bucket['put']>) => {
          puts += 1;
          if (puts === failAt) throw new Error('R2 put failed: We encountered an internal error. Please try again.');
          return target.put(...args);
        };
      }
      return passThrough(target, property);
    },
  });
  return { bucket: bucketView, puts: () => puts };
}

// Files and a merchant application

/** The bytes of a real 1x1 PNG whose pixel holds `marker`, padded with zeros after its end to `size`. */
export function pngBytes(marker?: number, size?: number): ArrayBuffer {
  return markedPng(marker ?? 0, size).slice().buffer as ArrayBuffer;
}

export const pdfBytes = () => new TextEncoder().encode('%PDF-1.4\n%%EOF').buffer as ArrayBuffer;

/** The five required documents of an application: two PDFs and three PNGs. */
export function applicationFiles(): StoredFile[] {
  const pdf = pdfBytes();
  const png = pngBytes();
  return [
    { field: 'businessLicense', fileName: 'license.pdf', contentType: 'application/pdf', bytes: pdf },
    { field: 'businessRegistration', fileName: 'ssm.pdf', contentType: 'application/pdf', bytes: pdf },
    { field: 'idFrontImage', fileName: 'front.png', contentType: 'image/png', bytes: png },
    { field: 'idBackImage', fileName: 'back.png', contentType: 'image/png', bytes: png },
    { field: 'selfieImage', fileName: 'me.png', contentType: 'image/png', bytes: png },
  ];
}

// Checkout

/** A delivery address in Labuan. */
export function shippingTo(
  fullName: string,
  email: string,
  phone: string,
  address: string,
): PlaceOrderInput['shipping'] {
  return {
    fullName,
    email,
    phone,
    address,
    city: 'Labuan',
    state: 'Labuan',
    postalCode: '87000',
    country: 'Malaysia',
    notes: '',
  };
}

/**
 * The demo buyer at checkout: her name, her address in Labuan, paying cash on delivery (an order its merchants may
 * prepare and ship at once; a provider's order waits for its payment, tests/integration/payments.test.ts).
 */
export const DEMO_BUYER_AT_CHECKOUT: Pick<PlaceOrderInput, 'buyerName' | 'shipping' | 'payment'> = {
  buyerName: 'Aisyah Rahman',
  shipping: shippingTo('Aisyah Rahman', 'buyer@labuanmarket.example', '+60 12-345 6789', '8, Jalan Tanjung Purun'),
  payment: { paymentMethod: 'cod' },
};

/**
 * A checkout by the demo buyer of `lines`, each unit at `priceSen`, expecting today's total, with a new
 * idempotency key; `overrides` replaces any field.
 */
export function demoBuyerOrder(
  buyer: Pick<PlaceOrderInput, 'buyerName' | 'shipping' | 'payment'>,
  lines: PlaceOrderInput['lines'],
  priceSen: number,
  overrides: Partial<PlaceOrderInput> = {},
): PlaceOrderInput {
  const subtotal = lines.reduce((sum, line) => sum + line.quantity * priceSen, 0);
  return {
    userId: 'user-buyer-demo',
    buyerName: buyer.buyerName,
    lines,
    shipping: buyer.shipping,
    payment: buyer.payment,
    idempotencyKey: crypto.randomUUID(),
    expectedTotalSen: checkoutTotals(subtotal, DEFAULT_TAX_RULE).totalSen,
    tax: DEFAULT_TAX_RULE,
    commissionBasisPoints: 500,
    ...overrides,
  };
}

/** Every product the public listing shows, page by page in name order, as buyers would find them. */
export async function listedProducts(db: D1Database): Promise<CatalogueProduct[]> {
  const products: CatalogueProduct[] = [];
  for (let page = 1; ; page++) {
    const result = await listingPage(db, { ...DEFAULT_LISTING_QUERY, sort: 'name', page });
    products.push(...result.products);
    if (result.page >= result.pageCount) return products;
  }
}

/** Every product a store page shows, page by page. */
export async function storeProducts(db: D1Database, merchantId: string): Promise<CatalogueProduct[]> {
  const products: CatalogueProduct[] = [];
  for (let page = 1; ; page++) {
    const store = await getStoreProfile(db, merchantId, { q: '', price: '', sort: 'name', page });
    if (!store) return products;
    products.push(...store.products.items);
    if (store.products.page >= store.products.pageCount) return products;
  }
}

/**
 * Every notification the shop wrote, as each language says it from its code and values (src/lib/notices.ts):
 * values a text names but the row lacks would show as "undefined".
 */
export async function codedNotifications(db: D1Database): Promise<{ code: string; said: string }[]> {
  const rows = (
    await db.prepare('SELECT code, vals FROM notifications ORDER BY id').all<{ code: string; vals: string }>()
  ).results;
  return rows.map((row) => {
    const notice = { code: row.code, values: JSON.parse(row.vals) } as Notice;
    const said = (['en', 'ms'] as const).map((lang) => noticeText(messages(lang).notices, notice));
    return { code: row.code, said: said.map((text) => `${text.title} ${text.message}`).join(' | ') };
  });
}
