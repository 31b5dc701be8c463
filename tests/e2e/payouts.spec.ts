/**
 * The merchant's Payouts page and the administrator's payouts: two stores of their own hold a known set of orders
 * (tests/e2e/ledger-stores.ts: paid online, refunded, collected in cash, still awaiting, cash not yet collected);
 * the balance, a week's figures and lines and the CSV are read as the merchant sees them (without JavaScript, and
 * at 320 and 375 px); the administrator records a payout and the merchant sees it.
 */
import { expect, request, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_BUYER, openAs, signIn } from './fixtures';
import { LEDGER_STORES, ledgerWeek, tuesday, wednesday } from './ledger-stores';
import { waitForIslands } from './support';

const DAY_MS = 86_400_000;
const WEEK = ledgerWeek(new Date());
const [READER, PAYEE] = LEDGER_STORES;

test.describe('the Payouts page', () => {
  test("shows the merchant's balance, the week's figures and lines, and the CSV, without JavaScript", async ({
    browser,
    baseURL,
  }) => {
    const reader = await browser.newContext({ baseURL, javaScriptEnabled: false });
    await signIn(reader.request, baseURL!, READER);
    const page = await reader.newPage();
    await page.goto('/seller/payouts');
    await expect(page.getByRole('heading', { name: 'Payouts', level: 1 })).toBeVisible();
    await expect(page.locator('[data-balance]')).toHaveText('RM\u00a0104.00');
    await expect(page.getByText('The market owes you this amount.', { exact: false })).toBeVisible();

    const week = page.locator(`[data-statement] tr[data-week="${WEEK}"]`);
    await expect(week.locator('td')).toHaveText([
      '3',
      'RM\u00a0176.00',
      'RM\u00a07.00',
      'RM\u00a020.00',
      'RM\u00a0149.00',
      'RM\u00a045.00',
      'RM\u00a00.00',
      'RM\u00a0104.00',
    ]);
    await week.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`week=${WEEK}`));
    await expect(page.locator('[data-lines] tbody tr')).toHaveCount(3);
    await expect(page.locator(`[data-line="PAY-${READER.id}-A-1"] td`)).toHaveText([
      /\S/,
      'Market (online)',
      'RM\u00a0111.00',
      'RM\u00a05.00',
      'RM\u00a00.00',
      'RM\u00a0106.00',
      'RM\u00a0106.00',
    ]);
    await expect(page.locator(`[data-line="PAY-${READER.id}-B-1"] td`)).toHaveText([
      /\S/,
      'Market (online)',
      'RM\u00a020.00',
      'RM\u00a00.00',
      'RM\u00a020.00',
      'RM\u00a00.00',
      'RM\u00a00.00',
    ]);
    await expect(page.locator(`[data-line="PAY-${READER.id}-C-1"] td`)).toHaveText([
      /\S/,
      'You (cash)',
      'RM\u00a045.00',
      'RM\u00a02.00',
      'RM\u00a00.00',
      'RM\u00a043.00',
      '-RM\u00a02.00',
    ]);
    // Awaiting payment, and cash not yet collected, count nothing.
    await expect(page.locator(`[data-line="PAY-${READER.id}-D-1"]`)).toHaveCount(0);
    await expect(page.locator(`[data-line="PAY-${READER.id}-E-1"]`)).toHaveCount(0);

    // The form picks a week by any of its days; another week has none of these orders.
    const day = (offset: number) =>
      new Date(Date.parse(`${WEEK}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
    await page.getByLabel('Choose a week').fill(day(7));
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByText('No seller orders counted in this week.')).toBeVisible();
    await page.getByLabel('Choose a week').fill(day(6));
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.locator('[data-lines] tbody tr')).toHaveCount(3);

    const csv = await reader.request.get(`/seller/payouts.csv?week=${WEEK}`);
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect(csv.headers()['content-disposition']).toContain(`payouts-${WEEK}.csv`);
    const rows = (await csv.text()).trim().split('\r\n');
    expect(rows[0]).toBe(
      'Seller order,Date,Collected by,Gross (RM),Commission (RM),Refunds (RM),Net (RM),Due to you (RM)',
    );
    const shopDate = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(rows.slice(1)).toEqual([
      `PAY-${READER.id}-A-1,${shopDate(tuesday(WEEK))},Market,111.00,5.00,0.00,106.00,106.00`,
      `PAY-${READER.id}-B-1,${shopDate(tuesday(WEEK))},Market,20.00,0.00,20.00,0.00,0.00`,
      `PAY-${READER.id}-C-1,${shopDate(wednesday(WEEK))},Merchant (cash),45.00,2.00,0.00,43.00,-2.00`,
    ]);
    await reader.close();
  });

  test('the administrator records a payout, refuses one larger than the balance, and the merchant sees it', async ({
    browser,
    baseURL,
  }) => {
    const admin = await browser.newContext({ baseURL });
    await signIn(admin.request, baseURL!, DEMO_ADMIN);
    const page = await admin.newPage();
    await page.goto('/admin/payouts');
    const form = page.locator('form.record');
    await form.getByLabel('Merchant').selectOption({ label: PAYEE.name });
    await form.getByLabel('Amount (RM)').fill('500.00');
    await form.getByLabel('Bank reference').fill('LM-TOO-MUCH');
    await form.getByRole('button', { name: 'Record payout' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The payout is more than the market owes this merchant (RM\u00a0104.00).',
    );

    await form.getByLabel('Merchant').selectOption({ label: PAYEE.name });
    await form.getByLabel('Amount (RM)').fill('60.50');
    await form.getByLabel('Bank reference').fill('LM-PAY-0001');
    await form.getByRole('button', { name: 'Record payout' }).click();
    await expect(page.locator('.alert.ok')).toHaveText(
      `Payout of RM\u00a060.50 to ${PAYEE.name} recorded. Their balance is now RM\u00a043.50.`,
    );
    // A reload shows the page again and records nothing twice.
    await page.reload();
    await expect(page.locator('[data-payouts] tr', { hasText: 'LM-PAY-0001' })).toHaveCount(1);
    await admin.close();

    const merchant = await browser.newContext({ baseURL });
    const seller = await merchant.newPage();
    await openAs(seller, baseURL!, PAYEE, '/seller/payouts');
    await expect(seller.locator('[data-balance]')).toHaveText('RM\u00a043.50');
    await expect(seller.locator('[data-latest-payouts]')).toContainText('RM\u00a060.50');
    await expect(seller.locator('[data-latest-payouts]')).toContainText('LM-PAY-0001');
    // The seller dashboard's bell says it.
    await seller.goto('/seller-dashboard');
    await waitForIslands(seller);
    await seller.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const panel = seller.getByRole('region', { name: 'Your notifications' });
    await expect(panel.getByText('Payout sent', { exact: true })).toBeVisible();
    await expect(
      panel.getByText('Labuan Market paid RM\u00a060.50 into your bank account (bank reference LM-PAY-0001).'),
    ).toBeVisible();
    await merchant.close();
  });

  test('only the administrator records a payout', async ({ baseURL }) => {
    const buyer = await request.newContext({ baseURL });
    await signIn(buyer, baseURL!, DEMO_BUYER);
    const answer = await buyer.post('/_actions/payouts.record', {
      headers: { Origin: baseURL! },
      form: { merchantId: PAYEE.id, amount: '1.00', bankReference: 'X', paidOn: '2026-11-01' },
    });
    expect(answer.status()).toBe(403);
    expect((await buyer.get('/admin/payouts', { maxRedirects: 0 })).status()).toBe(404);
    await buyer.dispose();
  });

  test('fits a 320 px phone and a 375 px one @phone', async ({ page, baseURL }) => {
    await signIn(page.request, baseURL!, READER);
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/seller/payouts?week=${WEEK}`);
      await expect(page.locator('[data-balance]')).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
    }
  });
});
