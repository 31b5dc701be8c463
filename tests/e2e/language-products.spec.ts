import { expect, test, type Page } from '@playwright/test';
import { DEMO_MERCHANT, openAs } from './fixtures';
import { waitForIslands } from './support';
import { englishLeft } from './untranslated';

/**
 * What the seller screens share, translated with the seller frame rather than with these screens: the frame's way
 * back and its Quick Actions row (src/layouts/SellerFrame.astro, src/components/seller/QuickActions.astro), and a
 * row menu's button and menu names (src/islands/seller/RowMenu.tsx). Left out of the check until they speak Bahasa
 * Malaysia too; the Quick Actions' names are left out only while no other part of the page says them.
 */
const FRAME = [
  '← Back to Dashboard (back, to)',
  'Add Product (add, product)',
  'View Orders (view, orders)',
  'Manage Products (products)',
  'Store Settings (store)',
];
const ROW_MENU = /^(More actions|Actions) for +\((more, )?for\)$/;

/** No English on the page as it is now, but for the shared seller parts above; `what` names the state. */
async function allMalay(page: Page, what: string): Promise<void> {
  const outsideFrame = await page
    .getByText(/^(Add Product|View Orders|Manage Products|Store Settings)$/)
    .evaluateAll((found) => found.filter((element) => !element.closest('nav')).map((element) => element.textContent));
  expect(outsideFrame, `${what}: the Quick Actions' names elsewhere`).toEqual([]);
  const left = (await englishLeft(page)).filter((text) => !FRAME.includes(text) && !ROW_MENU.test(text));
  expect(left, what).toEqual([]);
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
    await honey.getByRole('button', { name: `More actions for ${HONEY}` }).click();
    await allMalay(page, 'a row menu');
    await page.getByRole('menuitem', { name: 'Padam' }).click();
    await expect(dialog.getByText(`Adakah anda pasti mahu memadam “${HONEY}”?`, { exact: false })).toBeVisible();
    await allMalay(page, 'the delete confirmation');
    await dialog.getByRole('button', { name: 'Batal' }).click();

    // Only the duplicate call fails, so nothing of the demo's catalogue changes here.
    await page.route(/\/_actions\/sellerProducts(\.|%2E)duplicate/i, (route) =>
      route.fulfill({ status: 500, body: 'down' }),
    );
    await honey.getByRole('button', { name: `More actions for ${HONEY}` }).click();
    await page.getByRole('menuitem', { name: 'Buat Salinan' }).click();
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
