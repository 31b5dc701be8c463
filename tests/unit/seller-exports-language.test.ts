import { describe, expect, it } from 'vitest';
import { ANSWER_REFUSALS, said } from '../../src/lib/refusals';
import { messages } from '../../src/i18n';
import { CATEGORY_NAMES } from '../../src/i18n/category-names';
import { categoryNames } from '../../src/i18n/ms/seller-products';
import type { BulkUploadTexts } from '../../src/islands/bulk-upload/texts';
import { refusalIn as fileMessage } from '../../src/islands/bulk-upload/texts';
import {
  analyticsCsv,
  kpiFigures,
  kpiGrowth,
  periodRange,
  previousRange,
  type AnalyticsReport,
} from '../../src/lib/analytics';
import { readCsvText } from '../../src/lib/bulk-import/csv';
import { FILE_REFUSALS, ROW_REFUSALS } from '../../src/lib/bulk-import/limits';
import { checkRows } from '../../src/lib/bulk-import/rows';
import { PRODUCT_CATEGORIES } from '../../src/lib/catalogue';
import { categoryReader } from '../../src/lib/product-rules';
import { orderCsvHeader, orderCsvLine, ordersCsv, type SellerOrderRow } from '../../src/lib/seller-orders';
import { productCsvHeader, productCsvLine, productsCsv, type SellerProduct } from '../../src/lib/seller-products';

const en = messages('en').sellerExports;
const ms = messages('ms').sellerExports;
const NOW = new Date('2026-11-25T15:30:00.000Z');

const order = (overrides: Partial<SellerOrderRow> = {}): SellerOrderRow => ({
  id: 'ORD-001',
  status: 'shipped',
  customerName: 'Lim, "Jay"',
  customerEmail: 'lim@example.com',
  product: 'Kangkung',
  products: ['Kangkung', 'Cili Padi'],
  quantity: 3,
  totalSen: 1550,
  trackingNumber: 'EP123456789MY',
  createdAt: '2026-11-25T04:00:00.000Z',
  ...overrides,
});

const product = (overrides: Partial<SellerProduct> = {}): SellerProduct => ({
  id: 'p-1',
  name: 'Sawi Manis, segar',
  imageUrl: '',
  category: 'vegetables',
  sku: 'SAWI-1',
  quantity: 0,
  unitPriceSen: 350,
  compareAtSen: 400,
  status: 'out_of_stock',
  sales: 4,
  revenueSen: 1400,
  views: 20,
  rating: 4.5,
  reviews: 2,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  tags: ['organik', 'tempatan'],
  ...overrides,
});

describe('Export Orders in the reader’s language', () => {
  it('stays as it was in English', () => {
    const csv = ordersCsv([order()], en.orders);
    expect(csv).toBe(ordersCsv([order()]));
    expect(orderCsvHeader(en.orders)).toBe(orderCsvHeader());
    expect(csv).toBe(
      'Order ID,Status,Customer,Email,Products,Quantity,Total (RM),Tracking Number,Date\r\n' +
        'ORD-001,Shipped,"Lim, ""Jay""",lim@example.com,Kangkung; Cili Padi,3,15.50,EP123456789MY,2026-11-25\r\n',
    );
    expect(orderCsvLine(order())).toBe(csv.split('\r\n')[1] + '\r\n');
  });

  it('writes the header and the statuses in Bahasa Malaysia, the order’s own words as written', () => {
    const [header, row] = ordersCsv([order()], ms.orders).split('\r\n');
    expect(header).toBe('ID Pesanan,Status,Pelanggan,E-mel,Produk,Kuantiti,Jumlah (RM),Nombor Penjejakan,Tarikh');
    expect(row).toBe(
      'ORD-001,Telah Dihantar,"Lim, ""Jay""",lim@example.com,Kangkung; Cili Padi,3,15.50,EP123456789MY,2026-11-25',
    );
  });

  it('names every status as Order Management’s badges do', () => {
    for (const [status, name] of Object.entries(messages('ms').sellerOrders.statuses)) {
      const row = ordersCsv([order({ status: status as SellerOrderRow['status'] })], ms.orders).split('\r\n')[1];
      expect(row).toContain(`,${name},`);
    }
  });
});

describe('Manage Products’ Export in the reader’s language', () => {
  it('stays as it was in English', () => {
    const csv = productsCsv([product()], en.products);
    expect(csv).toBe(productsCsv([product()]));
    expect(productCsvHeader(en.products)).toBe(productCsvHeader());
    expect(csv).toBe(
      'ID,Name,SKU,Category,Status,Price,Compare At Price,Quantity,Sales,Revenue,Views,Rating,Reviews,Tags,Created At\r\n' +
        'p-1,"Sawi Manis, segar",SAWI-1,Vegetables,Out of Stock,3.50,4.00,0,4,14.00,20,4.5,2,organik; tempatan,2026-11-01T00:00:00.000Z\r\n',
    );
    // The categories the listing does not filter by keep their old names too.
    expect(productCsvLine(product({ category: 'toys' }))).toContain(',Toys,');
  });

  it('writes the header, the category and the status in Bahasa Malaysia, the merchant’s words as written', () => {
    const [header, row] = productsCsv([product()], ms.products).split('\r\n');
    expect(header).toBe(
      'ID,Nama,SKU,Kategori,Status,Harga,Harga Asal,Kuantiti,Jualan,Hasil,Tontonan,Penilaian,Ulasan,Tag,Dibuat Pada',
    );
    expect(row).toBe(
      'p-1,"Sawi Manis, segar",SAWI-1,Sayur-sayuran,Habis Stok,3.50,4.00,0,4,14.00,20,4.5,2,organik; tempatan,2026-11-01T00:00:00.000Z',
    );
    for (const value of PRODUCT_CATEGORIES)
      expect(productsCsv([product({ category: value })], ms.products)).toContain(`,${categoryNames[value]},`);
  });

  it('is read back by the bulk upload in either language, categories and all', () => {
    for (const texts of [en.products, ms.products]) {
      const products = PRODUCT_CATEGORIES.map((category, i) =>
        product({ id: `p-${i}`, name: `Produk ${i}`, sku: `SKU-${i}`, category, quantity: 30 }),
      );
      const read = readCsvText(productsCsv(products, texts));
      if (!read.ok) throw new Error(read.message);
      const rows = checkRows(read.rows, [], CATEGORY_NAMES);
      expect(rows.map((row) => row.categoryValue)).toEqual([...PRODUCT_CATEGORIES]);
      expect(rows.every((row) => row.status === 'valid')).toBe(true);
      expect(rows[0]).toMatchObject({ name: 'Produk 0', sku: 'SKU-0', price: '3.50', quantity: '30' });
    }
  });
});

describe('the Analytics report in the reader’s language', () => {
  const range = periodRange('7d', NOW);
  const current = kpiFigures(123_456, 10, 1, 11, 500);
  const prior = kpiFigures(100_000, 8, 0, 8, 400);
  const report: AnalyticsReport = {
    period: '7d',
    range,
    previous: previousRange(range),
    traffic: {
      total: 1400,
      sources: [
        { source: 'social', label: 'Social media', views: 1050, percentage: 75, growth: 50 },
        { source: 'direct', label: 'Direct', views: 350, percentage: 25, growth: null },
      ],
      recordedSince: '2026-11-21',
    },
    current,
    prior,
    growth: kpiGrowth(current, prior),
    year: 2026,
    monthly: Array.from({ length: 12 }, (_, i) => ({ month: `2026-${i + 1}`, revenueSen: i * 100, orders: i })),
    topProducts: [
      {
        id: 'p1',
        name: 'Kangkung',
        orders: 3,
        units: 5,
        revenueSen: 1500,
        views: 100,
        conversionRate: 3,
        growth: null,
      },
    ],
    coverage: { shopRevenueSen: 23_456, shopOrders: 9, historyRevenueSen: 100_000, historyOrders: 1 },
    productSales: { itemSalesSen: 2_500, products: 3 },
    customers: {
      newCustomers: 2,
      returningCustomers: 1,
      retentionRate: 33.3,
      averageLifetimeMonths: 1.5,
      topLocations: [{ location: 'Victoria, Labuan', orders: 3, percentage: 100 }],
    },
  };

  it('stays as it was in English', () => {
    const csv = analyticsCsv(report, 'Kebun Hijau', en.analytics);
    expect(csv).toBe(analyticsCsv(report, 'Kebun Hijau'));
    const lines = csv.split('\r\n');
    expect(lines.slice(0, 6)).toEqual([
      'Analytics report,Kebun Hijau',
      'Period,Last 7 days,2026-11-19,2026-11-25',
      'Compared with,,2026-11-12,2026-11-18',
      '',
      'Metric,Value,Previous period,Growth %',
      'Total Revenue (RM),1234.56,1000.00,23.5',
    ]);
    expect(lines).toContain('Cancellation Rate %,9.1,0.0,new');
    expect(lines).toContain('Direct,350,25.0,new');
    expect(lines).toContain(
      'Traffic sources cover,"1,400 views of your store and product pages, recorded since 2026-11-21"',
    );
    expect(lines).toContain('January 2026,0.00,0');
    expect(lines).toContain('Rank,Product,Orders,Views (all time),Revenue (RM),CVR % (all time),Growth %');
    expect(lines).toContain('Avg Lifetime (months),1.5');
    expect(lines).toContain('Location,Orders,Share %');
  });

  it('writes its rows, period, months, sources and notes in Bahasa Malaysia, numbers and dates as in English', () => {
    const lines = analyticsCsv(report, 'Kebun Hijau', ms.analytics).split('\r\n');
    expect(lines.slice(0, 13)).toEqual([
      'Laporan analitik,Kebun Hijau',
      'Tempoh,7 hari lepas,2026-11-19,2026-11-25',
      'Berbanding,,2026-11-12,2026-11-18',
      '',
      'Metrik,Nilai,Tempoh sebelumnya,Pertumbuhan %',
      'Jumlah Hasil (RM),1234.56,1000.00,23.5',
      'Jumlah Pesanan,10,8,25.0',
      'Jumlah Tontonan,500,400,25.0',
      'Kadar Penukaran %,2.0,2.0,0.0',
      'Purata Nilai Pesanan (RM),123.46,125.00,-1.2',
      'Kadar Pembatalan %,9.1,0.0,baharu',
      'Hasil dan pesanan merangkumi,"7 hari lepas, pesanan yang tidak dibatalkan, termasuk jualan sebelum menyertai kedai"',
      '',
    ]);
    expect(lines).toContain('Sumber trafik,Tontonan,Bahagian %,Pertumbuhan %');
    expect(lines).toContain('Media sosial,1050,75.0,50.0');
    expect(lines).toContain('Terus,350,25.0,baharu');
    expect(lines).toContain(
      'Sumber trafik merangkumi,"1,400 tontonan halaman kedai dan produk anda, direkodkan sejak 2026-11-21"',
    );
    expect(lines).toContain('Bulan,Hasil (RM),Pesanan');
    expect(lines).toContain('Januari 2026,0.00,0');
    expect(lines).toContain('Ogos 2026,7.00,7');
    expect(lines).toContain(
      'Kedudukan,Produk,Pesanan,Tontonan (sepanjang masa),Hasil (RM),Kadar Penukaran % (sepanjang masa),Pertumbuhan %',
    );
    expect(lines).toContain('1,Kangkung,3,100,15.00,3.0,baharu');
    expect(lines.find((line) => line.startsWith('Produk terlaris merangkumi,'))).toContain(
      '1 daripada 3 produk terjual',
    );
    expect(lines).toContain('Pelanggan Baharu,2');
    expect(lines).toContain('Pelanggan Kembali,1');
    expect(lines).toContain('Kadar Pengekalan %,33.3');
    expect(lines).toContain('Purata Tempoh (bulan),1.5');
    expect(lines).toContain('Lokasi,Pesanan,Bahagian %');
    expect(lines).toContain('"Victoria, Labuan",3,100.0');
  });

  it('leaves no English word of the shop’s in the Bahasa Malaysia file', () => {
    const csv = analyticsCsv(report, 'Kebun Hijau', ms.analytics);
    for (const word of ['Revenue', 'Orders', 'Views', 'Period', 'Growth', 'new', 'January', 'Direct', 'cover'])
      expect(csv).not.toMatch(new RegExp(`\\b${word}\\b`));
  });
});

describe('the bulk upload reads categories by their Bahasa Malaysia names', () => {
  const read = categoryReader(CATEGORY_NAMES);

  it('takes each category’s name from the Bahasa Malaysia catalogue, in any case and spacing', () => {
    expect(Object.keys(categoryNames).sort()).toEqual([...PRODUCT_CATEGORIES].sort());
    for (const value of PRODUCT_CATEGORIES) {
      const name = categoryNames[value]!;
      expect(read(name)).toBe(value);
      expect(read(name.toUpperCase())).toBe(value);
      expect(read(`  ${name.toLowerCase().replace(/ /g, '   ')}  `)).toBe(value);
    }
    expect(read('Sayur-sayuran')).toBe('vegetables');
    expect(read('makanan laut')).toBe('seafood');
    expect(read('MAINAN & PERMAINAN')).toBe('toys');
  });

  it('still reads the English values and labels, and refuses a name of neither language', () => {
    expect(read('vegetables')).toBe('vegetables');
    expect(read('Food & Beverages')).toBe('food');
    expect(read('Sayuran Hijau')).toBeNull();
    expect(read('')).toBeNull();
    // Only names of real categories count, whatever a list holds.
    expect(categoryReader([{ nothing: 'Apa-apa' }])('Apa-apa')).toBeNull();
  });

  it('accepts the rows of an English or a Bahasa Malaysia file that name categories in Bahasa Malaysia', () => {
    for (const header of ['name,category,price,quantity', 'nama,kategori,harga,kuantiti']) {
      const file = readCsvText(
        `${header}\r\nSawi Manis,Sayur-sayuran,3.50,30\r\nKuih Bahulu,makanan & minuman,8.00,25\r\nBola,Sayuran Hijau,5,10\r\n`,
      );
      if (!file.ok) throw new Error(file.message);
      const rows = checkRows(file.rows, [], CATEGORY_NAMES);
      expect(rows.map((row) => [row.status, row.categoryValue])).toEqual([
        ['valid', 'vegetables'],
        ['valid', 'food'],
        ['error', null],
      ]);
      expect(rows[2]!.errors).toEqual([ROW_REFUSALS.categoryUnknown]);
      // The names are the caller's: without them the reader knows the English ones only.
      expect(checkRows(file.rows)[0]!.errors).toEqual([ROW_REFUSALS.categoryUnknown]);
    }
  });
});

describe('the bulk upload’s server refusals in the page’s language', () => {
  const texts = (lang: 'en' | 'ms'): BulkUploadTexts => {
    const { title, description, moreCategories, ...own } = messages(lang).bulkUpload;
    return { ...own, shared: messages(lang).seller.list, categories: moreCategories };
  };

  it('says each code the server answers in Bahasa Malaysia on /ms and in English otherwise', () => {
    for (const code of ANSWER_REFUSALS) {
      const english = fileMessage(said(code), texts('en'));
      expect(english).toBe(messages('en').refusals[code]);
      const malay = fileMessage(said(code), texts('ms'));
      expect(malay).toBe(messages('ms').refusals[code]);
      expect(malay).not.toBe(english);
    }
    expect(fileMessage(said('access.notSeller'), texts('ms'))).toBe(
      'Anda memerlukan akaun penjual yang diluluskan untuk berbuat demikian.',
    );
    expect(fileMessage(said('access.signIn'), texts('ms'))).toBe('Sila log masuk untuk meneruskan.');
    expect(fileMessage(FILE_REFUSALS.empty, texts('ms'))).toBe(messages('ms').refusals['bulkFile.empty']);
  });
});
