import { expect, test } from '@playwright/test';
import { DEMO_MERCHANT, openAs } from './fixtures';
import { waitForIslands } from './support';
import { englishLeft } from './untranslated';

/** The seller's daily screens under /ms, as the demo merchant. */
test.describe('the seller’s screens in Bahasa Malaysia', () => {
  test('the seller frame and the notification bell speak Bahasa Malaysia', async ({ page, baseURL }) => {
    await openAs(page, baseURL!, DEMO_MERCHANT, '/ms/seller/orders');
    await expect(page.getByRole('link', { name: '← Kembali ke Papan Pemuka' })).toHaveAttribute(
      'href',
      '/ms/seller-dashboard',
    );
    const shortcuts = page.getByRole('navigation', { name: 'Tindakan Pantas' });
    await expect(shortcuts.getByRole('link', { name: 'Tambah Produk' })).toHaveAttribute(
      'href',
      '/ms/seller/products/new',
    );
    await expect(shortcuts.locator('[aria-current="page"]')).toHaveText('Lihat Pesanan');

    await page.goto('/ms/seller-dashboard');
    await waitForIslands(page);
    const bell = page.getByRole('button', { name: /^Pemberitahuan, \d+ belum dibaca$/ });
    await bell.click();
    const panel = page.getByRole('region', { name: 'Pemberitahuan anda' });
    await expect(panel.getByRole('heading', { name: 'Pemberitahuan' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Kosongkan semua' })).toBeVisible();
    // The seeded stock notice: its title is the shop's own (in the page's language), its message kept as written.
    const stock = panel.getByRole('listitem').filter({ hasText: 'Terung Ungu (Brinjal) has 7 units left.' });
    await expect(stock.getByText('Stok terhad', { exact: true })).toBeVisible();
    await expect(stock.getByText(/^stok · keutamaan tinggi$/)).toBeVisible();
    await expect(stock.getByText(/jam lalu$|hari lalu$|minit lalu$|baru sahaja/)).toBeVisible();
  });

  test('Order Management: the list, its filters, menu, dialog and empty state', async ({ page, baseURL }) => {
    await openAs(page, baseURL!, DEMO_MERCHANT, '/ms/seller/orders');
    await expect(page.getByRole('heading', { name: 'Pengurusan Pesanan' })).toBeVisible();
    expect(await englishLeft(page), 'Order Management').toEqual([]);

    // The filters load in place and keep the page in Bahasa Malaysia.
    await page.getByLabel('Tapis mengikut status').selectOption('cancelled');
    await expect(page).toHaveURL(/\/ms\/seller\/orders\?status=cancelled/);
    const cancelled = page.locator('[data-order-id="ORD-005"]');
    await expect(cancelled.getByText('Dibatalkan', { exact: true })).toBeVisible();
    expect(await englishLeft(page), 'Order Management, filtered').toEqual([]);

    await page.getByLabel('Tapis mengikut status').selectOption('all');
    const pending = page.locator('[data-order-id="ORD-001"]');
    await pending.getByRole('button', { name: 'Tindakan lain untuk pesanan ORD-001' }).click();
    const menu = page.getByRole('menu', { name: 'Tindakan untuk pesanan ORD-001' });
    await expect(menu.getByRole('menuitem', { name: 'Batalkan Pesanan' })).toBeVisible();
    expect(await englishLeft(page), 'the row menu').toEqual([]);

    // The dialog, and its form error in Bahasa Malaysia: a shipped order needs a tracking number as carriers print it.
    await menu.getByRole('menuitem', { name: 'Kemas Kini Status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kemas Kini Status Pesanan' });
    await expect(dialog.getByText('Pesanan ORD-001 kini belum diproses.')).toBeVisible();
    await dialog.getByLabel('Status baharu').selectOption('shipped');
    await dialog.getByLabel('Syarikat penghantaran').selectOption({ index: 1 });
    await dialog.getByLabel('Nombor penjejakan').fill('AB-12');
    await dialog.getByRole('button', { name: 'Sahkan' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Masukkan nombor penjejakan 8 hingga 30 huruf dan angka.');
    expect(await englishLeft(page), 'the status dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('searchbox', { name: 'Cari pesanan' }).fill('tiada-pesanan-begini');
    await expect(page.getByText('Tiada pesanan dijumpai')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kosongkan Penapis' })).toBeVisible();
    expect(await englishLeft(page), 'no orders found').toEqual([]);
  });

  test('an order, its invoice and its label, and an order that is not there', async ({ page, baseURL }) => {
    await openAs(page, baseURL!, DEMO_MERCHANT, '/ms/seller/orders/ORD-001');
    await expect(page.getByRole('heading', { name: 'Butiran Pesanan' })).toBeVisible();
    await expect(page.getByText('BELUM DIPROSES', { exact: true })).toBeVisible();
    expect(await englishLeft(page), 'a pending order').toEqual([]);
    await page.getByRole('button', { name: 'Kemas Kini Status' }).click();
    await expect(page.getByRole('dialog', { name: 'Kemas Kini Status Pesanan' })).toBeVisible();
    expect(await englishLeft(page), 'a pending order, its dialog').toEqual([]);

    await page.goto('/ms/seller/orders/ORD-003');
    await expect(page.getByRole('region', { name: 'Butiran Bayaran' })).toContainText('Kad •••• •••• •••• 5100');
    await expect(page.getByRole('region', { name: 'Maklumat Penghantaran' })).toContainText('EP883344556MY');
    await expect(page.getByRole('link', { name: 'Cetak' })).toHaveAttribute('href', '/ms/seller/orders/ORD-003/print');
    expect(await englishLeft(page), 'a shipped order').toEqual([]);

    await page.goto('/ms/seller/orders/ORD-005');
    await expect(page.getByRole('button', { name: 'Kemas Kini Status' })).toHaveAttribute(
      'title',
      'Status pesanan ini tidak boleh diubah lagi.',
    );
    expect(await englishLeft(page), 'a cancelled order').toEqual([]);

    await page.goto('/ms/seller/orders/ORD-003/print');
    await expect(page.getByRole('heading', { name: 'Invois & Slip Pembungkusan' })).toBeVisible();
    expect(await englishLeft(page), 'the invoice').toEqual([]);
    await page.goto('/ms/seller/orders/ORD-003/print?label=1');
    await expect(page.getByText('Hantar kepada')).toBeVisible();
    expect(await englishLeft(page), 'the shipping label').toEqual([]);

    expect((await page.goto('/ms/seller/orders/ORD-999'))!.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Pesanan Tidak Dijumpai' })).toBeVisible();
    expect(await englishLeft(page), 'an order that is not there').toEqual([]);
  });
});
