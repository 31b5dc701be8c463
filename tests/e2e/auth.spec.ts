import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { SESSION_COOKIE } from '../../src/lib/session-cookie.mjs';
import { DEMO_BUYER, signInThroughScreen, signUpThroughApi, uniqueEmail, type Account } from './fixtures';
import { holdScripts, islandsPending, ownAddress, waitForIslands, watchForErrors } from './support';

test.describe('sign up, sign in, sign out', () => {
  test('a new shopper signs up, sees the signed-in header, and logs out', { tag: '@phone' }, async ({ page }) => {
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
    // The header shows the visitor's at once (the browser forgets the user before the form goes), and the page is
    // already at / : the server has signed the session out only once the form's post has brought the page back.
    const backHome = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
    await header.getByRole('button', { name: 'Log out' }).click();
    await backHome;
    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
    const me = await page.request.get('/api/me');
    expect((await me.json()).user).toBeNull();
    // The browser forgot the user too, and what it kept for them.
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key === 'session' || key.includes(':'))),
    ).toEqual([]);
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
    await expect(page.getByRole('alert')).toHaveText(
      'An account with this email already exists. Please sign in instead.',
    );
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
    await page.clock.install();
    await page.goto('/login');
    await signInThroughScreen(page, { email: uniqueEmail('nobody'), password: 'whatever-1' });
    await expect(page.getByRole('alert')).toBeVisible();
    await page.clock.runFor(5000);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('comes back to the remembered page after signing in', async ({ page }) => {
    await page.goto('/product/veg-sawi');
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fproduct%2Fveg-sawi&intent=wishlist\.veg-sawi$/);
    await signInThroughScreen(page, DEMO_BUYER);
    await expect(page).toHaveURL(/\/product\/veg-sawi$/);
    await expect(
      page.getByRole('navigation', { name: 'Account and cart' }).getByRole('button', { name: 'Account menu' }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBeNull();
  });

  for (const target of ['//evil.example/steal', 'https://evil.example/', '/\\evil.example']) {
    test(`refuses to send the user to ${target} after signing in`, async ({ page }) => {
      await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
      await signInThroughScreen(page, DEMO_BUYER);
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    });
  }

  test('sets the session cookie HttpOnly, Secure and SameSite=Lax, and a new one at each sign-in', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    await signInThroughScreen(page, DEMO_BUYER);
    await expect(page).toHaveURL(/\/$/);
    const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
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
    const renewed = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
    expect(renewed!.value).not.toBe(cookie!.value);
  });

  test('treats a forged or malformed session cookie as signed out', async ({ request }) => {
    for (const value of [crypto.randomUUID(), 'not-a-session', '../../etc/passwd', 'x'.repeat(4000)]) {
      const me = await request.get('/api/me', { headers: { Cookie: `${SESSION_COOKIE}=${value}` } });
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
      request.post('/_actions/auth.signIn', {
        headers: { Origin: baseURL!, 'CF-Connecting-IP': from },
        data: { email, password: pw },
      });
    for (let i = 0; i < 5; i++) expect((await attempt(`wrong-${i}`)).status()).toBe(401);
    const sixth = await attempt(password);
    expect(sixth.status()).toBe(429);
    // The refusal travels as a code and its values (src/lib/refusals.ts); the screen says it in its language.
    expect(JSON.parse((await sixth.json()).message)).toEqual({
      code: 'auth.tooManyAttempts',
      values: { minutes: 15 },
    });
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
    expect(await post('/_actions/auth.signIn', { headers: { Origin: 'https://evil.example' }, data: DEMO_BUYER })).toBe(
      403,
    );
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

  test('offers the third-party buttons only as disabled, and shows the password on request', async ({ page }) => {
    await page.goto('/login');
    await waitForIslands(page);
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Continue with Facebook' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Show password' })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('secret');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  });
});

/** A new account of a test's own, made through the action in a request context of its own. */
async function newBuyer(browser: Browser, baseURL: string, name: string): Promise<Account & { name: string }> {
  const who = { name, email: uniqueEmail('buyer'), password: 'kampung-pagi-7' };
  const context = await browser.newContext({ baseURL });
  try {
    await signUpThroughApi(context.request, baseURL, who);
  } finally {
    await context.close();
  }
  return who;
}

test.describe('typing before the scripts arrive', () => {
  test('a sign-in typed before the island starts is taken over, and the button works', async ({ page }) => {
    const errors = watchForErrors(page);
    const releaseScripts = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(DEMO_BUYER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_BUYER.password);
    expect(await islandsPending(page)).toBe(true);
    releaseScripts();
    await waitForIslands(page);
    const button = page.getByRole('button', { name: 'Sign In', exact: true });
    await expect(button).toBeEnabled();
    await button.click();
    await expect(page).toHaveURL(/\/$/);
    expect((await (await page.request.get('/api/me')).json()).user?.email).toBe(DEMO_BUYER.email);
    expect(errors).toEqual([]);
  });

  test('a sign-up typed before the island starts gets its hints, and the button works', async ({ page }) => {
    const releaseScripts = await holdScripts(page);
    const email = uniqueEmail('early');
    await page.goto('/signup', { waitUntil: 'commit' });
    await page.getByLabel('Full Name').fill('Awang Early');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password').fill('shorts');
    await page.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
    expect(await islandsPending(page)).toBe(true);
    releaseScripts();
    await waitForIslands(page);
    await expect(page.getByText('Too short (min 6 characters)')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    const create = page.getByRole('button', { name: 'Create Account' });
    await expect(create).toBeEnabled();
    await create.click();
    await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
    await page.getByLabel('Password', { exact: true }).fill('kampung-pagi-7');
    await page.getByLabel('Confirm Password').fill('kampung-pagi-7');
    await expect(page.getByText('Passwords match')).toBeVisible();
    await create.click();
    await expect(page).toHaveURL(/\/$/);
    expect((await (await page.request.get('/api/me')).json()).user?.email).toBe(email);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('signs in with the plain form, shows the user in the header, and logs out', async ({ page }) => {
    await page.context().setExtraHTTPHeaders({ 'CF-Connecting-IP': ownAddress() });
    await page.goto('/login?redirect=%2Fcart');
    const signIn = page.getByRole('button', { name: 'Sign In', exact: true });
    await expect(signIn).toBeEnabled();
    await page.getByLabel('Email').fill(DEMO_BUYER.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await signIn.click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page.getByLabel('Email')).toHaveValue(DEMO_BUYER.email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

    await page.getByLabel('Password', { exact: true }).fill(DEMO_BUYER.password);
    await signIn.click();
    await expect(page).toHaveURL(/\/cart$/);
    const header = page.getByRole('navigation', { name: 'Account and cart' });
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeHidden();
    const me = (await (await page.request.get('/api/me')).json()).user;
    await header.getByRole('button', { name: 'Account menu' }).click();
    await expect(header.getByText(me.name, { exact: true })).toBeVisible();
    await expect(header.getByText(DEMO_BUYER.email)).toBeVisible();
    await header.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Account menu' })).toBeHidden();
    expect((await (await page.request.get('/api/me')).json()).user).toBeNull();
  });

  test('signs up with the plain form, with the same messages', async ({ page }) => {
    const email = uniqueEmail('nojs');
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await page.getByLabel('Full Name').fill('Dayang Tanpa Skrip');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('kampung-pagi-7');
    await page.getByLabel('Confirm Password').fill('kampung-pagi-8');
    await page.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
    await expect(page.getByLabel('Full Name')).toHaveValue('Dayang Tanpa Skrip');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    expect((await (await page.request.get('/api/me')).json()).user).toBeNull();

    await page.getByLabel('Password', { exact: true }).fill('password');
    await page.getByLabel('Confirm Password').fill('password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(
      page.getByText('This password is one of the most common and easy to guess. Please choose another one.'),
    ).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill('kampung-pagi-7');
    await page.getByLabel('Confirm Password').fill('kampung-pagi-7');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/$/);
    const header = page.getByRole('navigation', { name: 'Account and cart' });
    await header.getByRole('button', { name: 'Account menu' }).click();
    await expect(header.getByText('Dayang Tanpa Skrip')).toBeVisible();
    expect((await (await page.request.get('/api/me')).json()).user?.email).toBe(email);
  });

  test('refuses a form post from another site', async ({ page, baseURL }) => {
    const response = await page.request.post(`/login?_action=auth.signInForm`, {
      headers: { Origin: 'https://evil.example' },
      form: { email: DEMO_BUYER.email, password: DEMO_BUYER.password },
    });
    expect(response.status()).toBe(403);
    const same = await page.request.post(`/login?_action=auth.signInForm`, {
      headers: { Origin: new URL(baseURL!).origin },
      form: { email: DEMO_BUYER.email, password: DEMO_BUYER.password },
      maxRedirects: 0,
    });
    expect(same.status()).toBe(303);
    expect(same.headers()['location']).toBe('/');
  });
});

test.describe('what a visitor pressed is done after signing in', () => {
  test('Add to Cart on a product, then sign in: back on the product with the quantity in the cart', async ({
    page,
    browser,
    baseURL,
  }) => {
    const buyer = await newBuyer(browser, baseURL!, 'Rosnah Troli');
    await page.goto('/product/veg-sawi');
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fproduct%2Fveg-sawi&intent=cart\.veg-sawi\.2$/);
    await signInThroughScreen(page, buyer);
    await expect(page).toHaveURL(/\/product\/veg-sawi$/);
    const toast = page.getByRole('region', { name: 'Notifications' });
    await expect(toast.getByText('Added to cart')).toBeVisible();
    await expect(toast.getByText(/2 × Sawi/)).toBeVisible();
    await expect(page.locator('.site-header [data-cart-count]')).toHaveText('2');
    await page.reload();
    await expect(page.locator('.site-header [data-cart-count]')).toHaveText('2');
    await expect(toast.getByText('Added to cart')).toHaveCount(0);
    await page.goto('/cart');
    await expect(page.getByRole('link', { name: /Sawi/ }).first()).toBeVisible();
  });

  test('the heart on the listing, then sign up: back on the listing with the product in the wishlist', async ({
    page,
  }) => {
    await page.goto('/?category=vegetables');
    const card = page.locator('article[data-product-id="veg-sawi"]');
    await card.getByRole('button', { name: /to wishlist/ }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2F%3Fcategory%3Dvegetables&intent=wishlist\.veg-sawi$/);
    await waitForIslands(page);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Full Name').fill('Hajah Hati');
    await page.getByLabel('Email').fill(uniqueEmail('heart'));
    await page.getByLabel('Password', { exact: true }).fill('kampung-pagi-7');
    await page.getByLabel('Confirm Password').fill('kampung-pagi-7');
    await page.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/\?category=vegetables$/);
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Added to wishlist')).toBeVisible();
    await expect(card.getByRole('button', { name: /Remove .* from wishlist/ })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/wishlist');
    await expect(page.getByText(/Sawi/).first()).toBeVisible();
  });

  test('Add to Cart pressed without scripts, then signed in without them: done at sign-in, and said', async ({
    browser,
    baseURL,
  }) => {
    const buyer = await newBuyer(browser, baseURL!, 'Jamal Lambat');
    const noScripts = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const visitor = await noScripts.newPage();
    await visitor.goto('/product/food-sambal');
    await visitor.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(visitor).toHaveURL(/intent=cart\.food-sambal\.1$/);
    await visitor.getByLabel('Email').fill(buyer.email);
    await visitor.getByLabel('Password', { exact: true }).fill(buyer.password);
    await visitor.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(visitor).toHaveURL(/\/product\/food-sambal$/);
    const notices = visitor.getByRole('region', { name: 'Notifications' });
    await expect(notices.getByText('Added to cart')).toBeVisible();
    await expect(notices.getByText('1 × Sambal Belacan Mak Cik')).toBeVisible();
    await expect(visitor.locator('.site-header [data-cart-count]')).toHaveText('1');
    // Said once: the next page does not say it again.
    await visitor.reload();
    await expect(notices.getByText('Added to cart')).toHaveCount(0);
    await visitor.goto('/cart');
    await expect(visitor.getByRole('heading', { name: 'Sambal Belacan Mak Cik' })).toBeVisible();
    // The same browser later runs the page's scripts: nothing is added twice.
    const withScripts = await browser.newContext({ baseURL, storageState: await noScripts.storageState() });
    await noScripts.close();
    const page = await withScripts.newPage();
    await page.goto('/product/food-sambal');
    await waitForIslands(page);
    await expect(page.locator('.site-header [data-cart-count]')).toHaveText('1');
    await withScripts.close();
  });

  test('the heart pressed without scripts, then signed up without them: in the wishlist, and said', async ({
    browser,
    baseURL,
  }) => {
    const noScripts = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const visitor = await noScripts.newPage();
    await visitor.goto('/?category=vegetables');
    await visitor
      .locator('article[data-product-id="veg-sawi"]')
      .getByRole('button', { name: /to wishlist/ })
      .click();
    await expect(visitor).toHaveURL(/intent=wishlist\.veg-sawi$/);
    await visitor.goto(visitor.url().replace('/login', '/signup'));
    await visitor.getByLabel('Full Name').fill('Hati Tanpa Skrip');
    await visitor.getByLabel('Email').fill(uniqueEmail('heart-no-js'));
    await visitor.getByLabel('Password', { exact: true }).fill('kampung-pagi-7');
    await visitor.getByLabel('Confirm Password').fill('kampung-pagi-7');
    await visitor.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
    await visitor.getByRole('button', { name: 'Create Account' }).click();
    await expect(visitor).toHaveURL(/\/\?category=vegetables$/);
    await expect(visitor.getByRole('region', { name: 'Notifications' }).getByText('Added to wishlist')).toBeVisible();
    await visitor.goto('/wishlist');
    await expect(visitor.getByText(/Sawi Manis/).first()).toBeVisible();
    await noScripts.close();
  });

  test('an intent in the address alone adds nothing', async ({ page, browser, baseURL }) => {
    const buyer = await newBuyer(browser, baseURL!, 'Siti Waspada');
    await page.goto('/login');
    await signInThroughScreen(page, buyer);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/product/veg-sawi?intent=cart.veg-sawi.5');
    await waitForIslands(page);
    await page.goto('/login?redirect=%2Fproduct%2Fveg-sawi&intent=cart.veg-sawi.5');
    await expect(page).toHaveURL(/\/product\/veg-sawi$/);
    await waitForIslands(page);
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Added to cart')).toHaveCount(0);
    await expect(page.locator('.site-header [data-cart-count]')).toHaveText('0');
  });

  test('refuses a sign-in whose intent names nothing, and signs no one in', async ({ request, baseURL }) => {
    const response = await request.post('/_actions/auth.signIn', {
      headers: { Origin: baseURL! },
      data: { ...DEMO_BUYER, intent: 'cart.veg-sawi.-4' },
    });
    expect(response.status()).toBe(400);
    const { fields } = await response.json();
    expect(JSON.parse(fields.intent[0])).toEqual({ code: 'auth.intentUnreadable', values: {} });
    expect((await (await request.get('/api/me')).json()).user).toBeNull();
  });
});
