/**
 * Sessions, passwords and failures as the browser meets them (ASVS 3.3.1, 6.2.4, 7.2.3, 7.2.4, 7.4.1, 16.5.1),
 * against the built worker.
 */
import { request as httpRequest } from 'node:http';
import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { SESSION_KEY_COOKIE } from '../../src/data/sessions';
import { SESSION_COOKIE } from '../../src/lib/session-cookie.mjs';
import { said } from '../../src/lib/refusals';
import { DEMO_BUYER, postSignUp, uniqueEmail } from './fixtures';
import { expectAccessible, ownAddress, waitForIslands, watchForErrors } from './support';

const SESSION = SESSION_COOKIE;
const SESSION_KEY = SESSION_KEY_COOKIE;

const signUp = (request: APIRequestContext, origin: string, email: string, password = 'kampung-pagi-7') =>
  postSignUp(request, origin, { name: 'Session Tester', email, password });

async function sessionCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  return { id: cookies.find((c) => c.name === SESSION), key: cookies.find((c) => c.name === SESSION_KEY) };
}

async function whoIs(request: APIRequestContext, cookies: Record<string, string>) {
  const header = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  const response = await request.get('/api/me', { headers: { Cookie: header } });
  expect(response.status()).toBe(200);
  return (await response.json()).user as { email: string } | null;
}

test.describe('session cookies', () => {
  test('sign-in sets a __Host- session id and a 256-bit key, both HttpOnly, Secure and SameSite=Lax', async ({
    page,
    context,
    baseURL,
  }) => {
    const response = await page.request.post('/_actions/auth.signIn', {
      headers: { Origin: baseURL! },
      data: DEMO_BUYER,
    });
    expect(response.status()).toBe(200);
    const { id, key } = await sessionCookies(context);
    for (const cookie of [id!, key!]) {
      expect(cookie.name.startsWith('__Host-')).toBe(true);
      expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/', domain: '127.0.0.1' });
    }
    expect(id!.value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(key!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const header = response.headers()['set-cookie'] ?? '';
    expect(header).toMatch(new RegExp(`${SESSION_KEY}=[^;]+;[^\\n]*HttpOnly`, 'i'));
    expect(header).not.toMatch(/Domain=/i);
  });

  test('a new id and key at every sign-in; the ones from before no longer sign anyone in', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    await page.request.post('/_actions/auth.signIn', { headers: { Origin: baseURL! }, data: DEMO_BUYER });
    const first = await sessionCookies(context);
    await page.request.post('/_actions/auth.signIn', { headers: { Origin: baseURL! }, data: DEMO_BUYER });
    const second = await sessionCookies(context);
    expect(second.id!.value).not.toBe(first.id!.value);
    expect(second.key!.value).not.toBe(first.key!.value);
    expect(await whoIs(request, { [SESSION]: first.id!.value, [SESSION_KEY]: first.key!.value })).toBeNull();
    expect((await whoIs(request, { [SESSION]: second.id!.value, [SESSION_KEY]: second.key!.value }))?.email).toBe(
      DEMO_BUYER.email,
    );
  });

  test('log-out deletes the session on the server: replaying the old cookies finds no one', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    await page.request.post('/_actions/auth.signIn', { headers: { Origin: baseURL! }, data: DEMO_BUYER });
    const { id, key } = await sessionCookies(context);
    const saved = { [SESSION]: id!.value, [SESSION_KEY]: key!.value };
    expect((await whoIs(request, saved))?.email).toBe(DEMO_BUYER.email);
    expect(
      (await page.request.post('/_actions/auth.signOut', { headers: { Origin: baseURL! }, data: {} })).status(),
    ).toBe(200);
    const after = await sessionCookies(context);
    expect(after.id).toBeUndefined();
    expect(after.key).toBeUndefined();
    expect(await whoIs(request, saved)).toBeNull();
  });

  test('a stolen session id without its key, a forged key or a forged id is signed out', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    await page.request.post('/_actions/auth.signIn', { headers: { Origin: baseURL! }, data: DEMO_BUYER });
    const { id, key } = await sessionCookies(context);
    expect(await whoIs(request, { [SESSION]: id!.value })).toBeNull();
    expect(await whoIs(request, { [SESSION]: id!.value, [SESSION_KEY]: 'A'.repeat(43) })).toBeNull();
    expect(await whoIs(request, { [SESSION]: crypto.randomUUID(), [SESSION_KEY]: key!.value })).toBeNull();
    expect((await whoIs(request, { [SESSION]: id!.value, [SESSION_KEY]: key!.value }))?.email).toBe(DEMO_BUYER.email);
  });
});

test.describe('passwords', () => {
  test('sign-up refuses a common password in any case, under the password field', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/signup');
    await waitForIslands(page);
    await page.getByLabel('Full Name').fill('Common Password');
    await page.getByLabel('Email').fill(uniqueEmail('common'));
    await page.getByLabel('Password', { exact: true }).fill('Sunshine');
    await page.getByLabel('Confirm Password').fill('Sunshine');
    await page.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    const message = 'This password is one of the most common and easy to guess. Please choose another one.';
    const password = page.getByLabel('Password', { exact: true });
    await expect(page.locator('#signup-password-hint')).toHaveText(message);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(message);
    await expect(page).toHaveURL(/\/signup$/);
    await expectAccessible(page);
    // Changing the password clears the refusal; an uncommon one goes through.
    await password.fill('Sunshine over Labuan 7');
    await expect(page.locator('#signup-password-hint')).toHaveText('Good');
    await page.getByLabel('Confirm Password').fill('Sunshine over Labuan 7');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The refused sign-up is a 400 the browser reports on its own; nothing else may go wrong.
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  });

  test('the server refuses common passwords whatever the form does, and keeps the 6-character minimum', async ({
    request,
    baseURL,
  }) => {
    const from = ownAddress();
    for (const password of ['password', 'PASSWORD', 'iloveyou', 'Qwerty123', 'abc123']) {
      const email = uniqueEmail('api-common');
      const response = await signUp(request, baseURL!, email, password);
      expect(response.status(), password).toBe(400);
      const body = await response.json();
      expect(body.fields.password.map((message: string) => JSON.parse(message))).toEqual([
        { code: 'auth.passwordTooCommon', values: {} },
      ]);
      const signIn = await request.post('/_actions/auth.signIn', {
        headers: { Origin: baseURL!, 'CF-Connecting-IP': from },
        data: { email, password },
      });
      expect(signIn.status()).toBe(401);
    }
    const short = await signUp(request, baseURL!, uniqueEmail('short'), 'ab1!x');
    expect((await short.json()).fields.password.map((message: string) => JSON.parse(message))).toEqual([
      { code: 'auth.passwordTooShort', values: { min: 6 } },
    ]);
    expect((await signUp(request, baseURL!, uniqueEmail('fine'), 'kebun-hijau-9')).status()).toBe(200);
  });

  test('the demo accounts still sign in with their seeded passwords', async ({ playwright, baseURL }) => {
    for (const [email, password] of [
      ['buyer@labuanmarket.example', 'Pasar-Buyer-2025'],
      ['merchant@labuanmarket.example', 'Pasar-Seller-2025'],
      ['admin@labuanmarket.example', 'Pasar-Admin-2025'],
    ]) {
      const context = await playwright.request.newContext({ baseURL });
      const response = await context.post('/_actions/auth.signIn', {
        headers: { Origin: baseURL! },
        data: { email, password },
      });
      expect(response.status(), email).toBe(200);
      await context.dispose();
    }
  });

  test('slows an address down after ten failures instead of locking it: the next try waits, other addresses do not', async ({
    request,
    baseURL,
  }) => {
    const address = ownAddress();
    const email = uniqueEmail('address');
    expect((await signUp(request, baseURL!, email)).status()).toBe(200);
    const attempt = (who: string, password: string, from: string) =>
      request.post('/_actions/auth.signIn', {
        headers: { Origin: baseURL!, 'CF-Connecting-IP': from },
        data: { email: who, password },
      });
    // Ten wrong passwords, each for a different account, so that no single account reaches its own limit.
    for (let i = 0; i < 10; i++)
      expect((await attempt(uniqueEmail(`spray-${i}`), 'wrong-password-1', address)).status()).toBe(401);
    const slowed = await attempt(email, 'kampung-pagi-7', address);
    expect(slowed.status()).toBe(429);
    expect(JSON.parse((await slowed.json()).message)).toEqual({ code: 'auth.waitBeforeRetry', values: {} });
    expect((await attempt(email, 'kampung-pagi-7', ownAddress())).status()).toBe(200);
    // A second later the address may try again, and the right password gets in.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await attempt(email, 'kampung-pagi-7', address)).status()).toBe(200);
  });
});

test.describe('parallel guessing', () => {
  test('twelve wrong passwords sent at once for one account: at most five are checked, the rest refused', async ({
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('parallel');
    const from = ownAddress();
    expect((await signUp(request, baseURL!, email)).status()).toBe(200);
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        request
          .post('/_actions/auth.signIn', {
            headers: { Origin: baseURL!, 'CF-Connecting-IP': from },
            data: { email, password: `wrong-guess-${i}` },
          })
          .then((response) => response.status()),
      ),
    );
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(7);
    const right = await request.post('/_actions/auth.signIn', {
      headers: { Origin: baseURL!, 'CF-Connecting-IP': from },
      data: { email, password: 'kampung-pagi-7' },
    });
    expect(right.status()).toBe(429);
  });
});

test.describe('failures', () => {
  test('an action call whose body cannot be read answers 400 with a plain message, never the error', async ({
    playwright,
    baseURL,
  }) => {
    const context = await playwright.request.newContext({ baseURL });
    try {
      // A body cut short: refused before any action runs (it used to reach Astro's own parsing, which threw).
      for (const [type, body] of [
        ['application/json', '{"email": "buyer@labuanmarket.example", "password": '],
        ['application/json; charset=utf-8', '{"email": '],
      ]) {
        const response = await context.post('/_actions/auth.signIn', {
          headers: { Origin: baseURL!, 'Content-Type': type! },
          data: Buffer.from(body!),
        });
        expect(response.status(), type).toBe(400);
        const text = await response.text();
        expect(JSON.parse(text)).toMatchObject({
          code: 'BAD_REQUEST',
          message: said('request.unreadable'),
        });
        expect(text).not.toMatch(
          /SyntaxError|TypeError|Unexpected|Unsupported|\bat \S+:\d+|\.ts\b|\.js\b|D1_ERROR|SQLITE/,
        );
      }
    } finally {
      await context.dispose();
    }
  });

  test('a body sent in chunks, without a length, is read and refused the same way', async ({ baseURL }) => {
    // Node's own client, which can send a body in chunks (Transfer-Encoding: chunked) as a streaming client does.
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const call = httpRequest(`${baseURL}/_actions/auth.signIn`, {
        method: 'POST',
        headers: { Origin: baseURL!, 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      });
      call.on('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (part: string) => (text += part));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      call.on('error', reject);
      call.write('{"email": "buyer@labuanmarket.example", ');
      call.end('"password": ');
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({
      code: 'BAD_REQUEST',
      message: said('request.unreadable'),
    });
  });

  test('the error page is plain, accessible and shows nothing of the error', async ({ page }) => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      const response = await page.goto('/500');
      expect(response!.status()).toBe(500);
      expect(response!.headers()['cache-control']).toBe('no-store');
      await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
      await expect(page.getByText('We could not load this page just now. Please try again in a moment.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
      expect(await page.locator('body').innerText()).not.toMatch(/Error:|\bat \S+:\d+|stack/i);
      await expectAccessible(page);
    }
  });
});
