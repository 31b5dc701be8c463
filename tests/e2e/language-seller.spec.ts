import { expect, test } from '@playwright/test';
import { DEMO_MERCHANT, openAs } from './fixtures';
import { waitForIslands } from './support';

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
});
