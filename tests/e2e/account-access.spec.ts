/**
 * Getting back into an account and keeping it safe, in the built worker: a forgotten password (read from the email
 * the local binding wrote, without scripts), a changed password, the devices signed in, and an address verified or
 * changed. Each test has accounts of its own.
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import {
  applicationForm,
  linkFromMail,
  linksInMail,
  postApplication,
  signUpThroughApi,
  simulatedTexts,
  uniqueEmail,
  verifyAddress,
} from './fixtures';
import { expectAccessible, waitForIslands } from './support';
import { said } from '../../src/lib/refusals';

/** The e2e server's own database (playwright.config.ts: scripts/serve-test.mjs … .wrangler/e2e). */
function e2eDatabase(): DatabaseSync {
  const dir = '.wrangler/e2e/v3/d1/miniflare-D1DatabaseObject';
  const file = readdirSync(dir).find((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
  // The server writes to it too: wait for its lock rather than fail.
  return new DatabaseSync(join(dir, file!), { timeout: 10_000 });
}

/** Moves a link's stored expiry into the past, as if its 30 minutes had gone by since it was sent. */
function expireLink(token: string): void {
  const db = e2eDatabase();
  try {
    const hash = createHash('sha256').update(token).digest('hex');
    const past = new Date(Date.now() - 60_000).toISOString();
    const { changes } = db.prepare('UPDATE account_tokens SET expires_at = ? WHERE token_hash = ?').run(past, hash);
    expect(changes).toBe(1);
  } finally {
    db.close();
  }
}

/** Whether a request context is signed in, as the server sees it. */
async function signedInAs(request: APIRequestContext): Promise<string | null> {
  const me = (await (await request.get('/api/me')).json()) as { user: { email: string } | null };
  return me.user?.email ?? null;
}

async function signInStatus(request: APIRequestContext, baseURL: string, email: string, password: string) {
  const response = await request.post(`${baseURL}/_actions/auth.signIn`, {
    headers: { Origin: baseURL },
    data: { email, password },
  });
  return response.status();
}

/** A new account signed in in a browser context of its own: another device. */
async function deviceOf(browser: Browser, baseURL: string, who: { name: string; email: string; password: string }) {
  const context = await browser.newContext({
    baseURL,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  });
  await signUpThroughApi(context.request, baseURL, who);
  return context;
}

test.describe('a forgotten password', () => {
  test('asks, reads the link from the email, sets a new password once, without scripts; the old password and the other browser are signed out', async ({
    browser,
    baseURL,
  }) => {
    const who = { name: `Rina ${Date.now()}`, email: uniqueEmail('forgot'), password: 'kampung-lama-1' };
    const phone = await deviceOf(browser, baseURL!, who);
    expect(await signedInAs(phone.request)).toBe(who.email);

    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    // By keyboard: the address typed, then Enter.
    await page.getByLabel('Email').fill(who.email);
    await page.getByLabel('Email').press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    await expect(page.getByText('It works once, for 30 minutes.')).toBeVisible();

    const link = await linkFromMail(who.email, '/reset-password');
    expect(link.origin).toBe(baseURL);
    const mail = simulatedTexts(who.email).find((text) => text.includes('/reset-password'))!;
    expect(mail).toContain(
      `Hi ${who.name}, someone (we hope you) asked to reset the password of the account ${who.email}`,
    );

    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    // The sign-up's rules: a common password is refused, and nothing changes.
    await page.getByLabel('New Password', { exact: true }).fill('password123');
    await page.getByLabel('Confirm New Password').fill('password123');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This password is one of the most common and easy to guess. Please choose another one.',
    );
    await page.getByLabel('New Password', { exact: true }).fill('kampung-baru-2');
    await page.getByLabel('Confirm New Password').fill('kampung-baru-2');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your password was changed' })).toBeVisible();

    // The link works once.
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');

    // The other browser is signed out; the old password no longer works, the new one does.
    expect(await signedInAs(phone.request)).toBeNull();
    const fresh = await browser.newContext({ baseURL });
    expect(await signInStatus(fresh.request, baseURL!, who.email, who.password)).toBe(401);
    expect(await signInStatus(fresh.request, baseURL!, who.email, 'kampung-baru-2')).toBe(200);
    // And the account was told.
    await expect
      .poll(() => simulatedTexts(who.name).some((text) => text.includes('the password of your account was changed')))
      .toBe(true);
    await Promise.all([phone.close(), context.close(), fresh.close()]);
  });

  test('a link no longer works 30 minutes after it was sent', async ({ page, baseURL }) => {
    const who = { name: 'Late Reader', email: uniqueEmail('late'), password: 'kampung-lama-3' };
    await signUpThroughApi(page.request, baseURL!, who);
    await page.request.post(`${baseURL}/_actions/auth.signOut`, { headers: { Origin: baseURL! } });
    const seen = linksInMail(who.email, '/reset-password');
    const asked = await page.request.post(`${baseURL}/forgot-password?_action=account.requestPasswordResetForm`, {
      headers: { Origin: baseURL! },
      form: { email: who.email },
      maxRedirects: 0,
    });
    expect(asked.status()).toBe(303);
    const link = await linkFromMail(who.email, '/reset-password', seen);
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expectAccessible(page);

    expireLink(link.searchParams.get('token')!);
    await page.getByLabel('New Password', { exact: true }).fill('kampung-baru-4');
    await page.getByLabel('Confirm New Password').fill('kampung-baru-4');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
    expect(await signInStatus(page.request, baseURL!, who.email, 'kampung-baru-4')).toBe(401);
    expect(await signInStatus(page.request, baseURL!, who.email, who.password)).toBe(200);
  });

  test('answers the same for an address no account has, and throttles asking per address', async ({
    page,
    baseURL,
  }) => {
    const nobody = uniqueEmail('nobody');
    const ask = () =>
      page.request.post(`${baseURL}/forgot-password?_action=account.requestPasswordResetForm`, {
        headers: { Origin: baseURL! },
        form: { email: nobody },
        maxRedirects: 0,
      });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await ask()).headers()['location']);
    expect(answers).toEqual(Array(3).fill('/forgot-password?sent=1'));
    const refused = await ask();
    expect(refused.status()).toBe(429);
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(nobody);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Too many emails were asked for. Please wait 60 minutes and try again.',
    );
    await expect(page.getByLabel('Email')).toHaveValue(nobody);
    expect(simulatedTexts(nobody)).toEqual([]);
  });
});

test.describe('the profile’s sign-in and security', () => {
  test('changes the password with the current one: the other device is signed out, the old password fails', async ({
    browser,
    baseURL,
  }) => {
    const who = { name: 'Chong Wei', email: uniqueEmail('change'), password: 'kampung-lama-5' };
    const phone = await deviceOf(browser, baseURL!, who);
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    expect(await signInStatus(page.request, baseURL!, who.email, who.password)).toBe(200);
    await page.goto('/profile?tab=settings');
    await waitForIslands(page);
    const section = page.locator('#change-password');
    await section.getByLabel('Current Password').fill('not-my-password');
    await section.getByLabel('New Password', { exact: true }).fill('kampung-baru-6');
    await section.getByLabel('Confirm New Password').fill('kampung-baru-6');
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(section.getByRole('alert')).toHaveText('Your current password is not right.');
    expect(await signedInAs(phone.request)).toBe(who.email);

    await section.getByLabel('Current Password').fill(who.password);
    await section.getByLabel('New Password', { exact: true }).fill('kampung-baru-6');
    await section.getByLabel('Confirm New Password').fill('kampung-baru-6');
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(section.getByRole('status')).toHaveText(
      'Your password was changed, and every other device was signed out.',
    );
    expect(await signedInAs(page.request)).toBe(who.email);
    expect(await signedInAs(phone.request)).toBeNull();
    const fresh = await browser.newContext({ baseURL });
    expect(await signInStatus(fresh.request, baseURL!, who.email, who.password)).toBe(401);
    expect(await signInStatus(fresh.request, baseURL!, who.email, 'kampung-baru-6')).toBe(200);
    await Promise.all([phone.close(), context.close(), fresh.close()]);
  });

  test('lists the devices signed in and signs out another one, then everywhere else @phone', async ({
    browser,
    baseURL,
  }) => {
    const who = { name: 'Dina Sari', email: uniqueEmail('devices'), password: 'kampung-lama-7' };
    const phone = await deviceOf(browser, baseURL!, who);
    const tablet = await browser.newContext({ baseURL });
    expect(await signInStatus(tablet.request, baseURL!, who.email, who.password)).toBe(200);
    const context = await browser.newContext({ baseURL, viewport: { width: 320, height: 720 } });
    const page = await context.newPage();
    expect(await signInStatus(page.request, baseURL!, who.email, who.password)).toBe(200);
    await page.goto('/profile?tab=settings#your-devices');
    await waitForIslands(page);
    const devices = page.locator('#your-devices');
    const rows = devices.getByRole('listitem');
    await expect(rows).toHaveCount(3);
    await expect(devices.locator('[data-device="current"]')).toContainText('This device');
    await expect(devices.getByText('Chrome on Android')).toBeVisible();
    // At 320 px nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    // The phone's Sign out, reached by keyboard.
    const phoneRow = rows.filter({ hasText: 'Chrome on Android' });
    await phoneRow.getByRole('button', { name: /^Sign out Chrome on Android/ }).focus();
    await page.keyboard.press('Enter');
    await expect(devices.getByRole('status')).toHaveText('That device is signed out.');
    await expect(rows).toHaveCount(2);
    expect(await signedInAs(phone.request)).toBeNull();
    expect(await signedInAs(tablet.request)).toBe(who.email);

    await devices.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(devices.getByRole('status')).toHaveText('1 other device was signed out.');
    await expect(rows).toHaveCount(1);
    await expect(devices.getByText('No other device is signed in.')).toBeVisible();
    expect(await signedInAs(tablet.request)).toBeNull();
    expect(await signedInAs(page.request)).toBe(who.email);
    await expectAccessible(page);
    await Promise.all([phone.close(), tablet.close(), context.close()]);
  });
});

test.describe('a verified address', () => {
  test('sign-up sends a link; until it is opened the header and profile say so, and applying to sell is refused', async ({
    page,
    baseURL,
  }) => {
    const who = { name: 'Vera Lim', email: uniqueEmail('verify'), password: 'kampung-lama-8' };
    await signUpThroughApi(page.request, baseURL!, who);
    await page.goto('/');
    const notice = page.getByRole('note').filter({ hasText: 'Please verify your email address' });
    await expect(notice).toContainText(who.email);
    const refused = await postApplication(page.request, baseURL!, applicationForm('Kuih Belum Sah'));
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe(said('access.emailUnverified'));

    // Send again, from the header: throttled, a few an hour.
    const seen = linksInMail(who.email, '/verify-email');
    await notice.getByRole('button', { name: 'Send again' }).click();
    await expect(page.locator('#email-verification').getByRole('status')).toHaveText(
      'We sent the link again. It works for 24 hours.',
    );
    await expect(page.locator('#email-verification')).toContainText(`${who.email} is not verified yet`);
    const link = await linkFromMail(who.email, '/verify-email', seen);

    await page.goto(link.pathname + link.search);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Verify my email address' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your email address is verified' })).toBeVisible();
    await expect(page.getByRole('note').filter({ hasText: 'Please verify' })).toHaveCount(0);
    await page.goto('/profile?tab=settings');
    await expect(page.locator('#email-verification')).toContainText(`${who.email} is verified.`);
    // The link works once.
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
  });

  test('a new address on the profile waits for its link, the old one is told, and it replaces the old once opened', async ({
    page,
    baseURL,
  }) => {
    const who = { name: 'Nadia Aziz', email: uniqueEmail('old'), password: 'kampung-lama-9' };
    await signUpThroughApi(page.request, baseURL!, who);
    await verifyAddress(page.request, baseURL!, who.email);
    const newEmail = uniqueEmail('new');
    await page.goto('/profile');
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Email').fill(newEmail);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`We sent a link to ${newEmail}`)).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(who.email);
    expect(await signedInAs(page.request)).toBe(who.email);
    await expect
      .poll(() =>
        simulatedTexts(newEmail).some((text) => text.includes(`to change your account's email address to ${newEmail}`)),
      )
      .toBe(true);

    await page.goto('/profile?tab=settings');
    await expect(page.locator('#email-verification')).toContainText(
      `You asked to change your address to ${newEmail}. It replaces ${who.email}`,
    );
    const link = await linkFromMail(newEmail, '/verify-email');
    await page.goto(link.pathname + link.search);
    await page.getByRole('button', { name: 'Verify my email address' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your email address is verified' })).toBeVisible();
    expect(await signedInAs(page.request)).toBe(newEmail);
    const fresh = await page.context().browser()!.newContext({ baseURL });
    expect(await signInStatus(fresh.request, baseURL!, newEmail, who.password)).toBe(200);
    await fresh.close();
  });
});
