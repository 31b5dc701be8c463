import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  expectAccessible,
  signUpShopper as signUp,
  waitForIslands,
  watchForErrors,
  type Shopper,
  keepInBrowser,
} from './support';

const KANGKUNG = 'Kangkung (Water Spinach)';
const SAWI = 'Sawi Manis (Choy Sum)';
const UDANG = 'Udang Harimau (Tiger Prawns)';
const LEMBU = 'Daging Lembu (Beef for Rendang)';
const KETAM = 'Ketam Nipah (Mud Crab)';

/** A new account of its own for each test. */
function signUpShopper(page: Page, baseURL: string): Promise<Shopper> {
  return signUp(page, baseURL, 'Wishlist Shopper', 'wish');
}

/** Saves products to the shopper's wishlist, the first one added first, a day apart. */
async function keepWishlist(page: Page, shopper: Shopper, productIds: string[]): Promise<void> {
  const items = productIds.map((productId, day) => ({
    productId,
    addedAt: new Date(Date.UTC(2025, 2, 1 + day)).toISOString(),
  }));
  await keepInBrowser(page, shopper.id, 'wishlist', items);
}

async function saved(
  page: Page,
  store: 'cart' | 'wishlist',
  shopper: Shopper,
): Promise<Array<{ productId: string; quantity?: number }>> {
  const text = await page.evaluate((key) => localStorage.getItem(key), `${store}:${shopper.id}`);
  return (JSON.parse(text ?? '[]') as Array<{ productId: string; quantity?: number }>).map(({ productId, quantity }) =>
    quantity === undefined ? { productId } : { productId, quantity },
  );
}

async function openWishlist(page: Page): Promise<void> {
  await page.goto('/wishlist');
  await waitForIslands(page);
}

function items(page: Page): Locator {
  return page.getByRole('list', { name: 'Wishlist items' }).getByRole('listitem');
}

function item(page: Page, name: string): Locator {
  return items(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
}

async function namesInOrder(page: Page): Promise<string[]> {
  return items(page).getByRole('heading').allTextContents();
}

function figure(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: 'Wishlist Summary' })
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');
}

function toasts(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications' });
}

test.describe('wishlist', () => {
  test('asks a visitor to sign in, with links to sign in and sign up', async ({ page }) => {
    const response = await page.goto('/wishlist');
    expect(response?.headers()['cache-control']).toBe('no-store');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Sign in to view your wishlist' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login?redirect=%2Fwishlist');
    await expect(main.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/signup');
  });

  test('shows an empty wishlist with Browse Products', async ({ page, baseURL }) => {
    const errors = watchForErrors(page);
    await signUpShopper(page, baseURL!);
    await openWishlist(page);
    await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('button', { name: 'Clear All' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('shows the count, each item, and the summary of what is available', { tag: '@phone' }, async ({
    page,
    baseURL,
  }) => {
    const errors = watchForErrors(page);
    const shopper = await signUpShopper(page, baseURL!);
    await keepWishlist(page, shopper, ['veg-kangkung', 'fish-udang', 'fish-ketam', 'meat-lembu']);
    await openWishlist(page);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Wishlist (4 items)');
    await expect(items(page)).toHaveCount(4);

    const kangkung = item(page, KANGKUNG);
    await expect(kangkung.getByText('RM 3.50', { exact: true })).toBeVisible();
    await expect(kangkung.getByText('In Stock', { exact: true })).toBeVisible();
    await expect(kangkung.getByRole('link', { name: KANGKUNG, exact: true })).toHaveAttribute(
      'href',
      '/product/veg-kangkung',
    );
    await expect(kangkung.getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/product/veg-kangkung');
    await expect(kangkung.getByRole('link', { name: 'Kebun Hijau Farm' })).toHaveAttribute(
      'href',
      '/seller/kebun-hijau',
    );
    await expect(kangkung.getByRole('button', { name: /Add to Cart/ })).toBeEnabled();
    await expect(kangkung.getByRole('button', { name: `Remove ${KANGKUNG} from wishlist` })).toBeVisible();
    await expect(item(page, LEMBU).getByText('Low Stock', { exact: true })).toBeVisible();
    const crab = item(page, KETAM);
    await expect(crab.getByText('Out of Stock', { exact: true })).toBeVisible();
    await expect(crab.getByRole('button', { name: /Add to Cart/ })).toBeDisabled();

    await expect(figure(page, 'Total Items')).toHaveText('4');
    await expect(figure(page, 'Available')).toHaveText('3');
    await expect(figure(page, 'Out of Stock')).toHaveText('1');
    await expect(figure(page, 'Total Value')).toHaveText('RM 171.50');
    await expect(figure(page, 'Available Value')).toHaveText('RM 93.50');

    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('sorts by date added, name and price', async ({ page, baseURL }) => {
    const shopper = await signUpShopper(page, baseURL!);
    await keepWishlist(page, shopper, ['veg-kangkung', 'fish-udang', 'fish-ketam', 'meat-lembu']);
    await openWishlist(page);

    const sort = page.getByLabel('Sort by');
    await expect(sort).toHaveValue('newest');
    expect(await namesInOrder(page)).toEqual([LEMBU, KETAM, UDANG, KANGKUNG]);
    const expected: Record<string, string[]> = {
      oldest: [KANGKUNG, UDANG, KETAM, LEMBU],
      'name-asc': [LEMBU, KANGKUNG, KETAM, UDANG],
      'name-desc': [UDANG, KETAM, KANGKUNG, LEMBU],
      'price-low': [KANGKUNG, LEMBU, UDANG, KETAM],
      'price-high': [KETAM, UDANG, LEMBU, KANGKUNG],
      newest: [LEMBU, KETAM, UDANG, KANGKUNG],
    };
    for (const [value, names] of Object.entries(expected)) {
      await sort.selectOption(value);
      await expect.poll(() => namesInOrder(page)).toEqual(names);
    }
  });

  test('switches between grid and list view', { tag: '@phone' }, async ({ page, baseURL }) => {
    const shopper = await signUpShopper(page, baseURL!);
    await keepWishlist(page, shopper, ['veg-kangkung', 'fish-udang', 'fish-ketam']);
    await openWishlist(page);

    const grid = page.getByRole('button', { name: 'Grid view' });
    const list = page.getByRole('button', { name: 'List view' });
    await expect(grid).toHaveAttribute('aria-pressed', 'true');
    await expect(list).toHaveAttribute('aria-pressed', 'false');
    const picture = item(page, KANGKUNG).locator('img');
    expect((await picture.boundingBox())!.width).toBeGreaterThan(200);

    await list.click();
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await expect(grid).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(async () => (await picture.boundingBox())!.width).toBeLessThanOrEqual(120);
    const first = (await items(page).nth(0).boundingBox())!;
    const second = (await items(page).nth(1).boundingBox())!;
    expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
    await expect(item(page, UDANG).getByRole('button', { name: /Add to Cart/ })).toBeVisible();

    await grid.click();
    await expect(grid).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await picture.boundingBox())!.width).toBeGreaterThan(200);
  });

  test('selects all, adds the in-stock ones to the cart, skipping the out-of-stock crab', async ({ page, baseURL }) => {
    const errors = watchForErrors(page);
    const shopper = await signUpShopper(page, baseURL!);
    await keepWishlist(page, shopper, ['veg-kangkung', 'fish-ketam', 'fish-udang']);
    await openWishlist(page);

    const bulk = page.getByRole('group', { name: 'Selected items' });
    const addSelected = bulk.getByRole('button', { name: /^Add to Cart \(\d+\)$/ });
    await expect(addSelected).toBeDisabled();
    await bulk.getByRole('button', { name: 'Select All' }).click();
    await expect(bulk.getByText('3 selected', { exact: true })).toBeVisible();
    await expect(bulk.getByRole('button', { name: 'Deselect All' })).toBeVisible();
    await expect(addSelected).toHaveText('Add to Cart (3)');
    for (const name of [KANGKUNG, KETAM, UDANG]) {
      await expect(page.getByRole('checkbox', { name: `Select ${name}` })).toBeChecked();
    }
    await addSelected.click();

    await expect(toasts(page).getByText('Added 2 items to cart')).toBeVisible();
    await expect(toasts(page).getByText('1 item out of stock skipped.')).toBeVisible();
    await expect(bulk.getByText('0 selected', { exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: `Select ${KANGKUNG}` })).not.toBeChecked();
    expect(await saved(page, 'cart', shopper)).toEqual([
      { productId: 'veg-kangkung', quantity: 1 },
      { productId: 'fish-udang', quantity: 1 },
    ]);
    // The wishlist keeps its items.
    await expect(items(page)).toHaveCount(3);

    await page.goto('/cart');
    await waitForIslands(page);
    const cart = page.getByRole('region', { name: 'Items in your cart' });
    await expect(cart.getByRole('heading', { name: KANGKUNG })).toBeVisible();
    await expect(cart.getByRole('heading', { name: UDANG })).toBeVisible();
    await expect(cart.getByRole('heading', { name: KETAM })).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Order Summary' }).getByText('RM 64.59')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('deselects all, then removes the selected items, then clears the rest', async ({ page, baseURL }) => {
    const shopper = await signUpShopper(page, baseURL!);
    await keepWishlist(page, shopper, ['veg-kangkung', 'veg-sawi', 'fish-udang', 'fish-ketam']);
    await openWishlist(page);

    const bulk = page.getByRole('group', { name: 'Selected items' });
    await bulk.getByRole('button', { name: 'Select All' }).click();
    await bulk.getByRole('button', { name: 'Deselect All' }).click();
    await expect(bulk.getByText('0 selected', { exact: true })).toBeVisible();
    await expect(bulk.getByRole('button', { name: 'Remove (0)' })).toBeDisabled();

    await page.getByRole('checkbox', { name: `Select ${KANGKUNG}` }).check();
    await page.getByRole('checkbox', { name: `Select ${KETAM}` }).check();
    await expect(bulk.getByText('2 selected', { exact: true })).toBeVisible();
    await bulk.getByRole('button', { name: 'Remove (2)' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Wishlist (2 items)');
    await expect(toasts(page).getByText('Removed 2 items from wishlist')).toBeVisible();
    expect(await namesInOrder(page)).toEqual([UDANG, SAWI]);
    expect(await saved(page, 'wishlist', shopper)).toEqual([{ productId: 'veg-sawi' }, { productId: 'fish-udang' }]);
    await expect(figure(page, 'Total Value')).toHaveText('RM 52.00');

    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/');
    expect(await saved(page, 'wishlist', shopper)).toEqual([]);
  });

  test('adds one item to the cart and removes one with its heart', async ({ page, baseURL }) => {
    const shopper = await signUpShopper(page, baseURL!);
    await keepWishlist(page, shopper, ['veg-kangkung', 'meat-lembu']);
    await openWishlist(page);

    await item(page, LEMBU)
      .getByRole('button', { name: /Add to Cart/ })
      .click();
    await expect(toasts(page).getByText('Added to cart')).toBeVisible();
    expect(await saved(page, 'cart', shopper)).toEqual([{ productId: 'meat-lembu', quantity: 1 }]);

    await item(page, KANGKUNG)
      .getByRole('button', { name: `Remove ${KANGKUNG} from wishlist` })
      .click();
    await expect(item(page, KANGKUNG)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Wishlist (1 item)');
    expect(await saved(page, 'wishlist', shopper)).toEqual([{ productId: 'meat-lembu' }]);
  });
});

test.describe('For You on the listing', () => {
  test('puts the wishlisted products first in the whole result, from the server', async ({ page, baseURL }) => {
    const shopper = await signUpShopper(page, baseURL!);
    await keepWishlist(page, shopper, ['veg-sawi', 'fish-ketam']);
    await page.goto('/?sort=name');
    await waitForIslands(page);
    const names = page.locator('#results article h3');
    await expect(names.first()).not.toHaveText(KETAM);
    await page.getByRole('button', { name: 'For You' }).click();
    await expect(page.getByRole('heading', { name: 'Personalized for You' })).toBeVisible();
    // The newest saved first is not the rule: the listing's own order (name) ranks the wished products.
    await expect(names.nth(0)).toHaveText(KETAM);
    await expect(names.nth(1)).toHaveText(SAWI);
    await expect(page).toHaveURL(/fy=fish-ketam%2Cveg-sawi|fy=fish-ketam,veg-sawi/);
    await page.getByRole('button', { name: 'Show All' }).click();
    await expect(page.getByRole('heading', { name: /Products Found$/ })).toBeVisible();
    await expect(names.first()).not.toHaveText(KETAM);
  });
});
