/**
 * Finding their way: a merchant reaches Customer Reviews from the seller navigation, with how many reviews await a
 * reply; the administrator reaches the applications from the account menu, and a decision answers with the list
 * (a reload does not post it again); the dashboard's Products tab leads a search beyond its newest ten to Manage
 * Products.
 */
import { expect, test, type Page } from '@playwright/test';
import { becomeMerchant, DEMO_ADMIN, DEMO_MERCHANT, newApplicant, openAs, signIn } from './fixtures';
import { waitForIslands } from './support';
import { PNG } from '../pictures';

/** The number the Customer Reviews page gives after "·" ("· 3 awaiting your reply"), or 0 when none await. */
async function awaitingOnReviewsPage(page: Page, path: string, words: RegExp): Promise<number> {
  await page.goto(path);
  const summary = (await page.locator('.summary').textContent()) ?? '';
  const match = words.exec(summary);
  return match ? Number(match[1]) : 0;
}

test.describe('Customer Reviews in the seller navigation', () => {
  test('is a shortcut on the dashboard and every seller screen, with the reviews awaiting a reply', async ({
    page,
    baseURL,
  }) => {
    await signIn(page.request, baseURL!, DEMO_MERCHANT);
    const awaiting = await awaitingOnReviewsPage(page, '/seller/reviews', /(\d+) awaiting your reply/);
    expect(awaiting).toBeGreaterThan(0);
    const name = new RegExp(`^Customer Reviews \\(${awaiting} awaiting your reply\\)`);

    for (const path of ['/seller-dashboard', '/seller/orders', '/seller/manage-products', '/seller/store-settings']) {
      await page.goto(path);
      const shortcut = page.getByRole('navigation', { name: 'Quick Actions' }).getByRole('link', { name });
      await expect(shortcut, path).toBeVisible();
      await expect(shortcut, path).toHaveAttribute('href', '/seller/reviews');
    }
    await page.getByRole('navigation', { name: 'Quick Actions' }).getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/seller\/reviews$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Reviews' })).toBeVisible();
    // On its own page the shortcut is the current one, not a link.
    const current = page.getByRole('navigation', { name: 'Quick Actions' }).locator('[aria-current="page"]');
    await expect(current).toContainText('Customer Reviews');
  });

  test('says it in Bahasa Malaysia', async ({ page, baseURL }) => {
    await signIn(page.request, baseURL!, DEMO_MERCHANT);
    const awaiting = await awaitingOnReviewsPage(page, '/ms/seller/reviews', /(\d+) menunggu balasan anda/);
    await page.goto('/ms/seller/orders');
    const shortcut = page
      .getByRole('navigation', { name: 'Tindakan Pantas' })
      .getByRole('link', { name: new RegExp(`^Ulasan Pelanggan \\(${awaiting} menunggu balasan anda\\)`) });
    await expect(shortcut).toHaveAttribute('href', '/ms/seller/reviews');
  });
});

test.describe("the administrator's applications", () => {
  test('are in the account menu, and a decision answers with the list, so a reload does not post it again', async ({
    page,
    browser,
    baseURL,
  }) => {
    const approvedName = `Kuih Jumpa ${Date.now()}`;
    const rejectedName = `Kuih Tolak ${Date.now()}`;
    const approved = await newApplicant(browser, baseURL!, approvedName);
    const rejected = await newApplicant(browser, baseURL!, rejectedName);
    await openAs(page, baseURL!, DEMO_ADMIN, '/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('link', { name: 'Merchant Applications' }).click();
    await expect(page).toHaveURL(/\/admin\/applications$/);

    const card = (name: string) => page.locator('li', { has: page.getByRole('heading', { name }) });
    await card(approvedName)
      .getByRole('button', { name: `Approve ${approvedName}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/applications\\?approved=${approved.applicationId}$`));
    await expect(page.getByRole('status')).toContainText('Application approved: the store');
    await page.reload();
    await expect(page.getByRole('status')).toContainText('Application approved: the store');
    await expect(page.getByRole('alert')).toHaveCount(0);

    await card(rejectedName).getByLabel(`Reason for rejecting ${rejectedName}`).fill('The ID picture is unreadable.');
    await card(rejectedName)
      .getByRole('button', { name: `Reject ${rejectedName}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/applications\\?rejected=${rejected.applicationId}$`));
    await expect(page.getByRole('status')).toHaveText('Application rejected. The applicant has been told why.');

    // The applicant's profile gives the reason as one sentence: one full stop.
    await rejected.page.goto('/profile');
    await expect(rejected.page.getByText('The ID picture is unreadable.', { exact: true })).toBeVisible();
    await expect(rejected.page.getByText('unreadable..')).toHaveCount(0);
    await approved.context.close();
    await rejected.context.close();
  });

  test('are not in anyone else’s account menu', async ({ page, baseURL }) => {
    await openAs(page, baseURL!, DEMO_MERCHANT, '/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Merchant Applications' })).toBeHidden();
  });

  test('say the outcome in Bahasa Malaysia after the redirect', async ({ page, browser, baseURL }) => {
    const name = `Kuih Lulus Lagi ${Date.now()}`;
    const applicant = await newApplicant(browser, baseURL!, name);
    await openAs(page, baseURL!, DEMO_ADMIN, '/ms/admin/applications');
    await page
      .locator('li', { has: page.getByRole('heading', { name }) })
      .getByRole('button', { name: `Luluskan ${name}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/ms/admin/applications\\?approved=${applicant.applicationId}$`));
    await expect(page.getByRole('status')).toContainText('Permohonan diluluskan: kedai');
    await applicant.context.close();
  });
});

test.describe("the dashboard's Products tab", () => {
  test('leads a search beyond its newest ten products to Manage Products with the query', async ({ page, baseURL }) => {
    test.slow();
    await becomeMerchant(page, baseURL!, `Madu Store ${Date.now()}`);
    const stamp = Date.now();
    const names = [`Madu Kelulut ${stamp}`, ...Array.from({ length: 10 }, (_, i) => `Kuih ${i + 1} ${stamp}`)];
    // The honey first, so that ten newer products push it off the dashboard's list; a draft, as in the report.
    for (const [index, name] of names.entries()) {
      const form = new FormData();
      const fields: Record<string, string> = {
        intent: index === 0 ? 'draft' : 'publish',
        name,
        description: 'Made on the island.',
        category: 'food',
        price: '9.50',
        quantity: '20',
        trackQuantity: 'on',
        taxable: 'on',
        requiresShipping: 'on',
        ...(index === 0 ? {} : { isActive: 'on' }),
      };
      for (const [field, value] of Object.entries(fields)) form.append(field, value);
      form.append('images', new Blob([Buffer.from(PNG)], { type: 'image/png' }), 'kuih.png');
      const saved = await page.request.post('/_actions/productEditor.save', {
        headers: { Origin: baseURL! },
        multipart: form,
      });
      expect(saved.status(), name).toBe(200);
    }

    await page.goto('/seller-dashboard?tab=products');
    await waitForIslands(page);
    const products = page.getByRole('tabpanel', { name: 'Products' });
    await products.getByPlaceholder('Search products...').fill('Madu');
    await products.getByRole('combobox', { name: 'Filter products by status' }).selectOption('draft');
    await expect(products.getByText('No products match your search.')).toBeVisible();
    const searchAll = products.getByRole('link', { name: 'Search all products' });
    await expect(searchAll).toBeVisible();
    await searchAll.click();
    await expect(page).toHaveURL(/\/seller\/manage-products\?q=Madu&status=draft$/);
    await expect(page.getByText(names[0]!).first()).toBeVisible();
  });
});
