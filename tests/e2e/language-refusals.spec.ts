/**
 * The refusals only a changed form or an ended session meets, and the wallet's transactions, on the Bahasa
 * Malaysia pages: each is said in Bahasa Malaysia and no English is left on the page.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_BUYER, DEMO_MERCHANT, openAs } from './fixtures';
import { expectTabsFit, ownAddress, waitForIslands } from './support';
import { englishLeft } from './untranslated';

async function allMalay(page: Page, what: string): Promise<void> {
  expect(await englishLeft(page), what).toEqual([]);
}

/** Adds `tags` to the product form the editor sends next, as a changed page would. */
async function sendTagsWithSave(page: Page, tags: string[]): Promise<void> {
  await page.evaluate((extra) => {
    const send = window.fetch;
    window.fetch = (input, init) => {
      if (
        String(input instanceof Request ? input.url : input).includes('productEditor.save') &&
        init?.body instanceof FormData
      ) {
        for (const tag of extra) init.body.append('tags', tag);
        window.fetch = send;
      }
      return send(input, init);
    };
  }, tags);
}

test.describe('refusals in Bahasa Malaysia', () => {
  test('a sign-in whose intent was changed is refused in Bahasa Malaysia', async ({ page }) => {
    await page.context().setExtraHTTPHeaders({ 'CF-Connecting-IP': ownAddress() });
    await page.goto('/ms/login?redirect=%2Fms%2Fproduct%2Fveg-sawi&intent=cart.veg-sawi.2');
    await waitForIslands(page);
    await page.getByLabel('E-mel').fill(DEMO_BUYER.email);
    await page.getByLabel('Kata Laluan', { exact: true }).fill(DEMO_BUYER.password);
    // The form posted as a browser without scripts posts it, with an intent that names nothing.
    await Promise.all([
      page.waitForURL(/_action=auth\.signInForm/),
      page.evaluate(() => {
        const form = document.querySelector<HTMLFormElement>('#panel-signin form')!;
        form.querySelector<HTMLInputElement>('input[name="intent"]')!.value = 'cart.veg-sawi.-4';
        form.submit();
      }),
    ]);
    await waitForIslands(page);
    await expect(page.getByRole('alert')).toHaveText(
      'Produk yang hendak ditambah selepas log masuk tidak dapat dibaca. Sila kembali ke produk itu dan cuba lagi.',
    );
    await allMalay(page, 'a sign-in with a changed intent');
    expect((await (await page.request.get('/api/me')).json()).user).toBeNull();
  });

  test("the product form's limits and an ended session, in Bahasa Malaysia", async ({ page, baseURL }) => {
    await openAs(page, baseURL!, DEMO_MERCHANT, '/ms/seller/products/new');
    await allMalay(page, 'a new product');

    await page.getByLabel('Nama Produk').fill('Sambal Uji Had');

    // Too many tags: the server refuses them (a code) and the form says so under Tag. Each limit's text in both
    // languages, a name's and a tag's length included: tests/unit/refusal-texts.test.ts.
    await sendTagsWithSave(
      page,
      Array.from({ length: 21 }, (_, i) => `tag-${i}`),
    );
    await page.getByRole('button', { name: 'Simpan sebagai Draf' }).click();
    await expect(page.getByText('Maksimum 20 tag', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Tag', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await allMalay(page, 'too many tags');

    // The session ended while the form was open.
    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Simpan sebagai Draf' }).click();
    await expect(page.getByText('Sila log masuk untuk meneruskan.')).toBeVisible();
    await allMalay(page, 'the session ended');
  });

  test('the profile and Store Settings after the session ended, in Bahasa Malaysia', async ({ page, baseURL }) => {
    await openAs(page, baseURL!, DEMO_BUYER, '/ms/profile');
    await page.getByRole('button', { name: 'Ubah Profil' }).click();
    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(page.getByText('Sila log masuk untuk meneruskan.')).toBeVisible();
    await allMalay(page, 'the profile after the session ended');

    await openAs(page, baseURL!, DEMO_MERCHANT, '/ms/seller/store-settings');
    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect(page.getByRole('alert')).toHaveText('Sila log masuk untuk meneruskan.');
    await allMalay(page, 'Store Settings after the session ended');
  });

  test("the wallet's transactions on the profile, in Bahasa Malaysia", async ({ page, baseURL }) => {
    await openAs(page, baseURL!, DEMO_BUYER, '/ms/profile');
    await page.getByRole('tab', { name: 'Dompet' }).click();
    const wallet = page.getByRole('tabpanel', { name: 'Dompet' });
    const transactions = wallet.getByRole('listitem');
    await expect(transactions.filter({ hasText: 'Bayaran untuk pesanan ORD-2024-001234569' })).toHaveCount(1);
    await expect(wallet.getByText(/Payment for order|Refund for order/)).toHaveCount(0);
    await allMalay(page, 'the wallet');
    // The longer words fit a small phone: the buttons go one above the other rather than past the edge.
    await page.setViewportSize({ width: 320, height: 720 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

test.describe("Store Settings' tabs on a phone", () => {
  for (const [lang, path, name, tabs] of [
    ['en', '/seller/store-settings', 'Settings sections', ['General', 'Appearance']],
    ['ms', '/ms/seller/store-settings', 'Bahagian tetapan', ['Umum', 'Rupa']],
  ] as const) {
    test(`all five show at 320 px without scrolling the row (${lang})`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 320, height: 720 });
      await openAs(page, baseURL!, DEMO_MERCHANT, path);
      await expectTabsFit(page, name);
      const list = page.getByRole('tablist', { name });
      await expect(list.getByRole('tab')).toHaveCount(5);
      // The keyboard still moves along the row: End to the last tab, Home back to the first.
      await list.getByRole('tab', { name: tabs[0] }).focus();
      await page.keyboard.press('End');
      await expect(list.getByRole('tab', { name: tabs[1] })).toBeFocused();
      await expect(list.getByRole('tab', { name: tabs[1] })).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Home');
      await expect(list.getByRole('tab', { name: tabs[0] })).toHaveAttribute('aria-selected', 'true');
      const page320 = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(page320).toBeLessThanOrEqual(320);
      if (lang === 'ms') await allMalay(page, 'Store Settings at 320 px');
    });
  }
});
