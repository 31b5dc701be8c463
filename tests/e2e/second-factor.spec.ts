/**
 * Two-factor authentication in a real browser: a buyer turns it on from the profile and signs in with a code
 * computed from the key the page showed, then with a recovery code (once only), without scripts too; the
 * administrator resets it when the codes are lost; an administrator without one is sent to set it up first.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { totpCode, totpStep } from '../../src/lib/second-factor';
import { DEMO_ADMIN, signIn, signInThroughScreen } from './fixtures';
import { expectAccessible, signUpShopper, type Shopper } from './support';

const PASSWORD = 'kampung-pagi-7';

/** The code the app would show `steps` steps from now (a code already used at set-up is not accepted again). */
const codeFor = (secret: string, steps = 0) => totpCode(secret, totpStep(Date.now()) + steps);

/** Turns the second factor on from the profile: the key read from the page, one code typed; answers the key and the codes. */
async function turnOnSecondFactor(page: Page): Promise<{ secret: string; recoveryCodes: string[] }> {
  await page.goto('/profile/second-factor');
  await expect(page.getByText('Off', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Set up with an authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code of the setup link' })).toBeVisible();
  const secret = (await page.locator('[data-secret]').textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.locator('[data-otpauth]')).toContainText(`otpauth://totp/Labuan%20Market:`);
  await expect(page.getByRole('link', { name: 'Open in authenticator app' })).toHaveAttribute(
    'href',
    new RegExp(`^otpauth://totp/.*secret=${secret}`),
  );
  await page.getByLabel('2. Enter the 6-digit code the app now shows.').fill(await codeFor(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Two-factor authentication is on.' })).toBeVisible();
  const recoveryCodes = await page.locator('[data-recovery-codes] li').allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  return { secret, recoveryCodes };
}

async function newBrowserPage(browser: Browser, baseURL: string, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  return context.newPage();
}

async function signedInAs(page: Page): Promise<string | null> {
  return (await (await page.request.get('/api/me')).json()).user?.email ?? null;
}

test.describe('two-factor authentication', () => {
  test('a buyer turns it on, signs in with a computed code, then with a recovery code once, and the administrator resets it', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const shopper: Shopper = await signUpShopper(page, baseURL!, 'Rosnah', 'totp');
    const { secret, recoveryCodes } = await turnOnSecondFactor(page);
    await expectAccessible(page);

    // Signing in on the screen: the password, then the second step asks for the code.
    const phone = await newBrowserPage(browser, baseURL!);
    await phone.goto('/login?redirect=%2Fwishlist');
    await signInThroughScreen(phone, { email: shopper.email, password: PASSWORD });
    await expect(phone).toHaveURL(/\/login\/second-step\?redirect=%2Fwishlist$/);
    expect(await signedInAs(phone), 'no session before the code').toBeNull();
    await phone.getByLabel('Authentication code').fill('000000');
    await phone.getByRole('button', { name: 'Verify' }).click();
    await expect(phone.getByRole('alert')).toHaveText(
      'That code is not right, or it was used already. Please enter the current code.',
    );
    expect(await signedInAs(phone)).toBeNull();
    // The set-up used this step's code: the app's next one (accepted a step early) signs in.
    await phone.getByLabel('Authentication code').fill(await codeFor(secret, 1));
    await phone.getByRole('button', { name: 'Verify' }).click();
    await expect(phone).toHaveURL(/\/wishlist$/);
    expect(await signedInAs(phone)).toBe(shopper.email);

    // Without scripts, with a recovery code: it works once.
    const plain = await newBrowserPage(browser, baseURL!, false);
    await plain.goto('/login');
    await plain.getByLabel('Email').fill(shopper.email);
    await plain.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await plain.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(plain).toHaveURL(/\/login\/second-step$/);
    await plain.getByLabel('Authentication code').fill(recoveryCodes[0]!.toUpperCase());
    await plain.getByRole('button', { name: 'Verify' }).click();
    await expect(plain).toHaveURL(/\/$/);
    expect(await signedInAs(plain)).toBe(shopper.email);

    const again = await newBrowserPage(browser, baseURL!, false);
    await again.goto('/login');
    await again.getByLabel('Email').fill(shopper.email);
    await again.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await again.getByRole('button', { name: 'Sign In', exact: true }).click();
    await again.getByLabel('Authentication code').fill(recoveryCodes[0]!);
    await again.getByRole('button', { name: 'Verify' }).click();
    await expect(again.getByRole('alert')).toHaveText(
      'That code is not right, or it was used already. Please enter the current code.',
    );
    expect(await signedInAs(again)).toBeNull();
    await page.goto('/profile/second-factor');
    await expect(page.getByText('9 of 10 recovery codes left.')).toBeVisible();

    // Phone and codes lost: the administrator checks who she is and resets it, and the reset is listed.
    const admin = await newBrowserPage(browser, baseURL!);
    await signIn(admin.request, baseURL!, DEMO_ADMIN);
    await admin.goto('/admin/second-factors');
    await admin.getByLabel('Account email').fill(shopper.email);
    await admin.getByLabel('How you checked their identity').selectOption('idDocument');
    await admin.getByRole('button', { name: 'Reset two-factor authentication' }).click();
    await expect(admin.getByRole('status')).toHaveText(
      `Two-factor authentication is off for ${shopper.email}. They can sign in with their password.`,
    );
    await expect(admin.getByRole('listitem').filter({ hasText: shopper.email })).toContainText(
      'Identity document matches the account',
    );
    await again.goto('/login');
    await again.getByLabel('Email').fill(shopper.email);
    await again.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await again.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(again).toHaveURL(/\/$/);
    expect(await signedInAs(again)).toBe(shopper.email);
  });

  test('turning it off needs the password and a code', async ({ page, baseURL }) => {
    await signUpShopper(page, baseURL!, 'Halimah', 'totp-off');
    const { secret } = await turnOnSecondFactor(page);
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('Code from your app, or a recovery code').fill(await codeFor(secret, 1));
    await page.getByRole('button', { name: 'Turn off' }).click();
    await expect(page.getByRole('alert')).toHaveText('That password is not right.');
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('Code from your app, or a recovery code').fill(await codeFor(secret, 1));
    await page.getByRole('button', { name: 'Turn off' }).click();
    await expect(page.getByRole('status')).toHaveText('Two-factor authentication is off.');
    await expect(page.getByText('Off', { exact: true })).toBeVisible();
  });

  test('an administrator without a second factor is sent to set it up before any admin page works', async ({
    page,
    baseURL,
  }) => {
    const shopper = await signUpShopper(page, baseURL!, 'Pentadbir Baru', 'new-admin');
    makeAdministrator(shopper.email);
    await page.goto('/admin/applications');
    await expect(page).toHaveURL(/\/profile\/second-factor$/);
    await expect(page.getByRole('note').filter({ hasText: 'administrator' })).toHaveText(
      "As the market's administrator you must turn on two-factor authentication before the admin area opens.",
    );
    const refused = await page.request.post('/_actions/secondFactor.adminReset', {
      headers: { Origin: new URL(baseURL!).origin },
      form: { email: 'buyer@labuanmarket.example', verifiedBy: 'idDocument' },
    });
    expect(refused.status()).toBe(403);
    expect(JSON.parse((await refused.json()).message)).toEqual({ code: 'access.secondFactorRequired', values: {} });
    for (const adminPage of ['/admin/second-factors', '/admin/payouts']) {
      await page.goto(adminPage);
      await expect(page).toHaveURL(/\/profile\/second-factor$/);
    }
    const payout = await page.request.post('/_actions/payouts.record', {
      headers: { Origin: new URL(baseURL!).origin },
      form: { merchantId: 'merchant-1', amount: '1.00', bankReference: 'LM-1', paidOn: '2026-01-02' },
    });
    expect(payout.status()).toBe(403);
    expect(JSON.parse((await payout.json()).message)).toEqual({ code: 'access.secondFactorRequired', values: {} });

    await turnOnSecondFactor(page);
    await page.goto('/admin/applications');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merchant Applications');
  });
});

test.describe('your data', () => {
  test('Download my data gives a JSON file of the account, never cached', async ({ page, baseURL }) => {
    const shopper = await signUpShopper(page, baseURL!, 'Salmah', 'download');
    const response = await page.request.get('/profile/data.json');
    expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="labuan-market-my-data-/);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    await page.goto('/profile?tab=settings');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download my data' }).click(),
    ]);
    const data = JSON.parse(readFileSync(await download.path(), 'utf8'));
    expect(data.profile).toMatchObject({ email: shopper.email, name: 'Salmah' });
    expect(JSON.stringify(data)).not.toContain('password_hash');
  });

  test('Delete my account, confirmed with the password, signs out every browser', async ({
    page,
    browser,
    baseURL,
  }) => {
    const shopper = await signUpShopper(page, baseURL!, 'Fauziah', 'delete');
    const other = await newBrowserPage(browser, baseURL!);
    await other.request.post('/_actions/auth.signIn', {
      headers: { Origin: new URL(baseURL!).origin },
      data: { email: shopper.email, password: PASSWORD },
    });
    expect(await signedInAs(other)).toBe(shopper.email);

    await page.goto('/profile/delete-account');
    await expect(page.getByRole('heading', { name: 'Kept, and why' })).toBeVisible();
    await page.getByLabel('Password').fill('not-my-password');
    await page.getByLabel('I understand that my account is deleted for good').check();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('alert')).toHaveText('That password is not right.');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('I understand that my account is deleted for good').check();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account is deleted');
    expect(await signedInAs(page)).toBeNull();
    expect(await signedInAs(other), 'the other browser’s session is refused').toBeNull();
    const signInAgain = await other.request.post('/_actions/auth.signIn', {
      headers: { Origin: new URL(baseURL!).origin },
      data: { email: shopper.email, password: PASSWORD },
    });
    expect(signInAgain.status()).toBe(401);
  });
});

/** Makes an account the market's administrator, in the test server's database (an administrator is made so). */
function makeAdministrator(email: string): void {
  const dir = join(process.cwd(), '.wrangler/e2e/v3/d1/miniflare-D1DatabaseObject');
  const file = readdirSync(dir).find((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
  const db = new DatabaseSync(join(dir, file!), { timeout: 10_000 });
  try {
    db.prepare("UPDATE users SET role = 'admin' WHERE email = ?").run(email);
  } finally {
    db.close();
  }
}
