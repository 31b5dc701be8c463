import { expect, test, type Page } from '@playwright/test';
import {
  becomeMerchant,
  checkoutBody,
  DEMO_MERCHANT,
  openAs,
  placeOrder,
  shippingTo,
  signUpThroughApi,
  uniqueEmail,
} from './fixtures';
import { markedPng } from '../pictures';
import { waitForIslands } from './support';
import { englishLeft } from './untranslated';

/** No English on the page as it is now; `what` names the state. */
async function allMalay(page: Page, what: string): Promise<void> {
  expect(await englishLeft(page), what).toEqual([]);
}

const HONEY = 'Madu Kelulut (Stingless Bee Honey)';

test.describe('Manage Products in Bahasa Malaysia', () => {
  test('the grid and the list, the selection, both delete confirmations, a failed action and no matches', async ({
    page,
    baseURL,
  }) => {
    await openAs(page, baseURL!, DEMO_MERCHANT, '/ms/seller/manage-products');
    await expect(page.getByRole('heading', { name: 'Urus Produk', level: 1 })).toBeVisible();
    await expect(page.getByText(/^\d+ daripada \d+ produk$/)).toBeVisible();
    const products = page.getByRole('list', { name: 'Produk' });
    await expect(products.getByRole('heading', { name: HONEY })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tambah Produk' }).first()).toHaveAttribute(
      'href',
      '/ms/seller/products/new',
    );
    await allMalay(page, 'the grid');

    await page.getByRole('button', { name: 'Paparan senarai' }).click();
    await allMalay(page, 'the list');

    await page.getByRole('checkbox', { name: 'Pilih semua produk' }).check();
    const bulk = page.getByRole('group', { name: 'Tindakan pukal' });
    await expect(bulk.getByText(/^\d+ dipilih$/)).toBeVisible();
    await allMalay(page, 'all selected');
    await bulk.getByRole('button', { name: 'Padam' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Padam Produk Terpilih' })).toBeVisible();
    await allMalay(page, 'the bulk delete confirmation');
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await page.getByRole('checkbox', { name: 'Pilih semua produk' }).uncheck();

    const honey = products.getByRole('listitem').filter({ has: page.getByRole('heading', { name: HONEY }) });
    await honey.getByRole('button', { name: `Tindakan lain untuk ${HONEY}` }).click();
    await allMalay(page, 'a row menu');
    await page.getByRole('menuitem', { name: 'Padam' }).click();
    await expect(dialog.getByText(`Adakah anda pasti mahu memadam “${HONEY}”?`, { exact: false })).toBeVisible();
    await allMalay(page, 'the delete confirmation');
    await dialog.getByRole('button', { name: 'Batal' }).click();

    // Only the duplicate call fails, so nothing of the demo's catalogue changes here.
    await page.route(/\/_actions\/sellerProducts(\.|%2E)duplicate/i, (route) =>
      route.fulfill({ status: 500, body: 'down' }),
    );
    await honey.getByRole('button', { name: `Tindakan lain untuk ${HONEY}` }).click();
    await page.getByRole('menuitem', { name: 'Salin' }).click();
    await expect(page.getByRole('alert')).toHaveText('Ralat berlaku. Sila cuba lagi.');
    await allMalay(page, 'a failed action');

    await page.getByRole('searchbox', { name: 'Cari produk' }).fill('tiada-produk-sebegini');
    await expect(page.getByRole('heading', { name: 'Tiada produk dijumpai' })).toBeVisible();
    await allMalay(page, 'no matches');
    await page.getByRole('link', { name: 'Kosongkan Penapis' }).click();
    await expect(products.getByRole('heading', { name: HONEY })).toBeVisible();
    await expect(page).toHaveURL(/\/ms\/seller\/manage-products$/);
  });

  test('filtered and sorted from the address, as a plain page', async ({ page, baseURL }) => {
    await openAs(page, baseURL!, DEMO_MERCHANT, '/ms/seller/manage-products?status=draft&sort=price-asc');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('draft');
    await allMalay(page, 'drafts by price');
    await page.goto('/ms/seller/manage-products?category=seafood');
    await waitForIslands(page);
    await allMalay(page, 'a category');
  });
});

const png = (name: string, marker: number) => ({ name, mimeType: 'image/png', buffer: Buffer.from(markedPng(marker)) });

test.describe('the product editor in Bahasa Malaysia', () => {
  test("Add Product: the form, the Publish rules' messages, tags and images, and what was left out", async ({
    page,
    baseURL,
  }) => {
    await openAs(page, baseURL!, DEMO_MERCHANT, '/ms/seller/products/new');
    await expect(page.getByRole('heading', { name: 'Tambah Produk Baharu', level: 1 })).toBeVisible();
    await allMalay(page, 'an empty form');

    await page.getByRole('button', { name: 'Terbitkan Produk' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Sila betulkan' })).toHaveText(
      'Sila betulkan ralat di bawah.',
    );
    // Each rule's text in both languages: tests/unit/product-editor-texts.test.ts.
    await expect(page.getByText('Sekurang-kurangnya satu gambar produk diperlukan', { exact: true })).toBeVisible();
    await allMalay(page, "the Publish rules' messages");

    await page.getByLabel('Tag', { exact: true }).fill('Organic Fresh');
    await page.getByRole('button', { name: 'Tambah tag' }).click();
    await page.getByRole('spinbutton', { name: 'Harga (RM)', exact: true }).fill('7.50');
    await page.getByRole('spinbutton', { name: 'Harga Asal (RM)' }).fill('10.00');
    await expect(page.getByText('Pratonton harga').locator('..')).toContainText('DISKAUN 25%');
    await page
      .locator('#images')
      .setInputFiles([
        { name: 'senarai-harga.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
        png('kept.png', 41),
      ]);
    await expect(page.getByText('senarai-harga.pdf bukan gambar.')).toBeVisible();
    await expect(page.getByText('1 daripada 10 gambar')).toBeVisible();
    await allMalay(page, 'a tag, a price, an image and a file left out');
    // The other side of each switch: the Product Status preview says so.
    for (const name of ['Ini produk fizikal', 'Aktif', 'Dikenakan cukai'])
      await page.getByRole('switch', { name, exact: true }).click();
    await expect(page.getByText('Tidak diperlukan')).toBeVisible();
    await expect(page.getByText('Bebas cukai')).toBeVisible();
    await allMalay(page, 'every switch turned');
  });

  test("the seller's view of a product, its edit form and a product that is not theirs", async ({ page, baseURL }) => {
    await openAs(page, baseURL!, DEMO_MERCHANT, '/ms/seller/products/veg-kangkung');
    await expect(page.getByRole('heading', { name: 'Prestasi' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ubah Produk' })).toHaveAttribute(
      'href',
      '/ms/seller/products/veg-kangkung/edit',
    );
    await allMalay(page, "the seller's view");

    await page.goto('/ms/seller/products/veg-kangkung/edit');
    await waitForIslands(page);
    await expect(page.getByRole('button', { name: 'Simpan Perubahan' })).toBeVisible();
    await allMalay(page, 'the edit form');

    for (const path of ['/ms/seller/products/fish-kerapu', '/ms/seller/products/fish-kerapu/edit']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Produk tidak dijumpai' })).toBeVisible();
      await allMalay(page, `${path}, not theirs`);
    }
  });

  test('a new store: no products yet, a draft saved, a copy made and deleted, and the stock refusal after a sale', async ({
    page,
    baseURL,
    browser,
  }) => {
    test.slow();
    await becomeMerchant(page, baseURL!, 'Kedai Bahasa Ujian');
    await page.goto('/ms/seller/manage-products');
    await waitForIslands(page);
    await expect(page.getByText('Tambah produk pertama anda', { exact: false })).toBeVisible();
    await allMalay(page, 'no products yet');

    await page.goto('/ms/seller/products/new');
    await waitForIslands(page);
    await page.getByLabel('Nama Produk').fill('Kuih Lapis Uji');
    await page.getByRole('button', { name: 'Simpan sebagai Draf' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Draf berjaya disimpan' })).toBeVisible();
    await allMalay(page, 'a draft saved');
    await page.waitForURL(/\/ms\/seller-dashboard$/);

    // Manage Products' banners after a change: a copy made, then deleted.
    await page.goto('/ms/seller/manage-products');
    await waitForIslands(page);
    const menuOf = (name: string) =>
      page
        .getByRole('list', { name: 'Produk' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name, exact: true }) })
        .getByRole('button', { name: `Tindakan lain untuk ${name}` });
    await menuOf('Kuih Lapis Uji').click();
    await page.getByRole('menuitem', { name: 'Salin' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Produk berjaya disalin' })).toBeVisible();
    await expect(page.getByText('2 daripada 2 produk')).toBeVisible();
    await allMalay(page, 'a copy made');
    await menuOf('Kuih Lapis Uji (Copy)').click();
    await page.getByRole('menuitem', { name: 'Padam' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Padam' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Produk berjaya dipadam' })).toBeVisible();
    await expect(page.getByText('1 daripada 1 produk')).toBeVisible();
    await allMalay(page, 'a product deleted');

    // A product on sale, then a sale while its form is open: the save is refused with today's stock.
    const form = new FormData();
    for (const [field, value] of Object.entries({
      intent: 'publish',
      name: `Hampir Habis ${Date.now()}`,
      description: 'Segar hari ini.',
      category: 'food',
      price: '8.90',
      quantity: '15',
      isActive: 'on',
      trackQuantity: 'on',
      requiresShipping: 'on',
      taxable: 'on',
    }))
      form.append(field, value);
    form.append('images', new Blob([png('a.png', 42).buffer], { type: 'image/png' }), 'a.png');
    const saved = await page.request.post('/_actions/productEditor.save', {
      headers: { Origin: baseURL! },
      multipart: form,
    });
    expect(saved.status()).toBe(200);
    const productId = /p-[0-9a-f-]{36}/.exec(await saved.text())![0];
    await page.goto(`/ms/seller/products/${productId}/edit`);
    await waitForIslands(page);

    const buyer = await browser.newContext();
    const email = uniqueEmail('bahasa-buyer');
    await signUpThroughApi(buyer.request, baseURL!, { name: 'Pembeli Ujian', email, password: 'Kampung-Buyer-2025' });
    const order = await placeOrder(
      buyer.request,
      baseURL!,
      checkoutBody({
        lines: [{ productId, quantity: 12 }],
        shipping: shippingTo('Pembeli Ujian', email),
        expectedTotalSen: 10680 + 0 + 641,
      }),
    );
    expect(order.status()).toBe(200);
    await buyer.close();

    await page.getByRole('spinbutton', { name: 'Kuantiti' }).fill('2');
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Stok berubah semasa anda mengubah produk ini: 3 dalam stok sekarang, bukan 15. Tiada apa-apa disimpan. Semak kuantiti dan simpan semula.',
    );
    await expect(page.getByRole('spinbutton', { name: 'Kuantiti' })).toHaveValue('3');
    await allMalay(page, 'the stock refusal');
  });
});
