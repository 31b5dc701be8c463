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
    // The seeded notices are made anew in the page's language from their codes (each text: tests/unit/notices.test.ts);
    // the product's name stays as the merchant wrote it.
    const stock = panel.getByRole('listitem').filter({ hasText: 'Stok Terung Ungu (Brinjal) tinggal 7 unit.' });
    await expect(stock.locator('[translate="no"]')).toHaveText('Terung Ungu (Brinjal)');
    await expect(stock.getByText(/^stok · keutamaan tinggi$/)).toBeVisible();
    await expect(stock.getByText(/jam lalu$|hari lalu$|minit lalu$|baru sahaja/)).toBeVisible();
    expect(await englishLeft(page), 'the notifications, open').toEqual([]);
  });

  test('the notification panel keeps every control inside it on a 320 px phone @phone', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await openAs(page, baseURL!, DEMO_MERCHANT, '/ms/seller-dashboard');
    await waitForIslands(page);
    await page.getByRole('button', { name: /^Pemberitahuan, \d+ belum dibaca$/ }).click();
    const panel = page.getByRole('region', { name: 'Pemberitahuan anda' });
    const edge = (await panel.boundingBox())!;
    for (const name of ['Tanda semua dibaca', 'Kosongkan semua']) {
      const button = (await panel.getByRole('button', { name }).boundingBox())!;
      expect(button.x, name).toBeGreaterThanOrEqual(edge.x);
      expect(button.x + button.width, name).toBeLessThanOrEqual(edge.x + edge.width);
    }
    expect(await panel.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
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

  test('the seller dashboard: its header and every tab, with their menus, dialog and empty states', async ({
    page,
    baseURL,
  }) => {
    // The first load's toast repeats a stored notification, kept in the words it was written in (English).
    await page.addInitScript(() => sessionStorage.setItem('dashboardNotificationToastShown', '1'));
    await openAs(page, baseURL!, DEMO_MERCHANT, '/ms/seller-dashboard');
    const tabs = page.getByRole('tablist', { name: 'Papan pemuka' });
    await expect(tabs.getByRole('tab', { name: 'Ringkasan' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Pesanan Terkini' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tindakan Pantas' })).toBeVisible();
    expect(await englishLeft(page), 'the dashboard, Overview').toEqual([]);
    await page.getByRole('button', { name: /^Pemberitahuan, \d+ belum dibaca$/ }).click();
    await expect(page.getByRole('region', { name: 'Pemberitahuan anda' })).toBeVisible();
    expect(await englishLeft(page), 'the notifications').toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: 'Pesanan Terkini' }).click();

    await tabs.getByRole('tab', { name: 'Produk' }).click();
    await expect(page).toHaveURL(/\/ms\/seller-dashboard\?tab=products$/);
    const products = page.getByRole('tabpanel', { name: 'Produk' });
    const card = products.locator('[data-product-card="veg-kangkung"]');
    await expect(card.getByRole('link', { name: 'Ubah Kangkung (Water Spinach)' })).toHaveAttribute(
      'href',
      '/ms/seller/products/veg-kangkung/edit',
    );
    await card.getByRole('group').or(card.locator('summary')).first().click();
    await card.getByRole('button', { name: 'Padam' }).click();
    const dialog = page.getByRole('dialog', { name: 'Padam Produk' });
    await expect(dialog).toContainText('Adakah anda pasti mahu memadam “Kangkung (Water Spinach)”?');
    expect(await englishLeft(page), 'the Products tab, its delete dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await products.getByRole('searchbox', { name: 'Cari produk' }).fill('tiada-produk-begini');
    await expect(products.getByText('Tiada produk yang sepadan dengan carian anda.')).toBeVisible();
    await expect(products.locator('[data-filter-count]')).toHaveText('0 produk');
    expect(await englishLeft(page), 'the Products tab, nothing found').toEqual([]);

    await tabs.getByRole('tab', { name: 'Pesanan' }).click();
    const orders = page.getByRole('tabpanel', { name: 'Pesanan' });
    await expect(orders.getByRole('link', { name: 'Lihat butiran ORD-001' })).toHaveAttribute(
      'href',
      '/ms/seller/orders/ORD-001',
    );
    expect(await englishLeft(page), 'the Orders tab').toEqual([]);
    await orders.getByRole('searchbox', { name: 'Cari pesanan' }).fill('tiada-pesanan-begini');
    await expect(orders.getByText('Tiada pesanan yang sepadan dengan carian anda.')).toBeVisible();
    expect(await englishLeft(page), 'the Orders tab, nothing found').toEqual([]);

    await tabs.getByRole('tab', { name: 'Analitik' }).click();
    const analytics = page.getByRole('tabpanel', { name: 'Analitik' });
    await expect(analytics.getByRole('heading', { name: 'Hasil Bulanan' })).toBeVisible();
    await analytics.getByRole('link', { name: '7 hari lepas' }).click();
    await expect(page).toHaveURL(/\/ms\/seller-dashboard\?period=7d&tab=analytics$/);
    await page.getByRole('tabpanel', { name: 'Analitik' }).getByText('Hasil bulanan dalam jadual').click();
    expect(await englishLeft(page), 'the Analytics tab').toEqual([]);
  });

  test('Customer Reviews: the list, a reply form and a refused reply', async ({ page, baseURL }) => {
    await openAs(page, baseURL!, DEMO_MERCHANT, '/ms/seller/reviews');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Customer Reviews/);
    expect(await englishLeft(page), 'Customer Reviews').toEqual([]);
    // An empty reply, posted as the plain form would: refused in the page's language, nothing stored.
    const reviewId = await page.locator('form input[name="reviewId"]').first().inputValue();
    const refused = await page.request.post('/ms/seller/reviews?_action=reviews.reply', {
      headers: { Origin: baseURL! },
      form: { reviewId, reply: '' },
      maxRedirects: 0,
    });
    expect(await refused.text()).toContain('Sila tulis balasan.');
  });

  test('Analytics: each tab of the report', async ({ page, baseURL }) => {
    await openAs(page, baseURL!, DEMO_MERCHANT, '/ms/seller/analytics');
    await expect(page.getByRole('heading', { name: 'Analitik', level: 1 })).toBeVisible();
    await expect(page.locator('[data-kpi="Total Revenue"] dt')).toHaveText('Jumlah Hasil');
    expect(await englishLeft(page), 'Analytics, Overview').toEqual([]);
    const tabs = page.getByRole('tablist', { name: 'Analitik' });
    for (const name of ['Jualan', 'Produk', 'Pelanggan']) {
      await tabs.getByRole('tab', { name }).click();
      await expect(tabs.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      if (name === 'Jualan') {
        await expect(page.getByRole('img', { name: /^Carta bar hasil setiap bulan/ })).toBeVisible();
        await page.getByText('Hasil bulanan dalam jadual').click();
      }
      expect(await englishLeft(page), `Analytics, ${name}`).toEqual([]);
    }
    await page.getByRole('link', { name: '90 hari lepas' }).click();
    await expect(page).toHaveURL(/\/ms\/seller\/analytics\?period=90d/);
    expect(await englishLeft(page), 'Analytics, 90 days').toEqual([]);
  });
});
