import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { decodeRefusal, refusalText, said } from '../../src/lib/refusals';
import { messages } from '../../src/i18n';
import { readCsvText } from '../../src/lib/bulk-import/csv';
import { FILE_REFUSALS, MAX_INFLATED_BYTES, MAX_PRODUCTS } from '../../src/lib/bulk-import/limits';
import { readImportFile } from '../../src/lib/bulk-import/read';
import { acceptedFileName } from '../../src/lib/bulk-import/read-name';
import { emptyDraft, validateForPublish } from '../../src/lib/product-draft';
import {
  categoryFrom,
  checkRows as refusalsOfRows,
  countRows,
  parsePrice,
  parseQuantity,
  skuFromName,
  type RawRow,
} from '../../src/lib/bulk-import/rows';
import { templateCsv } from '../../src/lib/bulk-import/template';
import { columnIndex, readXlsx } from '../../src/lib/bulk-import/xlsx';
import { xlsxBytes, xlsxParts } from './xlsx-fixture';

const HEADER = 'name,category,price,quantity,sku,description';

/** The rows' issues are codes; these tests read them as the English page says them, in the spec's words. */
const inEnglish = (message: string) => {
  const refusal = decodeRefusal(message);
  expect(refusal, message).not.toBeNull();
  return refusalText(messages('en').refusals, refusal);
};
const checkRows = (...args: Parameters<typeof refusalsOfRows>) =>
  refusalsOfRows(...args).map((r) => ({ ...r, errors: r.errors.map(inEnglish), warnings: r.warnings.map(inEnglish) }));
const utf8 = (text: string) => new TextEncoder().encode(text);

function rowsOf(result: ReturnType<typeof readImportFile>): RawRow[] {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result.rows;
}

const row = (fields: Partial<RawRow>, line = 2): RawRow => ({
  line,
  name: 'Sawi Manis',
  category: 'vegetables',
  price: '3.50',
  quantity: '30',
  sku: `SKU-${line}`,
  description: '',
  ...fields,
});

describe('reading CSV', () => {
  it('reads quoted fields with commas, quotes and new lines, a BOM, and Malay names', () => {
    const csv = `\uFEFF${HEADER}\r\n"Ikan Kembung Segar",seafood,12.50,40,IKN-1,"Segar, dari ""Pasar"" Labuan\nper kg"\r\nKuih Bahulu Nyonya,Food & Beverages,8,25,KUIH-1,\r\n`;
    const rows = rowsOf(readImportFile('produk.csv', utf8(csv)));
    expect(rows).toEqual([
      {
        line: 2,
        name: 'Ikan Kembung Segar',
        category: 'seafood',
        price: '12.50',
        quantity: '40',
        sku: 'IKN-1',
        description: 'Segar, dari "Pasar" Labuan\nper kg',
      },
      {
        line: 3,
        name: 'Kuih Bahulu Nyonya',
        category: 'Food & Beverages',
        price: '8',
        quantity: '25',
        sku: 'KUIH-1',
        description: '',
      },
    ]);
  });

  it('skips blank lines, keeps row numbers, and accepts columns in any order and case', () => {
    const rows = rowsOf(
      readImportFile(
        'x.csv',
        utf8('SKU,Price,Name,Quantity,Category\n\nA-1,2,Terung,5,vegetables\n,,,,\nA-2,3,Cili,6,vegetables\n'),
      ),
    );
    expect(rows.map((r) => [r.line, r.name, r.sku, r.description])).toEqual([
      [3, 'Terung', 'A-1', ''],
      [5, 'Cili', 'A-2', ''],
    ]);
  });

  it('reads semicolon-separated files', () => {
    expect(
      rowsOf(readImportFile('x.csv', utf8('name;category;price;quantity\nSawi;vegetables;2.5;12\n')))[0],
    ).toMatchObject({ name: 'Sawi', price: '2.5' });
  });

  it('reads the template it offers', () => {
    const rows = rowsOf(readImportFile('t.csv', utf8(templateCsv())));
    expect(templateCsv().split('\r\n')[0]).toBe(HEADER);
    expect(checkRows(rows).map((r) => r.status)).toEqual(['valid', 'valid']);
  });

  it('refuses files that are not UTF-8 text, or hold NUL bytes', () => {
    expect(readImportFile('x.csv', new Uint8Array([0x6e, 0x61, 0xff, 0xfe, 0x0a]))).toEqual({
      ok: false,
      message: FILE_REFUSALS.notText,
    });
    expect(readImportFile('x.csv', utf8(`${HEADER}\nA\u0000,food,1,1,,\n`))).toEqual({
      ok: false,
      message: FILE_REFUSALS.notText,
    });
  });

  it('refuses an unclosed quote, a missing header, and a file without products', () => {
    expect(readCsvText(`${HEADER}\n"Ikan,seafood,1,1,,\n`)).toEqual({ ok: false, message: FILE_REFUSALS.badQuotes });
    expect(readCsvText('Ikan,seafood,1,1\n')).toEqual({ ok: false, message: FILE_REFUSALS.noHeader });
    expect(readCsvText(`${HEADER}\n`)).toEqual({ ok: false, message: FILE_REFUSALS.empty });
    expect(readCsvText('')).toEqual({ ok: false, message: FILE_REFUSALS.empty });
  });

  it('takes 1000 products and refuses 1001', () => {
    const lines = (n: number) => [HEADER, ...Array.from({ length: n }, (_, i) => `P${i},food,1,20,S${i},`)].join('\n');
    expect(rowsOf(readImportFile('x.csv', utf8(lines(MAX_PRODUCTS))))).toHaveLength(MAX_PRODUCTS);
    expect(readImportFile('x.csv', utf8(lines(MAX_PRODUCTS + 1)))).toEqual({
      ok: false,
      message: FILE_REFUSALS.tooManyRows,
    });
  });

  it('refuses files over 10MB before reading them', () => {
    expect(readImportFile('x.csv', new Uint8Array(10 * 1024 * 1024 + 1).fill(0x41))).toEqual({
      ok: false,
      message: FILE_REFUSALS.tooLarge,
    });
  });
});

describe('the file type', () => {
  it('follows the spec for what the chooser accepts', () => {
    expect(acceptedFileName('a.csv', '')).toBe(true);
    expect(acceptedFileName('a.XLSX', '')).toBe(true);
    expect(acceptedFileName('a.xls', 'application/vnd.ms-excel')).toBe(true);
    expect(acceptedFileName('export', 'text/csv')).toBe(true);
    expect(acceptedFileName('photo.png', 'image/png')).toBe(false);
  });

  it('judges by content: an image named .csv, an old .xls, a zip that is no workbook', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    expect(readImportFile('sneaky.csv', png)).toEqual({ ok: false, message: FILE_REFUSALS.notText });
    expect(readImportFile('photo.png', png)).toEqual({ ok: false, message: FILE_REFUSALS.wrongType });
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(readImportFile('old.xls', ole)).toEqual({ ok: false, message: FILE_REFUSALS.oldExcel });
    expect(readImportFile('old.xls', utf8('name,category\n'))).toEqual({ ok: false, message: FILE_REFUSALS.oldExcel });
    expect(readImportFile('notes.xlsx', zipSync({ 'notes.txt': strToU8('hello') }))).toEqual({
      ok: false,
      message: FILE_REFUSALS.badExcel,
    });
    expect(readImportFile('fake.xlsx', utf8(HEADER))).toEqual({ ok: false, message: FILE_REFUSALS.badExcel });
  });
});

describe('reading .xlsx', () => {
  it('reads shared strings, inline strings, numbers, formulas and empty cells', () => {
    const bytes = xlsxBytes([
      ['name', 'category', 'price', 'quantity', 'sku', 'description'],
      ['Ikan Kembung Segar', 'Seafood', 12.3, 40, 'IKN-1', { inline: 'Segar & "baru"' }],
      [{ inline: 'Kuih Bahulu Nyonya' }, 'food', { formula: 'A1*2', value: '8' }, 5, null, null],
    ]);
    expect(rowsOf(readImportFile('produk.xlsx', bytes))).toEqual([
      {
        line: 2,
        name: 'Ikan Kembung Segar',
        category: 'Seafood',
        price: '12.3',
        quantity: '40',
        sku: 'IKN-1',
        description: 'Segar & "baru"',
      },
      { line: 3, name: 'Kuih Bahulu Nyonya', category: 'food', price: '8', quantity: '5', sku: '', description: '' },
    ]);
  });

  it('writes floating-point leftovers back as typed', () => {
    const bytes = xlsxBytes([
      ['name', 'category', 'price', 'quantity'],
      ['Madu', 'food', '12.300000000000001' as unknown as number, 3],
    ]);
    // A string cell keeps its text; a number cell is tidied.
    expect(rowsOf(readXlsx(bytes))[0]!.price).toBe('12.300000000000001');
    expect(
      rowsOf(
        readXlsx(
          xlsxBytes([
            ['name', 'category', 'price', 'quantity'],
            ['Madu', 'food', 0.1 + 0.2, 3],
          ]),
        ),
      )[0]!.price,
    ).toBe('0.3');
  });

  it('places cells by their column letters, beyond Z too, and keeps sheet row numbers', () => {
    const header = Array.from({ length: 30 }, () => null as string | null);
    header[0] = 'name';
    header[27] = 'category'; // AB
    header[28] = 'price'; // AC
    header[29] = 'quantity'; // AD
    const data = Array.from({ length: 30 }, () => null as string | number | null);
    data[0] = 'Sotong';
    data[27] = 'seafood';
    data[28] = 9.9;
    data[29] = 11;
    const rows = rowsOf(readXlsx(xlsxBytes([header, data], { rowNumbers: [1, 7] })));
    expect(rows).toEqual([
      { line: 7, name: 'Sotong', category: 'seafood', price: '9.9', quantity: '11', sku: '', description: '' },
    ]);
    expect(columnIndex('A1')).toBe(0);
    expect(columnIndex('Z9')).toBe(25);
    expect(columnIndex('AA1')).toBe(26);
    expect(columnIndex('XFD1048576')).toBe(16383);
    expect(columnIndex('1A')).toBeNull();
  });

  it('finds the first sheet through the workbook relations', () => {
    const rows = rowsOf(
      readXlsx(
        xlsxBytes(
          [
            ['name', 'category', 'price', 'quantity'],
            ['Udang', 'seafood', 20, 15],
          ],
          { sheetPath: 'worksheets/produk.xml' },
        ),
      ),
    );
    expect(rows[0]!.name).toBe('Udang');
  });

  it('refuses a zip bomb before inflating it', () => {
    const parts = xlsxParts([
      ['name', 'category', 'price', 'quantity'],
      ['A', 'food', 1, 1],
    ]);
    parts['xl/worksheets/sheet2.xml'] = [new Uint8Array(MAX_INFLATED_BYTES + 1), { level: 9 }];
    const bomb = zipSync(parts);
    expect(bomb.length).toBeLessThan(100_000);
    expect(readXlsx(bomb)).toEqual({ ok: false, message: FILE_REFUSALS.excelTooBig });
  });

  it('refuses a declared size that lies', () => {
    const bytes = xlsxBytes([
      ['name', 'category', 'price', 'quantity'],
      ['A', 'food', 1, 1],
    ]);
    // Patch the central directory's uncompressed size of the first entry to 4 GB - 1.
    const view = new DataView(bytes.buffer);
    for (let i = bytes.length - 22; i >= 0; i--) {
      if (view.getUint32(i, true) === 0x02014b50) view.setUint32(i + 24, 0xffffffff, true);
    }
    expect(readXlsx(bytes).ok).toBe(false);
  });

  it('refuses XML with a document type (entity expansion)', () => {
    const parts = xlsxParts([
      ['name', 'category', 'price', 'quantity'],
      ['A', 'food', 1, 1],
    ]);
    parts['xl/sharedStrings.xml'] = strToU8(
      '<?xml version="1.0"?><!DOCTYPE lol [<!ENTITY a "aaaaaaaa">]><sst><si><t>&a;</t></si></sst>',
    );
    expect(readXlsx(zipSync(parts))).toEqual({ ok: false, message: FILE_REFUSALS.badExcel });
  });
});

describe('checking rows', () => {
  it('gives the spec messages: missing name, negative price, low stock', () => {
    const [noName, negative, low] = checkRows([
      row({ name: '  ' }, 2),
      row({ price: '-5' }, 3),
      row({ quantity: '4' }, 4),
    ]);
    expect(noName).toMatchObject({ status: 'error', errors: ['Product name is required'] });
    expect(negative).toMatchObject({ status: 'error', errors: ['Price cannot be negative'], priceSen: -500 });
    expect(low).toMatchObject({ status: 'warning', errors: [], warnings: ['Low stock quantity'] });
  });

  it('refuses a free product, as Add Product does: price 0 is an error, not Valid', () => {
    const [zero, zeroCents, cent] = checkRows([
      row({ price: '0' }, 2),
      row({ price: '0.00' }, 3),
      row({ price: '0.01' }, 4),
    ]);
    expect(zero).toMatchObject({ status: 'error', errors: ['Price must be more than 0'] });
    expect(zeroCents).toMatchObject({ status: 'error', errors: ['Price must be more than 0'] });
    expect(cent!.status).not.toBe('error');
    expect(validateForPublish({ ...emptyDraft(), price: '0' }, 1).price).toBe(said('product.priceRequired'));
    expect(validateForPublish({ ...emptyDraft(), price: '0.01' }, 1).price).toBeUndefined();
  });

  it('warns at the shop’s low-stock rule: below 10, zero included', () => {
    const statuses = checkRows(['0', '9', '10'].map((quantity, i) => row({ quantity }, i + 2))).map((r) => r.status);
    expect(statuses).toEqual(['warning', 'warning', 'valid']);
  });

  it('refuses prices and quantities that are not numbers', () => {
    const rows = checkRows([
      row({ price: 'abc' }, 2),
      row({ price: '' }, 3),
      row({ price: '1.234' }, 4),
      row({ quantity: '2.5' }, 5),
      row({ quantity: '-1' }, 6),
      row({ quantity: '' }, 7),
    ]);
    expect(rows.map((r) => r.errors)).toEqual([
      ['Price must be a number such as 12.50'],
      ['Price is required'],
      ['Price must be a number such as 12.50'],
      ['Quantity must be a whole number, 0 or more'],
      ['Quantity must be a whole number, 0 or more'],
      ['Quantity must be a whole number, 0 or more'],
    ]);
    expect(parsePrice('$12.5')).toBe(1250);
    expect(parsePrice('RM 3')).toBe(300);
    expect(parsePrice('-0')).toBe(0);
    expect(parseQuantity('12.0')).toBe(12);
  });

  it('accepts category values and labels in any case, and nothing else', () => {
    expect(categoryFrom('SEAFOOD')).toBe('seafood');
    expect(categoryFrom('home & garden')).toBe('home');
    expect(categoryFrom(' Food &  Beverages ')).toBe('food');
    expect(categoryFrom('Other')).toBe('other');
    expect(categoryFrom('weapons')).toBeNull();
    // The fresh-food categories the listing filters by, which the form and the upload offer alike.
    expect(categoryFrom('Vegetables')).toBe('vegetables');
    expect(categoryFrom('meat')).toBe('meat');
    expect(checkRows([row({ category: 'weapons' }), row({ category: '' }, 3)]).map((r) => r.errors)).toEqual([
      ['Unknown category: use one from the template guide'],
      ['Category is required'],
    ]);
  });

  it('flags SKUs repeated in the file and SKUs the catalogue has', () => {
    const rows = checkRows([row({ sku: 'A' }, 2), row({ sku: 'A' }, 3), row({ sku: 'OLD' }, 4)], ['OLD']);
    expect(rows.map((r) => r.errors)).toEqual([
      [],
      ['Same SKU as row 2 in this file'],
      ['SKU already exists in your catalogue'],
    ]);
  });

  it('makes a stable SKU from the name when none is given', () => {
    expect(skuFromName('Kuih Bahulu Nyonya')).toBe('KUIH-BAHULU-NYONYA');
    expect(skuFromName('Café Kopi Tenom')).toBe('CAFE-KOPI-TENOM');
    expect(skuFromName('<img src=x onerror=alert(1)>')).toBe('IMG-SRC-X-ONERROR-ALERT-1');
    expect(skuFromName('榴莲')).toMatch(/^ITEM-[0-9A-F]{8}$/);
    expect(skuFromName('榴莲')).toBe(skuFromName('榴莲'));
    const [first, second] = checkRows([row({ sku: '', name: 'Sawi' }, 2), row({ sku: '', name: 'Sawi' }, 3)]);
    expect(first!.finalSku).toBe('SAWI');
    expect(second!.errors).toEqual(['Same SKU as row 2 in this file']);
  });

  it('refuses fields over their length limits', () => {
    const rows = checkRows([
      row({ name: 'a'.repeat(201) }, 2),
      row({ name: 'a'.repeat(200) }, 3),
      row({ sku: 'S'.repeat(65) }, 4),
      row({ description: 'd'.repeat(5001) }, 5),
    ]);
    expect(rows.map((r) => r.errors)).toEqual([
      ['Product name is too long (at most 200 characters)'],
      [],
      ['SKU is too long (at most 64 characters)'],
      ['Description is too long (at most 5000 characters)'],
    ]);
  });

  it('counts rows and says how many have errors', () => {
    const counts = countRows(checkRows([row({}, 2), row({ quantity: '1' }, 3), row({ name: '' }, 4)]));
    expect(counts).toEqual({ total: 3, valid: 1, warnings: 1, errors: 1, uploadable: 2 });
  });
});
