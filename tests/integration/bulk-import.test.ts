import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { said } from '../../src/lib/refusals';
import { existingSkus, importProducts, placeholderImage, setProductStatus } from '../../src/data/products';
import { sellerProductPage } from '../../src/data/seller-products';
import { FIRST_PRODUCT_PAGE } from '../../src/lib/seller-products';
import { MAX_BOUND_PARAMETERS } from '../../src/data/sql';
import type { RawRow } from '../../src/lib/bulk-import/rows';
import { countRows, freshDatabase, snapshot } from './support';
import { CATEGORY_NAMES } from '../../src/i18n/category-names';

let db: D1Database;
let dispose: () => Promise<void>;

const OWNER = 'kebun-hijau';
const OTHER = 'nelayan-labuan';

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(() => dispose());

const row = (line: number, fields: Partial<RawRow>): RawRow => ({
  line,
  name: `Produk ${line}`,
  category: 'food',
  price: '5.00',
  quantity: '20',
  sku: `SKU-${line}`,
  description: '',
  ...fields,
});

const count = (sql: string, ...params: unknown[]) => countRows(db, sql, ...params);

/** The database, with every statement's bound parameters counted. */
function countingDatabase(inner: D1Database, counts: number[]): D1Database {
  return new Proxy(inner, {
    get(target, property) {
      if (property === 'prepare') {
        return (sql: string) => {
          const statement = target.prepare(sql);
          return new Proxy(statement, {
            get(s, p) {
              if (p === 'bind') {
                return (...values: unknown[]) => {
                  counts.push(values.length);
                  return s.bind(...values);
                };
              }
              const value = Reflect.get(s, p);
              return typeof value === 'function' ? value.bind(s) : value;
            },
          });
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('importProducts', () => {
  it('writes valid and warning rows for the merchant and never the error rows', async () => {
    const before = await count('SELECT COUNT(*) AS n FROM products');
    const results = await importProducts(
      db,
      OWNER,
      [
        row(2, { name: 'Ikan Kembung Segar', category: 'Seafood', price: '12.50', quantity: '40', sku: 'IMP-KEMBUNG' }),
        row(3, { name: 'Kuih Bahulu Nyonya', category: 'Food & Beverages', price: '8', quantity: '3', sku: '' }),
        row(4, { name: '', sku: 'IMP-NONAME' }),
        row(5, { name: 'Harga Negatif', price: '-2.00', sku: 'IMP-NEG' }),
        row(6, { name: 'Kategori Pelik', category: 'spaceships', sku: 'IMP-CAT' }),
        row(7, { name: 'Sold out', quantity: '0', sku: 'IMP-ZERO', category: 'vegetables' }),
      ],
      CATEGORY_NAMES,
    );
    expect(results.map((r) => [r.line, r.ok])).toEqual([
      [2, true],
      [3, true],
      [4, false],
      [5, false],
      [6, false],
      [7, true],
    ]);
    expect(results[2]!.messages).toEqual([said('bulkRow.nameRequired')]);
    expect(results[3]!.messages).toEqual([said('bulkRow.priceNegative')]);
    expect(await count('SELECT COUNT(*) AS n FROM products')).toBe(before + 3);

    const kembung = await db
      .prepare('SELECT * FROM products WHERE merchant_id = ? AND sku = ?')
      .bind(OWNER, 'IMP-KEMBUNG')
      .first<Record<string, unknown>>();
    expect(kembung).toMatchObject({
      name: 'Ikan Kembung Segar',
      category: 'seafood',
      price_sen: 1250,
      stock: 40,
      status: 'active',
      image_url: placeholderImage('seafood'),
    });
    const bahulu = await db
      .prepare('SELECT sku, price_sen, category FROM products WHERE merchant_id = ? AND name = ?')
      .bind(OWNER, 'Kuih Bahulu Nyonya')
      .first();
    expect(bahulu).toEqual({ sku: 'KUIH-BAHULU-NYONYA', price_sen: 800, category: 'food' });
    const zero = await db
      .prepare('SELECT status FROM products WHERE merchant_id = ? AND sku = ?')
      .bind(OWNER, 'IMP-ZERO')
      .first();
    expect(zero).toEqual({ status: 'out_of_stock' });

    const listed = (await sellerProductPage(db, OWNER, FIRST_PRODUCT_PAGE, 1000)).products.map((p) => p.sku);
    expect(listed).toEqual(expect.arrayContaining(['IMP-KEMBUNG', 'KUIH-BAHULU-NYONYA', 'IMP-ZERO']));
  });

  it('never imports a free product: a row priced 0 is an error and is not written', async () => {
    const before = await snapshot(db);
    const [free] = await importProducts(
      db,
      OWNER,
      [row(2, { name: 'Free durian', price: '0', sku: 'IMP-FREE' })],
      CATEGORY_NAMES,
    );
    expect(free).toMatchObject({ ok: false, messages: [said('bulkRow.priceZero')] });
    expect(await snapshot(db)).toEqual(before);
  });

  it('lets no write put a product on sale without a price, whatever the path', async () => {
    const now = new Date().toISOString();
    await expect(
      db
        .prepare(
          "INSERT INTO products (id, merchant_id, name, category, price_sen, stock, status, created_at, updated_at) VALUES ('p-free', ?, 'Free', 'food', 0, 5, 'active', ?, ?)",
        )
        .bind(OWNER, now, now)
        .run(),
    ).rejects.toThrow('A product on sale needs a price of at least RM 0.01');
    await db
      .prepare(
        "INSERT INTO products (id, merchant_id, name, category, price_sen, stock, status, created_at, updated_at) VALUES ('p-unpriced', ?, 'Unpriced draft', 'food', 0, 5, 'draft', ?, ?)",
      )
      .bind(OWNER, now, now)
      .run();
    await expect(setProductStatus(db, OWNER, ['p-unpriced'], 'active')).rejects.toThrow(
      'A product on sale needs a price of at least RM 0.01',
    );
    expect(await db.prepare("SELECT status FROM products WHERE id = 'p-unpriced'").first()).toEqual({
      status: 'draft',
    });
  });

  it('writes nothing new when the same rows are imported again', async () => {
    const rows = [
      row(2, { name: 'Ikan Kembung Segar', category: 'seafood', price: '12.50', quantity: '40', sku: 'IMP-KEMBUNG' }),
      row(3, { name: 'Kuih Bahulu Nyonya', sku: '' }),
    ];
    const before = await snapshot(db);
    const results = await importProducts(db, OWNER, rows, CATEGORY_NAMES);
    expect(results.every((r) => !r.ok && r.messages?.join() === said('bulkRow.skuExists'))).toBe(true);
    expect(await snapshot(db)).toEqual(before);
  });

  it("leaves another merchant's catalogue alone, and the same SKU may exist in both", async () => {
    const otherBefore = await db.prepare('SELECT * FROM products WHERE merchant_id = ? ORDER BY id').bind(OTHER).all();
    const ownerBefore = await db.prepare('SELECT * FROM products WHERE merchant_id = ? ORDER BY id').bind(OWNER).all();
    const results = await importProducts(
      db,
      OTHER,
      [row(2, { name: 'Ikan Kembung Segar', sku: 'IMP-KEMBUNG', category: 'seafood' })],
      CATEGORY_NAMES,
    );
    expect(results[0]).toMatchObject({ ok: true, sku: 'IMP-KEMBUNG' });
    expect(
      (await db.prepare('SELECT * FROM products WHERE merchant_id = ? ORDER BY id').bind(OWNER).all()).results,
    ).toEqual(ownerBefore.results);
    const otherAfter = await db.prepare('SELECT * FROM products WHERE merchant_id = ? ORDER BY id').bind(OTHER).all();
    expect(otherAfter.results.length).toBe(otherBefore.results.length + 1);
    expect(await existingSkus(db, OWNER, ['IMP-KEMBUNG', 'NOPE'])).toEqual(new Set(['IMP-KEMBUNG']));
  });

  it('flags a SKU repeated within one import and writes only the first', async () => {
    const results = await importProducts(
      db,
      OWNER,
      [row(2, { sku: 'IMP-TWICE', name: 'Sawi A' }), row(3, { sku: 'IMP-TWICE', name: 'Sawi B' })],
      CATEGORY_NAMES,
    );
    expect(results.map((r) => r.ok)).toEqual([true, false]);
    expect(results[1]!.messages).toEqual([said('bulkRow.skuDuplicate', { line: 2 })]);
    expect(
      await count('SELECT COUNT(*) AS n FROM products WHERE merchant_id = ? AND sku = ?', OWNER, 'IMP-TWICE'),
    ).toBe(1);
  });

  it('keeps two merchants apart when they import at the same moment, and one file sent twice at once writes once', async () => {
    const ownRows = Array.from({ length: 40 }, (_, i) => row(i + 2, { name: `Kebun ${i}`, sku: `RACE-${i}` }));
    const otherRows = Array.from({ length: 40 }, (_, i) =>
      row(i + 2, { name: `Nelayan ${i}`, sku: `RACE-${i}`, category: 'seafood' }),
    );
    const [own, twice, other] = await Promise.all([
      importProducts(db, OWNER, ownRows, CATEGORY_NAMES),
      importProducts(db, OWNER, ownRows, CATEGORY_NAMES),
      importProducts(db, OTHER, otherRows, CATEGORY_NAMES),
    ]);
    // Each SKU written once for the owner, by one of the two racing imports; the other's rows fail by name.
    for (let i = 0; i < 40; i++) expect([own[i]!.ok, twice[i]!.ok].filter(Boolean)).toHaveLength(1);
    expect(other.every((r) => r.ok)).toBe(true);
    const names = async (merchant: string) =>
      (
        await db
          .prepare("SELECT name FROM products WHERE merchant_id = ? AND sku LIKE 'RACE-%' ORDER BY name")
          .bind(merchant)
          .all<{ name: string }>()
      ).results.map((r) => r.name);
    expect(await names(OWNER)).toEqual(ownRows.map((r) => r.name).sort());
    expect(await names(OTHER)).toEqual(otherRows.map((r) => r.name).sort());
  });

  it('stores a hostile name as plain text', async () => {
    const name = '<img src=x onerror=alert(1)>';
    const [result] = await importProducts(db, OWNER, [row(2, { name, sku: 'IMP-XSS' })], CATEGORY_NAMES);
    expect(result!.ok).toBe(true);
    expect(await db.prepare('SELECT name FROM products WHERE id = ?').bind(result!.id).first()).toEqual({ name });
  });

  it('writes 1000 rows in chunks, no statement binding more than 100 parameters', async () => {
    const counts: number[] = [];
    const rows = Array.from({ length: 1000 }, (_, i) => row(i + 2, { name: `Barang ${i}`, sku: `BULK-${i}` }));
    const results = await importProducts(countingDatabase(db, counts), OWNER, rows, CATEGORY_NAMES);
    expect(results.filter((r) => r.ok)).toHaveLength(1000);
    expect(await count("SELECT COUNT(*) AS n FROM products WHERE merchant_id = ? AND sku LIKE 'BULK-%'", OWNER)).toBe(
      1000,
    );
    expect(counts.length).toBeGreaterThan(10);
    expect(Math.max(...counts)).toBeLessThanOrEqual(MAX_BOUND_PARAMETERS);
  });
});
