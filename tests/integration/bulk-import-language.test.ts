import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { said } from '../../src/lib/refusals';
import { importProducts } from '../../src/data/products';
import { sellerProductsMatching } from '../../src/data/seller-products';
import { messages } from '../../src/i18n';
import { CATEGORY_NAMES } from '../../src/i18n/category-names';
import { readCsvText } from '../../src/lib/bulk-import/csv';
import { checkRows, type RawRow } from '../../src/lib/bulk-import/rows';
import { DEFAULT_SELLER_QUERY, productsCsv, type SellerProduct } from '../../src/lib/seller-products';
import { freshDatabase } from './support';

let db: D1Database;
let dispose: () => Promise<void>;

const OWNER = 'kebun-hijau';

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(() => dispose());

const row = (line: number, fields: Partial<RawRow>): RawRow => ({
  line,
  name: `Produk BM ${line}`,
  category: 'food',
  price: '5.00',
  quantity: '20',
  sku: `BM-${line}`,
  description: '',
  ...fields,
});

async function catalogue(merchantId: string): Promise<SellerProduct[]> {
  const all: SellerProduct[] = [];
  for await (const chunk of sellerProductsMatching(db, merchantId, DEFAULT_SELLER_QUERY)) all.push(...chunk);
  return all;
}

describe('a bulk upload that names categories in Bahasa Malaysia', () => {
  it('writes each row under the category it names, in any case', async () => {
    const results = await importProducts(
      db,
      OWNER,
      [
        row(2, { category: 'Sayur-sayuran', sku: 'BM-SAYUR' }),
        row(3, { category: 'makanan laut', sku: 'BM-LAUT' }),
        row(4, { category: '  MAINAN & PERMAINAN ', sku: 'BM-MAINAN' }),
        row(5, { category: 'Sayuran Hijau', sku: 'BM-TIADA' }),
      ],
      CATEGORY_NAMES,
    );
    expect(results.map((r) => [r.line, r.ok])).toEqual([
      [2, true],
      [3, true],
      [4, true],
      [5, false],
    ]);
    expect(results[3]!.messages).toEqual([said('bulkRow.categoryUnknown')]);
    const stored = await db
      .prepare("SELECT sku, category FROM products WHERE merchant_id = ? AND sku LIKE 'BM-%' ORDER BY sku")
      .bind(OWNER)
      .all();
    expect(stored.results).toEqual([
      { sku: 'BM-LAUT', category: 'seafood' },
      { sku: 'BM-MAINAN', category: 'toys' },
      { sku: 'BM-SAYUR', category: 'vegetables' },
    ]);
  });

  it('reads back Manage Products’ export in either language: every row’s category known, its SKU the one stored', async () => {
    const products = await catalogue(OWNER);
    expect(products.length).toBeGreaterThan(3);
    const skus = products.map((p) => p.sku);
    for (const lang of ['en', 'ms'] as const) {
      const file = readCsvText(productsCsv(products, messages(lang).sellerExports.products));
      if (!file.ok) throw new Error(file.message);
      const rows = checkRows(file.rows, skus, CATEGORY_NAMES);
      expect(rows.map((r) => r.categoryValue)).toEqual(products.map((p) => p.category));
      expect(rows.map((r) => r.finalSku)).toEqual(skus);
      // Already in the catalogue, so an upload of the same file writes nothing new.
      expect(rows.every((r) => r.errors.includes(said('bulkRow.skuExists')))).toBe(true);
    }
  });
});
