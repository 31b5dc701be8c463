import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { DEMO_BUYER, DEMO_MERCHANT, openAs, signIn } from './fixtures';
import { englishLeft } from './untranslated';

/** Clicks a link of the page that downloads, and gives the file's text. */
async function download(page: Page, link: Locator): Promise<{ file: Download; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { file, text: readFileSync((await file.path())!, 'utf8') };
}

const lines = (text: string) => text.split('\r\n');
const cells = (line: string | undefined) => (line ?? '').split(',');

test.describe('the seller’s exports in Bahasa Malaysia', () => {
  test('each export, downloaded from its /ms page, has Bahasa Malaysia headers and the shop’s words in Bahasa Malaysia', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);

    // Order Management: Eksport Pesanan.
    await openAs(page, baseURL!, DEMO_MERCHANT, '/ms/seller/orders');
    const exportOrders = page.getByRole('link', { name: 'Eksport Pesanan' });
    await expect(exportOrders).toHaveAttribute('href', /^\/ms\/seller\/orders\/export\.csv/);
    const orders = lines((await download(page, exportOrders)).text);
    expect(orders[0]).toBe('ID Pesanan,Status,Pelanggan,E-mel,Produk,Kuantiti,Jumlah (RM),Nombor Penjejakan,Tarikh');
    const statuses = new Set(orders.slice(1, -1).map((line) => cells(line)[1]));
    expect(statuses.size).toBeGreaterThan(0);
    for (const status of statuses)
      expect(['Belum Diproses', 'Sedang Diproses', 'Telah Dihantar', 'Selesai', 'Dibatalkan']).toContain(status);

    // A filtered list exports what it lists, still in Bahasa Malaysia.
    await page.goto('/ms/seller/orders?status=shipped');
    const shipped = lines((await download(page, page.getByRole('link', { name: 'Eksport Pesanan' }))).text);
    expect(shipped[0]).toBe(orders[0]);
    expect(shipped.slice(1, -1).every((line) => cells(line)[1] === 'Telah Dihantar')).toBe(true);

    // The dashboard's Orders tab exports the same file from /ms.
    await page.goto('/ms/seller-dashboard?date=week&tab=orders');
    const exportWeek = page.locator('[data-export-orders]');
    await expect(exportWeek).toHaveAttribute('href', '/ms/seller/orders/export.csv?date=week');
    expect(lines((await download(page, exportWeek)).text)[0]).toBe(orders[0]);

    // Manage Products: Eksport.
    await page.goto('/ms/seller/manage-products');
    const exportProducts = page.getByRole('link', { name: 'Eksport', exact: true });
    await expect(exportProducts).toHaveAttribute('href', /^\/ms\/seller\/manage-products\/export\.csv/);
    const products = lines((await download(page, exportProducts)).text);
    expect(products[0]).toBe(
      'ID,Nama,SKU,Kategori,Status,Harga,Harga Asal,Kuantiti,Jualan,Hasil,Tontonan,Penilaian,Ulasan,Tag,Dibuat Pada',
    );
    const body = products.slice(1).join('\n');
    expect(body).toMatch(/,(Sayur-sayuran|Makanan Laut|Daging|"Makanan & Minuman"|Makanan & Minuman),/);
    expect(body).toMatch(/,(Aktif|Draf|Habis Stok|Diarkibkan),/);
    expect(body).not.toMatch(/,(Vegetables|Seafood|Meat|Food & Beverages),/);
    expect(body).not.toMatch(/,(Active|Draft|Out of Stock|Archived),/);

    // Analytics: Eksport Laporan.
    await page.goto('/ms/seller/analytics?period=90d');
    const exportReport = page.getByRole('link', { name: 'Eksport Laporan' });
    await expect(exportReport).toHaveAttribute('href', '/ms/seller/analytics.csv?period=90d');
    const { file, text } = await download(page, exportReport);
    expect(file.suggestedFilename()).toMatch(/^analytics-90d-\d{4}-\d{2}-\d{2}\.csv$/);
    const report = lines(text);
    expect(cells(report[0])[0]).toBe('Laporan analitik');
    // Every section's words in both languages: tests/unit/seller-exports-language.test.ts; here, that the /ms
    // page's file is the Bahasa Malaysia one.
    expect(cells(report[1]).slice(0, 2)).toEqual(['Tempoh', '90 hari lepas']);
    expect(text).not.toMatch(/\b(Revenue|Orders|Views|Period|January|Growth)\b/);

    // The dashboard's Export Data: its figures, then the period's orders, all in Bahasa Malaysia.
    await page.goto('/ms/seller-dashboard?period=90d');
    const exportData = page.getByRole('link', { name: 'Eksport Data' });
    await expect(exportData).toHaveAttribute('href', '/ms/seller-dashboard/export.csv?period=90d');
    const dashboard = lines((await download(page, exportData)).text);
    expect(cells(dashboard[0])[0]).toBe('Papan pemuka penjual');
    expect(cells(dashboard[1]).slice(0, 2)).toEqual(['Tempoh', '90 hari lepas']);
    expect(dashboard).toContain(orders[0]);
    expect(dashboard.join('\n')).not.toMatch(/\b(Revenue|Orders|Views|Period|January|Growth|Overview|reviews)\b/);

    // The English page still links to the English file.
    await page.goto('/seller/analytics?period=90d');
    await expect(page.getByRole('link', { name: 'Export Report' })).toHaveAttribute(
      'href',
      '/seller/analytics.csv?period=90d',
    );
  });
});

test.describe('the bulk upload reads Bahasa Malaysia category names', () => {
  const UPLOAD = '/ms/seller/bulk-upload';
  const chooser = (page: Page) => page.getByLabel('Pilih Fail');
  const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
  const counter = (page: Page, label: string) =>
    page
      .getByRole('list', { name: 'Bilangan baris' })
      .getByRole('listitem')
      .filter({ hasText: new RegExp(`^\\d+${label}$`) });
  const file = (lines: string[]) => ({
    name: 'produk.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${lines.join('\r\n')}\r\n`),
  });

  test('a file naming categories in Bahasa Malaysia is accepted in the preview, and a refusal is shown in Bahasa Malaysia', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await openAs(page, baseURL!, DEMO_MERCHANT, UPLOAD);
    // Preview only: nothing is uploaded into the demo store, whose catalogue other tests count.
    await chooser(page).setInputFiles(
      file([
        'nama,kategori,harga,kuantiti,sku,penerangan',
        'Sawi Manis Pratonton,Sayur-sayuran,3.50,30,SAWI-PRATONTON-BM,Segar dari kebun',
        'Sotong Pratonton,makanan laut,18.50,20,SOTONG-PRATONTON-BM,',
        'Bola Pratonton,MAINAN & PERMAINAN,5.00,25,BOLA-PRATONTON-BM,',
        'Lampu Pratonton,Lampu Hiasan,9.00,25,LAMPU-PRATONTON-BM,',
      ]),
    );
    await expect(tab(page, 'Semak')).toHaveAttribute('aria-selected', 'true');
    await expect(counter(page, 'Sah')).toHaveText('3Sah');
    await expect(counter(page, 'Ralat')).toHaveText('1Ralat');
    const table = page.getByRole('region', { name: 'Produk dalam fail' });
    await expect(table.getByText('Kategori tidak dikenali: gunakan satu daripada panduan templat')).toHaveCount(1);
    expect(await englishLeft(page), 'the Review tab of a Bahasa Malaysia file').toEqual([]);

    // The island checks the rows again after a change, with the same names.
    await table.getByRole('button', { name: 'Tindakan lain untuk Lampu Pratonton' }).click();
    await page.getByRole('menuitem', { name: 'Buang' }).click();
    await expect(counter(page, 'Sah')).toHaveText('3Sah');
    await expect(counter(page, 'Ralat')).toHaveText('0Ralat');
    await expect(page.getByRole('button', { name: 'Muat Naik 3 Produk' })).toBeVisible();

    // The English header with Bahasa Malaysia categories reads alike.
    await tab(page, 'Muat Naik').click();
    await chooser(page).setInputFiles(
      file(['name,category,price,quantity', 'Kangkung Pratonton,Sayur-sayuran,2.00,30', 'Ayam Pratonton,Daging,12,30']),
    );
    await expect(tab(page, 'Semak')).toHaveAttribute('aria-selected', 'true');
    await expect(counter(page, 'Sah')).toHaveText('2Sah');
    await expect(counter(page, 'Ralat')).toHaveText('0Ralat');

    // Meanwhile the browser's account becomes a buyer's (signed in elsewhere on a shared phone, say): the server
    // refuses each row, and the page says why in Bahasa Malaysia. Nothing is written.
    await page.context().clearCookies();
    await signIn(page.request, baseURL!, DEMO_BUYER);
    await page.getByRole('button', { name: 'Muat Naik 2 Produk' }).click();
    await expect(tab(page, 'Kemajuan')).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByText('Anda memerlukan akaun penjual yang diluluskan untuk berbuat demikian.').first(),
    ).toBeVisible();
    await expect(page.getByText('You need an approved seller account to do this.')).toHaveCount(0);
    expect(await englishLeft(page), 'a refused upload').toEqual([]);

    // Signed out altogether: the sign-in refusal, in Bahasa Malaysia too.
    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Muat naik fail lain' }).click();
    await chooser(page).setInputFiles(file(['nama,kategori,harga,kuantiti', 'Kangkung Pratonton,Sayur-sayuran,2,30']));
    await expect(page.getByRole('alert')).toHaveText('Sila log masuk untuk meneruskan.');
  });
});
