import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_BUYER, signInThroughScreen, signUpThroughApi, uniqueEmail } from './fixtures';
import { expectAccessible, ownAddress, waitForIslands, watchForErrors } from './support';

test.describe('sign up, sign in, sign out', () => {
  test('a new shopper signs up, sees the signed-in header, and logs out', async ({ page }) => {
    const errors = watchForErrors(page);
    const email = uniqueEmail('new');
    await page.goto('/signup');
    await waitForIslands(page);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    const create = page.getByRole('button', { name: 'Create Account' });
    await expect(create).toBeDisabled();
    await page.getByLabel('Full Name').fill('Siti Nurhaliza');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await expect(page.getByText('Too short (min 6 characters)')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('kampung-pagi-7');
    await expect(page.getByText('Good', { exact: true })).toBeVisible();
    await page.getByLabel('Confirm Password').fill('kampung-pagi-8');
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm Password').fill('kampung-pagi-7');
    await expect(page.getByText('Passwords match')).toBeVisible();
    await expect(create).toBeDisabled();
    await page.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
    await create.click();

    await expect(page).toHaveURL(/\/$/);
    await page.waitForLoadState('load');
    const header = page.getByRole('navigation', { name: 'Account and cart' });
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeHidden();
    await header.getByRole('button', { name: 'Account menu' }).click();
    await expect(header.getByText('Siti Nurhaliza')).toBeVisible();
    await expect(header.getByText(email)).toBeVisible();
    await expect(header.getByRole('link', { name: 'Profile' })).toBeVisible();
    await header.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
    const me = await page.request.get('/api/me');
    expect((await me.json()).user).toBeNull();
    expect(errors).toEqual([]);
  });

  test('refuses a second account for the same email, whatever its case', async ({ page, request, baseURL }) => {
    const email = uniqueEmail('twice');
    await signUpThroughApi(request, baseURL!, { name: 'Test Shopper', email, password: 'kampung-pagi-7' });
    await page.goto('/signup');
    await waitForIslands(page);
    await page.getByLabel('Full Name').fill('Someone Else');
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill('another-pass-1');
    await page.getByLabel('Confirm Password').fill('another-pass-1');
    await page.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toHaveText('An account with this email already exists. Please sign in instead.');
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('a wrong password shows the red alert and stays signed out; editing clears it', async ({ page }) => {
    await page.context().setExtraHTTPHeaders({ 'CF-Connecting-IP': ownAddress() });
    await page.goto('/login');
    await signInThroughScreen(page, { email: DEMO_BUYER.email, password: 'not-the-password' });
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Password', { exact: true }).fill('still-wrong');
    await expect(page.getByRole('alert')).toHaveCount(0);
    const me = await page.request.get('/api/me');
    expect((await me.json()).user).toBeNull();
  });

  test('the alert clears by itself after 5 seconds', async ({ page }) => {
    await page.context().setExtraHTTPHeaders({ 'CF-Connecting-IP': ownAddress() });
    await page.goto('/login');
    await signInThroughScreen(page, { email: uniqueEmail('nobody'), password: 'whatever-1' });
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 7000 });
  });

  test('comes back to the remembered page after signing in', async ({ page }) => {
    await page.goto('/product/veg-sawi');
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fproduct%2Fveg-sawi$/);
    await signInThroughScreen(page, DEMO_BUYER);
    await expect(page).toHaveURL(/\/product\/veg-sawi$/);
    await expect(page.getByRole('navigation', { name: 'Account and cart' }).getByRole('button', { name: 'Account menu' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBeNull();
  });

  for (const target of ['//evil.example/steal', 'https://evil.example/', '/\\evil.example']) {
    test(`refuses to send the user to ${target} after signing in`, async ({ page }) => {
      await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
      await signInThroughScreen(page, DEMO_BUYER);
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    });
  }

  test('sets the session cookie HttpOnly, Secure and SameSite=Lax, and a new one at each sign-in', async ({ page, context }) => {
    await page.goto('/login');
    await signInThroughScreen(page, DEMO_BUYER);
    await expect(page).toHaveURL(/\/$/);
    const cookie = (await context.cookies()).find((c) => c.name === '__Host-market-session');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    expect(cookie!.value).toMatch(/^[0-9a-f-]{36}$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await context.clearCookies();
    await context.addCookies([{ ...cookie!, value: cookie!.value }]);
    const again = await page.request.post('/_actions/auth.signIn', {
      headers: { Origin: new URL(page.url()).origin },
      data: DEMO_BUYER,
    });
    expect(again.status()).toBe(200);
    const renewed = (await context.cookies()).find((c) => c.name === '__Host-market-session');
    expect(renewed!.value).not.toBe(cookie!.value);
  });

  test('treats a forged or malformed session cookie as signed out', async ({ request }) => {
    for (const value of [crypto.randomUUID(), 'not-a-session', '../../etc/passwd', 'x'.repeat(4000)]) {
      const me = await request.get('/api/me', { headers: { Cookie: `__Host-market-session=${value}` } });
      expect(me.status()).toBe(200);
      expect((await me.json()).user).toBeNull();
    }
  });

  test('refuses the sixth wrong password in a row, even when it is right', async ({ request, baseURL }) => {
    const email = uniqueEmail('brute');
    const password = 'kampung-pagi-7';
    await signUpThroughApi(request, baseURL!, { name: 'Test Shopper', email, password });
    const from = ownAddress();
    const attempt = (pw: string) =>
      request.post('/_actions/auth.signIn', { headers: { Origin: baseURL!, 'CF-Connecting-IP': from }, data: { email, password: pw } });
    for (let i = 0; i < 5; i++) expect((await attempt(`wrong-${i}`)).status()).toBe(401);
    const sixth = await attempt(password);
    expect(sixth.status()).toBe(429);
    expect((await sixth.json()).message).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
  });

  test('refuses a sign-in or profile post from another site', async ({ playwright, baseURL }) => {
    // Each refused post on its own connection: the local preview proxy can drop a kept-alive connection after a
    // refusal, which would read as a 500 that the deployed worker never sends.
    const post = async (url: string, options: Parameters<APIRequestContext['post']>[1]) => {
      const context = await playwright.request.newContext({ baseURL });
      try {
        return (await context.post(url, options)).status();
      } finally {
        await context.dispose();
      }
    };
    expect(await post('/_actions/auth.signIn', { headers: { Origin: 'https://evil.example' }, data: DEMO_BUYER })).toBe(403);
    expect(
      await post('/_actions/profile.update', {
        headers: { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
        data: 'name=Hacked',
      }),
    ).toBe(403);
    expect(await post('/_actions/auth.signIn', { data: DEMO_BUYER })).toBe(403);
    expect(
      await post('/_actions/auth.signIn', {
        headers: { Origin: baseURL!, 'Content-Type': 'text/plain' },
        data: JSON.stringify(DEMO_BUYER),
      }),
    ).toBe(403);
  });

  test('offers the third-party buttons only as disabled, and has no serious accessibility violation', async ({ page }) => {
    await page.goto('/login');
    await waitForIslands(page);
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Continue with Facebook' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Show password' })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('secret');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expectAccessible(page);
  });
});
