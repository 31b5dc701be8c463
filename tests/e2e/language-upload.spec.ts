import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { becomeMerchant, DEMO_MERCHANT, openAs } from './fixtures';
import { waitForIslands } from './support';
import { englishLeft } from './untranslated';

const UPLOAD = '/ms/seller/bulk-upload';

const csv = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`);
const chooser = (page: Page) => page.getByLabel('Pilih Fail');
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

/** A suffix of this run and project, for SKUs and names no other run has. */
const runId = (project: string) =>
  `${project}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

test.describe('Bulk Upload in Bahasa Malaysia', () => {
  test('the demo merchant meets every state of it in Bahasa Malaysia, and both headers are read', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await openAs(page, baseURL!, DEMO_MERCHANT, UPLOAD);
    await expect(page.getByRole('heading', { level: 1, name: 'Muat Naik Pukal Produk' })).toBeVisible();
    await expect(tab(page, 'Semak')).toBeDisabled();
    await page.getByText('Kategori yang boleh digunakan').click();
    await expect(page.locator('details')).toContainText('toys (Mainan & Permainan)');
    expect(await englishLeft(page), 'the Upload tab').toEqual([]);

    // The template from /ms has the Bahasa Malaysia header, and reads back as it is.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Muat Turun Templat' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('templat-muat-naik-pukal.csv');
    const template = readFileSync((await download.path())!);
    expect(template.toString('utf8').split('\r\n')[0]).toBe('nama,kategori,harga,kuantiti,sku,penerangan');
    await chooser(page).setInputFiles({ name: 'templat.csv', mimeType: 'text/csv', buffer: template });
    await expect(tab(page, 'Semak')).toHaveAttribute('aria-selected', 'true');
    const table = page.getByRole('region', { name: 'Produk dalam fail' });
    await expect(table.getByText('Ikan Kembung Segar')).toBeVisible();
    await expect(table.getByText('Kuih Bahulu Nyonya')).toBeVisible();

    // A file the chooser refuses, and one the server refuses: each says why in Bahasa Malaysia.
    await tab(page, 'Muat Naik').click();
    await chooser(page).setInputFiles({
      name: 'gambar.png',
      mimeType: 'image/png',
      buffer: Buffer.from('89504e47', 'hex'),
    });
    await expect(page.getByRole('alert')).toHaveText('Sila muat naik fail CSV atau Excel');
    await chooser(page).setInputFiles({
      name: 'salah.csv',
      mimeType: 'text/csv',
      buffer: csv(['produk_nama,jenis,kos', 'Sawi,sayur,3']),
    });
    await expect(page.getByRole('alert')).toContainText('Baris pertama mesti menamakan lajur: nama, kategori');
    expect(await englishLeft(page), 'a refused file').toEqual([]);

    // A file with the English header: its rows' issues are shown in Bahasa Malaysia.
    await chooser(page).setInputFiles({
      name: 'produk.csv',
      mimeType: 'text/csv',
      buffer: csv([
        'name,category,price,quantity,sku,description',
        'Sawi Manis Ujian,vegetables,3.50,30,SAWI-UJIAN-BM,',
        'Kerepek Ujian,food,2.00,2,,',
        ',kuih,-4,x,SAWI-UJIAN-BM,',
      ]),
    });
    await expect(tab(page, 'Semak')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('alert')).toHaveText(
      '1 produk ada ralat dan tidak akan dimuat naik. Sila betulkan dahulu.',
    );
    // Every row issue's text in both languages: tests/unit/bulk-upload-language.test.ts.
    await expect(table.getByText('SKU sama dengan baris 2 dalam fail ini')).toBeVisible();
    await expect(table.getByText('dijana daripada nama')).toBeVisible();
    expect(await englishLeft(page), 'the Review tab').toEqual([]);

    await table.getByRole('button', { name: 'Tindakan lain untuk baris 4' }).click();
    expect(await englishLeft(page), 'a row menu').toEqual([]);
    await page.getByRole('menuitem', { name: 'Ubah Produk' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ubah Produk (baris 4)' });
    await expect(dialog).toBeVisible();
    expect(await englishLeft(page), 'the Edit Product dialog').toEqual([]);
    await dialog.getByLabel('Nama produk').fill('Ubi Ujian');
    await dialog.getByLabel('Kategori').fill('food');
    await dialog.getByLabel('Harga (RM)').fill('0');
    await dialog.getByLabel('Kuantiti').fill('20');
    await dialog.getByLabel('SKU').fill('UBI-UJIAN-BM');
    await dialog.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByText('Harga mesti lebih daripada 0')).toBeVisible();

    // The shop cannot be reached: nothing reaches the demo catalogue, and the Progress tab says so in Bahasa Malaysia.
    await page.route(/\/_actions\/bulkImport(\.|%2E)upload/i, (route) => route.abort());
    await page.getByRole('button', { name: 'Muat Naik 2 Produk' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Muat naik selesai!' })).toHaveText(
      'Muat naik selesai! 0 produk berjaya dimuat naik ke kedai anda.',
    );
    await expect(page.getByRole('heading', { name: 'Tidak dimuat naik' })).toBeVisible();
    await expect(
      page.getByText('Kedai tidak dapat dihubungi. Semak sambungan anda dan cuba lagi.').first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pergi ke Urus Produk' })).toHaveAttribute(
      'href',
      '/ms/seller/manage-products',
    );
    expect(await englishLeft(page), 'the Progress tab').toEqual([]);
  });

  test('a new merchant uploads a file with the Bahasa Malaysia header and is taken to the dashboard', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(60_000);
    const id = runId(testInfo.project.name);
    await page.clock.install();
    await becomeMerchant(page, baseURL!, 'Kedai Bahasa');
    await page.goto(UPLOAD);
    await waitForIslands(page);
    await chooser(page).setInputFiles({
      name: 'produk.csv',
      mimeType: 'text/csv',
      buffer: csv([
        'nama,kategori,harga,kuantiti,sku,penerangan',
        `Tikar Mengkuang ${id},home,12.00,15,TIKAR-${id},"Dianyam tangan, 2 meter"`,
      ]),
    });
    const table = page.getByRole('region', { name: 'Produk dalam fail' });
    await expect(table.getByText(`Tikar Mengkuang ${id}`)).toBeVisible();
    await page.getByRole('button', { name: 'Muat Naik 1 Produk' }).click();
    await expect(page.getByText('Muat naik pukal selesai! 1 produk berjaya dimuat naik.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Bilangan muat naik' })).toContainText('1Berjaya');
    expect(await englishLeft(page), 'a finished upload').toEqual([]);
    await page.clock.runFor(5_000);
    await expect(page).toHaveURL(/\/ms\/seller-dashboard$/);
  });
});

test.describe('Store Settings in Bahasa Malaysia', () => {
  test('the demo merchant sees every tab, option and form error in Bahasa Malaysia, and nothing is saved', async ({
    page,
    baseURL,
  }) => {
    await openAs(page, baseURL!, DEMO_MERCHANT, '/ms/seller/store-settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Tetapan Kedai' })).toBeVisible();
    await expect(page.getByText('Aktif', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('combobox', { name: 'Negara' }).getByRole('option', { name: 'Singapura' }),
    ).toBeAttached();
    expect(await englishLeft(page), 'the General tab').toEqual([]);

    await page.getByRole('tab', { name: 'Perniagaan' }).click();
    await expect(page.getByRole('combobox', { name: 'Jenis Perniagaan' })).toContainText('Milikan Tunggal');
    await expect(
      page.getByRole('combobox', { name: 'Jenis Perniagaan' }).getByRole('option', { name: 'Lain-lain' }),
    ).toBeAttached();
    expect(await englishLeft(page), 'the Business tab').toEqual([]);

    await page.getByRole('tab', { name: 'Pilihan' }).click();
    await expect(page.getByRole('combobox', { name: 'Tempoh Pemulangan' })).toContainText('30 hari');
    await expect(page.getByRole('combobox', { name: 'Masa Pemprosesan' })).toContainText('1-2 hari bekerja');
    expect(await englishLeft(page), 'the Preferences tab').toEqual([]);

    await page.getByRole('tab', { name: 'Pemberitahuan' }).click();
    await expect(page.getByRole('switch', { name: 'Amaran stok terhad' })).toBeVisible();
    expect(await englishLeft(page), 'the Notifications tab').toEqual([]);

    await page.getByRole('tab', { name: 'Rupa' }).click();
    await expect(page.getByRole('combobox', { name: 'Tema Kedai' })).toContainText('Moden');
    await page.getByRole('textbox', { name: 'Warna Utama', exact: true }).fill('#12345');
    expect(await englishLeft(page), 'the Appearance tab').toEqual([]);

    // The schema's refusals, checked here before anything is sent, and the tab of the first one opened (each
    // refusal's text in both languages: tests/unit/store-settings-language.test.ts).
    await page.getByRole('tab', { name: 'Umum' }).click();
    await page.getByRole('textbox', { name: 'Nama Perniagaan', exact: true }).fill('');
    await page.getByRole('textbox', { name: 'Laman Web', exact: true }).fill('kedai.example');
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect(page.getByText('Nama perniagaan diperlukan')).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Rupa \(ada ralat\)/ })).toBeVisible();
    await page.getByLabel('Logo Kedai').setInputFiles({
      name: 'logo.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('bukan gambar'),
    });
    await expect(page.getByText('Logo mestilah imej PNG, JPG atau WebP')).toBeVisible();
    expect(await englishLeft(page), 'the form with its errors').toEqual([]);
    await expect(page.getByText('Tetapan kedai berjaya disimpan!')).toBeHidden();
  });
});
