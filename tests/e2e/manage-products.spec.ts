import { expect, test, type Page } from '@playwright/test';
import { DEMO_BUYER, DEMO_MERCHANT, openAs, signIn } from './fixtures';
import { expectAccessible, waitForIslands } from './support';
import { storeWithProducts } from './seller-lists';

const PATH = '/seller/manage-products';
const DEMO_NAMES = [
  'Kangkung (Water Spinach)',
  'Sawi Manis (Choy Sum)',
  'Terung Ungu (Brinjal)',
  'Cili Padi (Bird\u2019s Eye Chilli)',
  'Madu Kelulut (Stingless Bee Honey)',
];

const openAsMerchant = (page: Page, baseURL: string) => openAs(page, baseURL, DEMO_MERCHANT, PATH);

const products = (page: Page) =>
  page
    .getByRole('list', { name: 'Products' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });
const card = (page: Page, name: string) =>
  products(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
const counter = (page: Page, label: string) =>
  // The figure, its label, and any note under it ("All products, drafts and archived included"); no label starts another.
  page
    .getByRole('list', { name: 'Product counts' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^\\d+${label}`) });

async function counterValue(page: Page, label: string): Promise<number> {
  return Number.parseInt((await counter(page, label).innerText()).trim(), 10);
}

test.describe('Manage Products is for approved merchants', () => {
  test('sends a visitor to sign in', async ({ page }) => {
    await page.goto(PATH);
    await expect(page).toHaveURL(/\/login\?redirect=%2Fseller%2Fmanage-products$/);
  });

  test('sends a plain buyer to the application, saying why', async ({ page, baseURL }) => {
    await signIn(page.request, baseURL!, DEMO_BUYER);
    await page.goto(PATH);
    await expect(page).toHaveURL(/\/merchant-signup\?reason=seller-required$/);
  });

  test('refuses the actions to a visitor (401) and a buyer (403)', async ({ page, baseURL }) => {
    const archive = () =>
      page.request.post('/_actions/sellerProducts.archive', {
        headers: { Origin: baseURL! },
        data: { ids: ['veg-kangkung'] },
      });
    expect((await archive()).status()).toBe(401);
    await signIn(page.request, baseURL!, DEMO_BUYER);
    expect((await archive()).status()).toBe(403);
    const other = await page.request.post('/_actions/sellerProducts.duplicate', {
      headers: { Origin: baseURL! },
      data: { id: 'fish-kerapu' },
    });
    expect(other.status()).toBe(403);
  });
});

test.describe('the demo merchant manages its catalogue', () => {
  test('sees its products and counters, searches, filters, sorts and switches layout', async ({ page, baseURL }) => {
    // Each search, filter and sort is a request to the server, on a machine shared with other runs.
    test.setTimeout(60_000);
    await openAsMerchant(page, baseURL!);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Products' })).toBeVisible();
    for (const name of DEMO_NAMES) await expect(card(page, name)).toHaveCount(1);
    const header = page.getByText(/^\d+ of \d+ products$/);
    const [shown, total] = (await header.innerText()).match(/\d+/g)!.map(Number);
    expect(shown).toBe(total);
    expect(total).toBeGreaterThanOrEqual(5);
    expect(await counterValue(page, 'Total')).toBe(total);
    expect(await counterValue(page, 'Active')).toBeGreaterThanOrEqual(4);
    for (const label of ['Draft', 'Out of Stock', 'Archived']) await expect(counter(page, label)).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Import' })).toHaveAttribute('href', '/seller/bulk-upload');
    await expect(page.getByRole('link', { name: 'Add Product' }).first()).toHaveAttribute(
      'href',
      '/seller/products/new',
    );
    const kangkung = card(page, 'Kangkung (Water Spinach)');
    await expect(kangkung.getByText('RM 3.50')).toBeVisible();
    await expect(kangkung.getByText('48 units')).toBeVisible();
    await expect(kangkung.getByRole('link', { name: /^Edit/ })).toHaveAttribute(
      'href',
      '/seller/products/veg-kangkung/edit',
    );
    await expect(kangkung.getByRole('link', { name: /^View/ })).toHaveAttribute(
      'href',
      '/seller/products/veg-kangkung',
    );
    await expect(card(page, 'Cili Padi (Bird\u2019s Eye Chilli)').getByText('17% off')).toBeVisible();

    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.fill('water spinach');
    // Other tests add and remove copies meanwhile: the total is read afresh with each search.
    await expect(page.getByText(/^1 of \d+ products$/)).toBeVisible();
    await expect(products(page)).toHaveCount(1);
    await search.fill('pesticide-free');
    await expect(card(page, 'Kangkung (Water Spinach)')).toHaveCount(1);
    await expect(card(page, 'Sawi Manis (Choy Sum)')).toHaveCount(0);
    await search.fill('SKU-food-madu');
    await expect(card(page, 'Madu Kelulut (Stingless Bee Honey)')).toHaveCount(1);
    await search.fill('nothing sells like this');
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await page.getByRole('link', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(search).toHaveValue('');
    await expect(card(page, 'Kangkung (Water Spinach)')).toHaveCount(1);

    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Food & Beverages' });
    await expect(card(page, 'Madu Kelulut (Stingless Bee Honey)')).toHaveCount(1);
    await expect(card(page, 'Kangkung (Water Spinach)')).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'All Categories' });
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Active' });
    await expect(card(page, 'Kangkung (Water Spinach)')).toHaveCount(1);
    // Read live: another test's copies may be active for a moment; whatever shows is active.
    await expect(products(page).filter({ hasNotText: 'Active' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'All Status' });

    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toHaveValue('created-desc');
    await sort.selectOption({ label: 'Price High-Low' });
    await expect(products(page).first().getByRole('heading')).toHaveText('Madu Kelulut (Stingless Bee Honey)');
    await sort.selectOption({ label: 'Name A-Z' });
    await expect(products(page).first().getByRole('heading')).toHaveText('Cili Padi (Bird\u2019s Eye Chilli)');

    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, 'Kangkung (Water Spinach)').getByText('leafy greens')).toBeVisible();
    await page.getByRole('button', { name: 'Reload products' }).click();
    await expect(card(page, 'Kangkung (Water Spinach)')).toHaveCount(1);
  });

  test('shows the red banner when an action fails', async ({ page, baseURL }) => {
    await openAsMerchant(page, baseURL!);
    // Only the duplicate call is made to fail, so nothing of the demo's catalogue can change here.
    let calls = 0;
    await page.route(/\/_actions\/sellerProducts(\.|%2E)duplicate/i, (route) => {
      calls++;
      return route.fulfill({ status: 500, body: 'down' });
    });
    const name = 'Madu Kelulut (Stingless Bee Honey)';
    await card(page, name)
      .getByRole('button', { name: `More actions for ${name}` })
      .click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'An error occurred' })).toHaveText(
      'An error occurred. Please try again.',
    );
    await expect(card(page, `${name} (Copy)`)).toHaveCount(0);
    expect(calls).toBe(1);
  });

  test('duplicates a product, publishes the copies, archives them off the listing and deletes them', async ({
    page,
    baseURL,
    browser,
  }, testInfo) => {
    // Real writes, each followed by a fresh read of the page, on a machine shared with other runs.
    test.setTimeout(60_000);
    // Each project works on its own product's copies; the demo's own products are never changed.
    const source = testInfo.project.name === 'mobile' ? 'Terung Ungu (Brinjal)' : 'Sawi Manis (Choy Sum)';
    const sourceId = testInfo.project.name === 'mobile' ? 'veg-terung' : 'veg-sawi';
    const sku = `SKU-${sourceId}`;
    const copyName = `${source} (Copy)`;
    await openAsMerchant(page, baseURL!);
    const banner = page.getByRole('status').filter({ hasText: 'successfully' });

    for (let i = 0; i < 2; i++) {
      await card(page, source)
        .getByRole('button', { name: `More actions for ${source}` })
        .click();
      await page
        .getByRole('menu', { name: `Actions for ${source}` })
        .getByRole('menuitem', { name: 'Duplicate' })
        .click();
      await expect(banner).toHaveText('Product duplicated successfully');
      const first = products(page).first();
      await expect(first.getByRole('heading')).toHaveText(copyName);
      await expect(first.getByText('Draft', { exact: true })).toBeVisible();
      await expect(first.getByText(new RegExp(`SKU: ${sku}-COPY`))).toBeVisible();
      await expect(first.getByText('0 units')).toHaveCount(0);
    }

    await page.getByRole('searchbox', { name: 'Search products' }).fill(copyName);
    // The copies are the newest and show before the search too: only once its page has come is the list the search's.
    await expect(page).toHaveURL(/\?q=/);
    await expect(page.getByRole('list', { name: 'Products' })).toHaveAttribute('aria-busy', 'false');
    await expect(card(page, copyName)).toHaveCount(2);
    await expect(products(page)).toHaveCount(2);

    // Published, the copies join the public listing; archived, they leave it.
    const visitor = await browser.newContext({ baseURL });
    const search = `/?q=${encodeURIComponent(source.split(' ')[0]!)}`;
    const copyIds = (html: string) => new Set([...html.matchAll(/data-product-id="(prod-[^"]+)"/g)].map((m) => m[1]));
    const unpublished = copyIds(await (await visitor.request.get(search)).text());
    await page.getByRole('checkbox', { name: 'Select all products' }).check();
    await page.getByRole('button', { name: 'Activate', exact: true }).click();
    await expect(banner).toHaveText('2 products activated successfully');
    await expect(card(page, copyName).getByText('Active', { exact: true })).toHaveCount(2);
    // Copies get new ids ("prod-…"): the two published ones are new in the listing's search.
    const published = new Set(
      [...copyIds(await (await visitor.request.get(search)).text())].filter((id) => !unpublished.has(id)),
    );
    expect(published.size).toBe(2);

    await card(page, copyName)
      .first()
      .getByRole('button', { name: `More actions for ${copyName}` })
      .click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await expect(banner).toHaveText('Product archived successfully');

    await page.getByRole('checkbox', { name: 'Select all products' }).check();
    await expect(page.getByText('2 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    await expect(banner).toHaveText('2 products archived successfully');
    await expect(page.getByText('2 selected')).toHaveCount(0);
    await expect(card(page, copyName).getByText('Archived', { exact: true })).toHaveCount(2);

    // A visitor sees neither copy anywhere in the public listing, and the demo product is still there.
    const listing = await (await visitor.request.get(search)).text();
    expect(listing).toContain(`data-product-id="${sourceId}"`);
    expect(listing).not.toContain(copyName);
    expect([...copyIds(listing)].filter((id) => published.has(id))).toEqual([]);
    expect(await (await visitor.request.get('/')).text()).not.toContain(copyName);
    await visitor.close();

    await page.getByRole('checkbox', { name: 'Select all products' }).check();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Products' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      'Are you sure you want to delete 2 selected products? This action cannot be undone.',
    );
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, copyName)).toHaveCount(2);

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(banner).toHaveText('2 products deleted successfully');
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    // The search is in the address: a reload shows the same (now empty) search, and the whole list has the source.
    await page.reload();
    await waitForIslands(page);
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue(copyName);
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await page.goto(PATH);
    await expect(card(page, source)).toHaveCount(1);
    await expect(card(page, copyName)).toHaveCount(0);
  });
});

test.describe('a long catalogue', () => {
  const names = async (page: Page) => products(page).getByRole('heading').allInnerTexts();

  test('is sorted and paged on the server, with the state in the address, and exported whole', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const store = await storeWithProducts(browser, baseURL!, `Kedai Katalog ${test.info().project.name}`, 30);
    const { page } = store;
    await page.goto(PATH);
    await waitForIslands(page);
    await expect(page.getByText('30 of 30 products')).toBeVisible();
    await expect(products(page)).toHaveCount(24);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    expect((await (await page.request.get(PATH)).text()).length).toBeLessThan(150_000);

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price Low-High' });
    await expect(page).toHaveURL(/\?sort=price-asc$/);
    await expect(products(page).first().getByRole('heading')).toHaveText('Barang 01');
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\?sort=price-asc&page=2$/);
    await expect(products(page)).toHaveCount(6);
    expect(await names(page)).toEqual(['Barang 25', 'Barang 26', 'Barang 27', 'Barang 28', 'Barang 29', 'Barang 30']);

    // Selecting all selects the page shown, and the bulk bar counts it.
    await page.getByRole('checkbox', { name: 'Select all products' }).check();
    await expect(page.getByText('6 selected')).toBeVisible();

    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Food & Beverages' });
    await expect(page).toHaveURL(/\?category=food&sort=price-asc$/);
    await expect(page.getByText('15 of 30 products')).toBeVisible();
    await expect(page.getByText('6 selected')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Export' })).toHaveAttribute(
      'href',
      '/seller/manage-products/export.csv?category=food&sort=price-asc',
    );

    const csv = (await (await page.request.get('/seller/manage-products/export.csv?sort=price-desc')).text())
      .trim()
      .split('\r\n');
    expect(csv).toHaveLength(31);
    expect(csv[1]).toContain('Barang 30');
    expect(csv[30]).toContain('Barang 01');
    await store.context.close();
  });

  test('works as a plain GET form and plain links without JavaScript', async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const store = await storeWithProducts(
      browser,
      baseURL!,
      `Kedai Tanpa Skrip Katalog ${test.info().project.name}`,
      26,
    );
    const plain = await browser.newContext({ baseURL, javaScriptEnabled: false });
    await signIn(plain.request, baseURL!, { email: store.email, password: store.password });
    const page = await plain.newPage();
    await page.goto(`${PATH}?sort=price-desc&page=2&status=nonsense`);
    expect(await names(page)).toEqual(['Barang 02', 'Barang 01']);
    await page.getByRole('link', { name: 'Previous' }).click();
    await expect(products(page)).toHaveCount(24);
    await page.getByRole('searchbox', { name: 'Search products' }).fill('brg-07');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\?q=brg-07&status=all&category=all&sort=price-desc$/);
    expect(await names(page)).toEqual(['Barang 07']);
    await expect(page.getByText('1 of 26 products')).toBeVisible();
    await plain.close();
    await store.context.close();
  });
});
