import { describe, expect, it } from 'vitest';
import { fill } from '../../src/i18n/fill';
import { messages } from '../../src/i18n';
import type { BulkUploadTexts } from '../../src/islands/bulk-upload/texts';
import { fileMessage, rowMessage } from '../../src/islands/bulk-upload/texts';
import { readCsvText } from '../../src/lib/bulk-import/csv';
import { FILE_MESSAGES, ROW_MESSAGES, TEMPLATE_COLUMNS } from '../../src/lib/bulk-import/limits';
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
    expect(readCsvText(`produk_nama,jenis,kos,bil\r\n${BODY}`)).toEqual({ ok: false, message: FILE_MESSAGES.noHeader });
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
  it('keeps the English of src/lib/bulk-import word for word', () => {
    expect(fill(en.rowMessages.skuDuplicate, { line: 4 })).toBe(ROW_MESSAGES.skuDuplicate(4));
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

  it('shows a row’s issues, and the server’s joined issues, in Bahasa Malaysia', () => {
    const [row] = checkRows([
      { line: 2, name: '', category: 'nothing', price: '-1', quantity: 'x', sku: '', description: '' },
    ]);
    expect(row!.errors.map((message) => rowMessage(message, texts('ms')))).toEqual([
      'Nama produk diperlukan',
      'Kategori tidak dikenali: gunakan satu daripada panduan templat',
      'Harga tidak boleh negatif',
      'Kuantiti mesti nombor bulat, 0 atau lebih',
    ]);
    expect(rowMessage(`${ROW_MESSAGES.priceZero}; ${ROW_MESSAGES.skuDuplicate(7)}`, texts('ms'))).toBe(
      'Harga mesti lebih daripada 0; SKU sama dengan baris 7 dalam fail ini',
    );
    expect(rowMessage(ROW_MESSAGES.skuDuplicate(7), texts('en'))).toBe(ROW_MESSAGES.skuDuplicate(7));
    expect(rowMessage('Something the shop never says', texts('ms'))).toBe('Something the shop never says');
  });

  it('shows a refusal of the whole file in Bahasa Malaysia', () => {
    expect(fileMessage(FILE_MESSAGES.wrongType, texts('ms'))).toBe('Sila muat naik fail CSV atau Excel');
    expect(fileMessage(FILE_MESSAGES.wrongType, texts('en'))).toBe(FILE_MESSAGES.wrongType);
  });
});
