import { describe, expect, it } from 'vitest';
import { fill } from '../../src/i18n/fill';
import { messages } from '../../src/i18n';
import type { BulkUploadTexts } from '../../src/islands/bulk-upload/texts';
import { refusalIn, toldIn } from '../../src/islands/bulk-upload/texts';
import { BULK_REFUSALS } from '../../src/lib/bulk-import/limits';
import { decodeRefusal } from '../../src/lib/refusals';
import { readCsvText } from '../../src/lib/bulk-import/csv';
import { FILE_REFUSALS, ROW_REFUSALS, TEMPLATE_COLUMNS } from '../../src/lib/bulk-import/limits';
import { checkRows } from '../../src/lib/bulk-import/rows';
import { templateCsv } from '../../src/lib/bulk-import/template';

const en = messages('en').bulkUpload;
const ms = messages('ms').bulkUpload;
const texts = (lang: 'en' | 'ms'): BulkUploadTexts => {
  const { title, description, moreCategories, ...own } = messages(lang).bulkUpload;
  return { ...own, shared: messages(lang).seller.list, categories: moreCategories };
};
const template = (t: typeof en) =>
  templateCsv(
    TEMPLATE_COLUMNS.map((column) => t.template.columns[column]),
    [t.template.example1, t.template.example2],
  );
const BODY = 'Sawi Manis,vegetables,3.50,30,SAWI-1,Segar dari kebun\r\n';

describe('the header reader, in English and Bahasa Malaysia', () => {
  it('reads a file with the English header', () => {
    const result = readCsvText(`name,category,price,quantity,sku,description\r\n${BODY}`);
    expect(result).toEqual({
      ok: true,
      rows: [
        {
          line: 2,
          name: 'Sawi Manis',
          category: 'vegetables',
          price: '3.50',
          quantity: '30',
          sku: 'SAWI-1',
          description: 'Segar dari kebun',
        },
      ],
    });
  });

  it('reads the same file with the Bahasa Malaysia header, in any case and order', () => {
    const english = readCsvText(`name,category,price,quantity,sku,description\r\n${BODY}`);
    expect(readCsvText(`nama,kategori,harga,kuantiti,sku,penerangan\r\n${BODY}`)).toEqual(english);
    expect(readCsvText(`Nama Produk,Kategori,Harga,Stok,SKU,Keterangan\r\n${BODY}`)).toEqual(english);
    expect(
      readCsvText(
        'penerangan,sku,kuantiti,harga,kategori,nama\r\nSegar dari kebun,SAWI-1,30,3.50,vegetables,Sawi Manis',
      ),
    ).toEqual(english);
  });

  it('reads a header that mixes the two languages', () => {
    const result = readCsvText(`nama,category,harga,quantity,sku,penerangan\r\n${BODY}`);
    expect(result.ok && result.rows[0]?.name).toBe('Sawi Manis');
  });

  it('still refuses a header that names neither language’s columns', () => {
    expect(readCsvText(`produk_nama,jenis,kos,bil\r\n${BODY}`)).toEqual({ ok: false, message: FILE_REFUSALS.noHeader });
  });

  it('reads back both templates, each with its own header, as two valid rows', () => {
    for (const t of [en, ms]) {
      const csv = template(t);
      const result = readCsvText(csv);
      if (!result.ok) throw new Error(result.message);
      expect(checkRows(result.rows).map((row) => row.status)).toEqual(['valid', 'valid']);
    }
    expect(template(en)).toBe(templateCsv());
    expect(template(en).split('\r\n')[0]).toBe('name,category,price,quantity,sku,description');
    expect(template(ms).split('\r\n')[0]).toBe('nama,kategori,harga,kuantiti,sku,penerangan');
  });
});

describe('the bulk upload’s messages in the page’s language', () => {
  it('says the refusals of src/lib/bulk-import in the spec’s English', () => {
    expect(refusalIn(ROW_REFUSALS.skuDuplicate(4), texts('en'))).toBe('Same SKU as row 4 in this file');
    expect(refusalIn(ROW_REFUSALS.lowStock, texts('en'))).toBe('Low stock quantity');
    expect(refusalIn(FILE_REFUSALS.wrongType, texts('en'))).toBe('Please upload a CSV or Excel file');
    // The spec's words (section 8).
    expect(fill(en.progress.uploaded, { count: 3 })).toBe(
      'Upload completed! 3 products were successfully uploaded to your store.',
    );
    expect(fill(en.progress.banner, { count: 3 })).toBe(
      'Bulk upload completed! 3 products uploaded successfully. Redirecting to dashboard...',
    );
    expect(fill(en.review.errorRows, { count: 2 })).toBe(
      "2 products have errors and won't be uploaded. Please fix them first.",
    );
  });

  it('refuses a file and a row with codes the page is given, each said in both languages', () => {
    const all = [...Object.values(FILE_REFUSALS), ...Object.values(ROW_REFUSALS)].map((refusal) =>
      typeof refusal === 'string' ? refusal : refusal(3),
    );
    expect(all.map((message) => decodeRefusal(message)?.code).sort()).toEqual([...BULK_REFUSALS].sort());
    for (const message of all) {
      const [english, malay] = [refusalIn(message, texts('en')), refusalIn(message, texts('ms'))];
      expect(english).not.toMatch(/[{}]/);
      expect(malay, english).not.toBe(english);
    }
  });

  it('shows a row’s issues, and the issues of a row the server did not write, in Bahasa Malaysia', () => {
    const [row] = checkRows([
      { line: 2, name: '', category: 'nothing', price: '-1', quantity: 'x', sku: '', description: '' },
    ]);
    expect(row!.errors.map((message) => refusalIn(message, texts('ms')))).toEqual([
      'Nama produk diperlukan',
      'Kategori tidak dikenali: gunakan satu daripada panduan templat',
      'Harga tidak boleh negatif',
      'Kuantiti mesti nombor bulat, 0 atau lebih',
    ]);
    const told = { refusals: [ROW_REFUSALS.priceZero, ROW_REFUSALS.skuDuplicate(7)] };
    expect(toldIn(told, texts('ms'))).toBe('Harga mesti lebih daripada 0; SKU sama dengan baris 7 dalam fail ini');
    expect(toldIn(told, texts('en'))).toBe('Price must be more than 0; Same SKU as row 7 in this file');
  });

  it('shows a refusal of the whole file, and a shop that could not be reached, in Bahasa Malaysia', () => {
    expect(toldIn({ refusals: [FILE_REFUSALS.wrongType] }, texts('ms'))).toBe('Sila muat naik fail CSV atau Excel');
    expect(toldIn({ unreachable: true }, texts('ms'))).toBe(ms.connection);
    expect(ms.connection).not.toBe(en.connection);
  });
});
