import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { REDIRECT_AFTER_MS } from '../../src/lib/bulk-import/limits';
import { xlsxBytes } from '../unit/xlsx-fixture';
import { becomeMerchant, DEMO_BUYER, signIn } from './fixtures';
import { holdScripts, expectAccessible, islandsPending, waitForIslands, watchForErrors } from './support';

const PATH = '/seller/bulk-upload';
const HOSTILE = '<img src=x onerror=alert(1)>';

/**
 * A store of its own for each test: imported products are public at once, and the demo stores' catalogues are
 * counted by other tests. (The listing's tests count seafood and prices of 25 to 50: the rows here avoid both.)
 */
async function openAsMerchant(page: Page, baseURL: string) {
  await becomeMerchant(page, baseURL, 'Kedai Muat Naik');
  await page.goto(PATH);
  await waitForIslands(page);
}

/** A suffix of this run and project: desktop and mobile upload at the same time into one catalogue. */
const runId = (project: string) =>
  `${project}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

const counter = (page: Page, list: string, label: string) =>
  page
    .getByRole('list', { name: list })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^\\d+${label}$`) });

async function expectCounters(page: Page, list: string, values: Record<string, number>) {
  for (const [label, value] of Object.entries(values))
    await expect(counter(page, list, label)).toHaveText(`${value}${label}`);
}

const fileChooser = (page: Page) => page.getByLabel('Choose File');
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

function productsCsv(id: string): string {
  return [
    '\uFEFFname,category,price,quantity,sku,description',
    `Tudung Saji Mengkuang ${id},Home & Garden,12.50,40,TUDUNG-${id},"Woven by hand, from the kampung\n60 cm"`,
    `Kuih Bahulu Nyonya ${id},Food & Beverages,8.00,3,BAHULU-${id},`,
    `,food,-4.00,0,NONAME-${id},`,
    `"${HOSTILE} ${id}",home,5,20,XSS-${id},`,
    '',
  ].join('\r\n');
}

test.describe('Bulk Upload is for approved merchants', () => {
  test('sends a visitor to sign in, and refuses the actions to a visitor and a buyer', async ({ page, baseURL }) => {
    await page.goto(PATH);
    await expect(page).toHaveURL(/\/login\?redirect=%2Fseller%2Fbulk-upload$/);
    const upload = () =>
      page.request.post('/_actions/bulkImport.upload', {
        headers: { Origin: baseURL! },
        data: {
          rows: [
            { line: 2, name: 'Curi', category: 'food', price: '1', quantity: '20', sku: 'CURI-1', description: '' },
          ],
        },
      });
    expect((await upload()).status()).toBe(401);
    await signIn(page.request, baseURL!, DEMO_BUYER);
    expect((await upload()).status()).toBe(403);
    const read = await page.request.post('/_actions/bulkImport.read', {
      headers: { Origin: baseURL! },
      multipart: {
        file: {
          name: 'a.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from('name,category,price,quantity\nA,food,1,1\n'),
        },
      },
    });
    expect(read.status()).toBe(403);
  });
});

test.describe('the demo merchant uploads products in bulk', () => {
  test('reviews a CSV with valid, warning and error rows, fixes one, uploads, and finds them in Manage Products', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(60_000);
    const errors = watchForErrors(page);
    let alerted = false;
    page.on('dialog', (dialog) => {
      alerted = true;
      void dialog.dismiss();
    });
    const id = runId(testInfo.project.name);
    // The page's own clock, moved on at the redirect instead of waiting for it.
    await page.clock.install();
    await openAsMerchant(page, baseURL!);
    await expect(page.getByRole('heading', { level: 1, name: 'Bulk Upload Products' })).toBeVisible();
    await expect(page.getByText('Upload multiple products at once')).toBeVisible();
    await expect(tab(page, 'Review')).toBeDisabled();
    await expect(tab(page, 'Progress')).toBeDisabled();
    await expect(page.getByText('Supported formats')).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Template' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('bulk-upload-template.csv');
    expect(readFileSync((await download.path())!, 'utf8').split('\r\n')[0]).toBe(
      'name,category,price,quantity,sku,description',
    );

    await fileChooser(page).setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('89504e470d0a1a0a', 'hex'),
    });
    await expect(page.getByRole('alert')).toHaveText('Please upload a CSV or Excel file');
    await expect(tab(page, 'Review')).toBeDisabled();

    const csv = Buffer.from(productsCsv(id));
    await fileChooser(page).setInputFiles({ name: 'produk.csv', mimeType: 'text/csv', buffer: csv });
    await expect(tab(page, 'Review')).toHaveAttribute('aria-selected', 'true');
    await expectCounters(page, 'Row counts', { 'Total Products': 4, Valid: 2, Warnings: 1, Errors: 1 });
    await expect(page.getByRole('alert')).toHaveText(
      "1 products have errors and won't be uploaded. Please fix them first.",
    );
    const table = page.getByRole('region', { name: 'Products in the file' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Status',
      'Product Name',
      'Category',
      'Price',
      'Quantity',
      'SKU',
      'Issues',
      'Actions',
    ]);
    await expect(table.getByText('Missing name')).toBeVisible();
    await expect(table.getByText('-RM 4.00')).toBeVisible();
    await expect(table.getByText('Price cannot be negative')).toBeVisible();
    await expect(table.getByText('Low stock quantity').first()).toBeVisible();
    await expect(table.getByText(`${HOSTILE} ${id}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload 3 Products' })).toBeVisible();
    await expectAccessible(page);

    // Fix the error row in the dialog: it is checked again at once.
    await table.getByRole('button', { name: 'More actions for row 4' }).click();
    await page.getByRole('menuitem', { name: 'Edit Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Product (row 4)' });
    await dialog.getByLabel('Product name').fill(`Udang Galah ${id}`);
    await dialog.getByLabel('Price (RM)').fill('-4');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectCounters(page, 'Row counts', { Errors: 1 });
    await table.getByRole('button', { name: `More actions for Udang Galah ${id}` }).click();
    await page.getByRole('menuitem', { name: 'Edit Product' }).click();
    await dialog.getByLabel('Price (RM)').fill('24.90');
    await dialog.getByLabel('Quantity').fill('15');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectCounters(page, 'Row counts', { 'Total Products': 4, Valid: 3, Warnings: 1, Errors: 0 });
    await expect(page.getByText(/products have errors/)).toHaveCount(0);

    await page.getByRole('button', { name: 'Upload 4 Products' }).click();
    await expect(tab(page, 'Progress')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('4 of 4')).toBeVisible();
    await expectCounters(page, 'Upload counts', { Successful: 4, Failed: 0, Remaining: 0 });
    await expect(
      page.getByText('Upload completed! 4 products were successfully uploaded to your store.'),
    ).toBeVisible();
    await expect(
      page.getByText('Bulk upload completed! 4 products uploaded successfully. Redirecting to dashboard...'),
    ).toBeVisible();
    await page.clock.runFor(REDIRECT_AFTER_MS);
    await page.waitForURL('**/seller-dashboard', { timeout: 10_000 });

    await page.goto('/seller/manage-products');
    await waitForIslands(page);
    await page.getByRole('searchbox', { name: 'Search products' }).fill(id);
    const cards = page
      .getByRole('list', { name: 'Products' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') });
    await expect(cards).toHaveCount(4);
    for (const name of [
      `Tudung Saji Mengkuang ${id}`,
      `Kuih Bahulu Nyonya ${id}`,
      `Udang Galah ${id}`,
      `${HOSTILE} ${id}`,
    ]) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    const viewLink = cards
      .filter({ has: page.getByRole('heading', { name: `${HOSTILE} ${id}`, exact: true }) })
      .getByRole('link', { name: /^View/ });
    const productId = (await viewLink.getAttribute('href'))!.split('/').pop()!;
    await page.goto(`/product/${productId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${HOSTILE} ${id}`);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(alerted).toBe(false);
    expect(errors).toEqual([]);

    // The same file again: every row's SKU is taken now, so nothing can be uploaded twice.
    await page.goto(PATH);
    await waitForIslands(page);
    await fileChooser(page).setInputFiles({ name: 'produk.csv', mimeType: 'text/csv', buffer: csv });
    await expectCounters(page, 'Row counts', { 'Total Products': 4, Errors: 4 });
    await expect(page.getByText('SKU already exists in your catalogue')).toHaveCount(4);
    await expect(page.getByRole('button', { name: /^Upload \d+ Products$/ })).toHaveCount(0);
    await tab(page, 'Upload').click();
    await page.getByRole('button', { name: 'Clear file' }).click();
    await expect(tab(page, 'Review')).toBeDisabled();
  });

  test('a file chosen before the page has started is read when it starts', async ({ page, baseURL }, testInfo) => {
    const id = runId(testInfo.project.name);
    await becomeMerchant(page, baseURL!, 'Kedai Muat Awal');
    const releaseScripts = await holdScripts(page);
    await page.goto(PATH, { waitUntil: 'commit' });
    await fileChooser(page).setInputFiles({
      name: 'produk.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(productsCsv(id)),
    });
    expect(await islandsPending(page)).toBe(true);
    releaseScripts();
    await waitForIslands(page);
    await expect(tab(page, 'Review')).toHaveAttribute('aria-selected', 'true');
    await expectCounters(page, 'Row counts', { 'Total Products': 4, Valid: 2, Warnings: 1, Errors: 1 });
  });

  test('reads a small .xlsx into the Review tab, and refuses an old .xls with advice', async ({
    page,
    baseURL,
  }, testInfo) => {
    const id = runId(testInfo.project.name);
    await openAsMerchant(page, baseURL!);
    const workbook = xlsxBytes([
      ['name', 'category', 'price', 'quantity', 'sku', 'description'],
      [`Sotong Kering ${id}`, 'Seafood', 18.5, 12, `SOTONG-${id}`, { inline: 'Dried squid, 200 g' }],
      [`Amplang ${id}`, 'food', 6, 0, null, null],
      [`Lantern ${id}`, 'gadgets', 30, 5, `LANTERN-${id}`, null],
    ]);
    await fileChooser(page).setInputFiles({
      name: 'produk.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(workbook),
    });
    await expect(tab(page, 'Review')).toHaveAttribute('aria-selected', 'true');
    await expectCounters(page, 'Row counts', { 'Total Products': 3, Valid: 1, Warnings: 1, Errors: 1 });
    const table = page.getByRole('region', { name: 'Products in the file' });
    await expect(table.getByText(`Sotong Kering ${id}`)).toBeVisible();
    await expect(table.getByText('RM 18.50')).toBeVisible();
    await expect(table.getByText(`AMPLANG-${id}`)).toBeVisible();
    await expect(table.getByText('Unknown category: use one from the template guide')).toBeVisible();

    await table.getByRole('button', { name: `More actions for Lantern ${id}` }).click();
    await page.getByRole('menuitem', { name: 'Remove' }).click();
    await expectCounters(page, 'Row counts', { 'Total Products': 2, Errors: 0 });
    await expect(page.getByRole('button', { name: 'Upload 2 Products' })).toBeVisible();

    await tab(page, 'Upload').click();
    await expect(page.getByText('produk.xlsx')).toBeVisible();
    await expect(page.getByText(/^\d+\.\d\d MB$/)).toBeVisible();
    const ole = Buffer.from('d0cf11e0a1b11ae1000000000000000000000000', 'hex');
    await fileChooser(page).setInputFiles({ name: 'lama.xls', mimeType: 'application/vnd.ms-excel', buffer: ole });
    await expect(page.getByRole('alert')).toContainText('Old Excel files (.xls) cannot be read');
    await expect(tab(page, 'Review')).toBeDisabled();
    await expectAccessible(page);
  });

  test('counts a row the server refuses under Failed, says why, and stays on the page', async ({
    page,
    baseURL,
  }, testInfo) => {
    const id = runId(testInfo.project.name);
    await page.clock.install();
    await openAsMerchant(page, baseURL!);
    const csv = [
      'name,category,price,quantity,sku',
      `Dodol Kampung ${id},food,18,12,DODOL-${id}`,
      `Terung Ungu ${id},vegetables,4.20,25,TERUNG-${id}`,
      '',
    ].join('\n');
    await fileChooser(page).setInputFiles({ name: 'produk.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expectCounters(page, 'Row counts', { 'Total Products': 2, Valid: 2, Errors: 0 });

    // Meanwhile the SKU of the first row is taken (another tab, say): the server checks again and refuses it.
    const taken = await page.request.post('/_actions/bulkImport.upload', {
      headers: { Origin: baseURL! },
      data: {
        rows: [
          {
            line: 9,
            name: `Dodol Lain ${id}`,
            category: 'food',
            price: '17',
            quantity: '11',
            sku: `DODOL-${id}`,
            description: '',
          },
        ],
      },
    });
    expect(taken.status()).toBe(200);

    await page.getByRole('button', { name: 'Upload 2 Products' }).click();
    await expect(page.getByText('2 of 2')).toBeVisible();
    await expectCounters(page, 'Upload counts', { Successful: 1, Failed: 1, Remaining: 0 });
    await expect(
      page.getByText('Upload completed! 1 products were successfully uploaded to your store.'),
    ).toBeVisible();
    await expect(page.getByText(`Row 2: Dodol Kampung ${id}`)).toBeVisible();
    await expect(page.getByText('SKU already exists in your catalogue')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Manage Products' })).toBeVisible();
    await expectAccessible(page);
    // Past the moment a full success would leave for the dashboard: this page stays, and asks for nothing.
    const dashboardRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/seller-dashboard') dashboardRequests.push(request.url());
    });
    await page.clock.runFor(REDIRECT_AFTER_MS * 2);
    await expect(page.getByRole('link', { name: 'Go to Manage Products' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    expect(dashboardRequests).toEqual([]);
  });
});
