import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_BUYER, newApprovedMerchant, signIn } from './fixtures';
import { holdScripts, expectAccessible, islandsPending, waitForIslands, watchForErrors } from './support';
import { twelveMegapixelJpeg } from '../../bench/photo.mjs';
import { said } from '../../src/lib/refusals';

/** A real 1x1 PNG, so that the browser can draw it. */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const SVG_AS_PNG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const TOO_LARGE = Buffer.concat([LOGO, Buffer.alloc(2 * 1024 * 1024 + 1 - LOGO.length)]);

/** A merchant of its own for each test: the demo stores are shared with other tests. */
const newMerchant = (browser: Browser, baseURL: string, name: string) =>
  newApprovedMerchant(browser, baseURL, name, {
    name: 'Siti',
    emailPrefix: 'settings',
    form: {
      businessDescription: 'Rice, sugar, kopi and everything for the kitchen.',
      contactEmail: 'siti@runcit.example',
      contactPhone: '+60 12-333 4444',
      addressLine1: '3, Jalan Dewan',
    },
  });

async function openSettings(page: Page) {
  await page.goto('/seller/store-settings');
  await waitForIslands(page);
}

/** A text field by its accessible name (a required field's label also shows a decorative asterisk). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

test.describe('Store Settings', () => {
  test('shows the spec messages under blank required fields, clears each on edit and saves nothing', async ({
    browser,
    baseURL,
  }) => {
    const { context, page, name } = await newMerchant(browser, baseURL!, `Runcit Blank ${Date.now()}`);
    const errors = watchForErrors(page);
    await openSettings(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Store Settings' })).toBeVisible();
    await expect(field(page, 'Business Name')).toHaveValue(name);

    for (const label of ['Business Name', 'Display Name', 'Email', 'Phone']) await field(page, label).fill('   ');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Business name is required')).toBeVisible();
    await expect(page.getByText('Display name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Phone number is required')).toBeVisible();
    await expect(field(page, 'Business Name')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    await field(page, 'Business Name').fill('Kedai');
    await expect(page.getByText('Business name is required')).toBeHidden();
    await expect(page.getByText('Display name is required')).toBeVisible();
    await field(page, 'Email').fill('siti@runcit');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();

    // An error on another tab opens that tab.
    await field(page, 'Display Name').fill('Kedai');
    await field(page, 'Email').fill('siti@runcit.example');
    await field(page, 'Phone').fill('+60 12-333 4444');
    await tab(page, 'Appearance').click();
    await page.getByLabel('Primary Color', { exact: true }).fill('#12345');
    await tab(page, 'General').click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(tab(page, 'Appearance')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Enter a colour as # and six hex digits, e.g. #3B82F6')).toBeVisible();

    await page.reload();
    await waitForIslands(page);
    await expect(field(page, 'Business Name')).toHaveValue(name);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('what is typed before the form starts is kept and saved; it cannot be sent before then', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await newMerchant(browser, baseURL!, `Runcit Awal ${Date.now()}`);
    const errors = watchForErrors(page);
    const releaseScripts = await holdScripts(page);
    await page.goto('/seller/store-settings', { waitUntil: 'commit' });
    await field(page, 'Display Name').fill('Runcit Awal Pagi');
    await page.getByLabel('Description', { exact: true }).fill('Open from six, typed before the page had started.');
    const save = page.getByRole('button', { name: 'Save Changes' });
    expect(await islandsPending(page)).toBe(true);
    await expect(save).toBeDisabled();
    releaseScripts();

    await waitForIslands(page);
    await save.click();
    await expect(page.getByText('Store settings saved successfully!')).toBeVisible();
    await page.reload();
    await waitForIslands(page);
    await expect(field(page, 'Display Name')).toHaveValue('Runcit Awal Pagi');
    await expect(page.getByLabel('Description', { exact: true })).toHaveValue(
      'Open from six, typed before the page had started.',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  test('saves every tab, keeps it after a reload and shows it on the public store page and the dashboard', async ({
    browser,
    baseURL,
  }) => {
    // One journey through five tabs, a reload, the public page and the dashboard: longer than most tests.
    test.slow();
    const { context, page, storeId } = await newMerchant(browser, baseURL!, `Runcit Save ${Date.now()}`);
    const errors = watchForErrors(page);
    await openSettings(page);
    await expect(page.getByText(storeId, { exact: true })).toBeVisible();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    const preview = page.getByRole('link', { name: /Preview Store/ });
    await expect(preview).toHaveAttribute('href', `/seller/${storeId}`);
    await expect(preview).toHaveAttribute('target', '_blank');

    const businessName = `Kedai Runcit Siti ${Date.now()}`;
    await field(page, 'Business Name').fill(businessName);
    await field(page, 'Display Name').fill('Runcit Siti');
    await field(page, 'Description').fill('Beras, gula and kopi, delivered across Labuan.');
    await field(page, 'Website').fill('https://runcit.example');
    await page.getByLabel('Street Address').fill('3, Jalan Dewan');
    await page.getByLabel('Country', { exact: true }).selectOption('Singapore');
    await page.locator('#logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
    await expect(page.getByText('logo.png will be saved with your changes.')).toBeVisible();

    await tab(page, 'Business').click();
    await page.getByLabel('Tax ID').fill('SST-9988');
    await page.getByLabel('Business Type').selectOption('partnership');
    await page.getByLabel('Founded Year').fill('2012');
    await page.getByLabel('Instagram').fill('https://instagram.com/runcitsiti');

    await tab(page, 'Preferences').click();
    await page.getByRole('switch', { name: 'Auto-accept orders' }).check();
    await page.getByLabel('Return Window').selectOption('14');
    await page.getByLabel('Processing Time').selectOption('3-5');
    await page.getByRole('switch', { name: 'Show phone number' }).uncheck();

    await tab(page, 'Notifications').click();
    await page.getByRole('switch', { name: 'Promotions' }).check();
    await page.getByRole('switch', { name: 'Newsletter' }).uncheck();

    await tab(page, 'Appearance').click();
    await page.getByLabel('Storefront Theme').selectOption('classic');
    await page.getByLabel('Primary Color', { exact: true }).fill('#8B1E3F');
    await expect(page.getByLabel('Primary Color picker')).toHaveValue('#8b1e3f');
    await page.getByLabel('Accent Color picker').fill('#1e6b8b');
    await expect(page.getByLabel('Accent Color', { exact: true })).toHaveValue('#1E6B8B');
    await expect(page.locator('svg stop').first()).toHaveAttribute('stop-color', '#8B1E3F');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Store settings saved successfully!' })).toBeVisible();
    // The banner goes away after three seconds.
    await expect(page.getByText('Store settings saved successfully!')).toBeHidden({ timeout: 6000 });
    await expect(page.getByRole('img', { name: 'Runcit Siti logo' })).toHaveAttribute(
      'src',
      new RegExp(`^/media/stores/${storeId}/[0-9a-f-]{36}\\.png$`),
    );

    await page.reload();
    await waitForIslands(page);
    await expect(field(page, 'Business Name')).toHaveValue(businessName);
    await expect(page.getByLabel('Country', { exact: true })).toHaveValue('Singapore');
    await tab(page, 'Business').click();
    await expect(page.getByLabel('Business Type')).toHaveValue('partnership');
    await expect(page.getByLabel('Founded Year')).toHaveValue('2012');
    await tab(page, 'Preferences').click();
    await expect(page.getByRole('switch', { name: 'Auto-accept orders' })).toBeChecked();
    await expect(page.getByLabel('Return Window')).toHaveValue('14');
    await tab(page, 'Notifications').click();
    await expect(page.getByRole('switch', { name: 'Promotions' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Newsletter' })).not.toBeChecked();
    await tab(page, 'Appearance').click();
    await expect(page.getByLabel('Accent Color', { exact: true })).toHaveValue('#1E6B8B');

    const logoSrc = await page.getByRole('img', { name: 'Runcit Siti logo' }).getAttribute('src');
    const logo = await page.request.get(logoSrc!);
    expect(logo.status()).toBe(200);
    expect(logo.headers()['content-type']).toBe('image/png');
    expect(logo.headers()['x-content-type-options']).toBe('nosniff');
    expect(logo.headers()['content-disposition']).toMatch(/^inline; filename="[0-9a-f-]{36}\.png"$/);

    await page.goto(`/seller/${storeId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Runcit Siti' })).toBeVisible();
    await expect(page.locator('.banner img.avatar')).toHaveAttribute('src', logoSrc!);
    const policies = page.getByRole('list', { name: 'Store policies' });
    await expect(policies.getByText('14-day returns')).toBeVisible();
    await expect(policies.getByText('3-5 business days')).toBeVisible();
    await expect(page.getByText('on orders over RM 100.00')).toBeVisible();
    const colours = await page.locator('.store-theme').evaluate((el) => {
      const style = getComputedStyle(el);
      return [style.getPropertyValue('--store-primary').trim(), style.getPropertyValue('--store-accent').trim()];
    });
    expect(colours).toEqual(['#8B1E3F', '#1E6B8B']);
    await page.getByRole('tab', { name: 'About' }).click();
    await expect(page.getByText('Beras, gula and kopi, delivered across Labuan.')).toBeVisible();
    await expect(page.getByText(businessName)).toBeVisible();
    await expect(page.getByText('3, Jalan Dewan, Labuan, 87000 Labuan, Singapore')).toBeVisible();
    await expect(page.getByText('siti@runcit.example')).toBeVisible();
    // The phone was made private.
    await expect(page.getByText('+60 12-333 4444')).toHaveCount(0);

    await page.goto('/seller-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('shows Saving... while the request runs, and keeps what was typed with Try Again when the connection fails', async ({
    browser,
    baseURL,
  }) => {
    const { context, page, name } = await newMerchant(browser, baseURL!, `Runcit Busy ${Date.now()}`);
    await openSettings(page);
    await field(page, 'Display Name').fill('Never Saved');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_actions\/storeSettings\.save\/?$/, async (route) => {
      await held;
      await route.abort('connectionfailed');
    });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const busy = page.getByRole('button', { name: 'Saving...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();
    const notice = page.getByRole('alert');
    await expect(notice).toContainText('Check your connection and try again.');
    await expect(notice.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    await expect(field(page, 'Display Name')).toHaveValue('Never Saved');
    await expect(page.getByText('Store settings saved successfully!')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    await page.unroute(/\/_actions\/storeSettings\.save\/?$/);
    await page.reload();
    await waitForIslands(page);
    await expect(field(page, 'Display Name')).toHaveValue(name);
    await context.close();
  });

  test('refuses a logo over 2MB and an SVG renamed .png, in the browser and on the server', async ({
    browser,
    baseURL,
  }) => {
    const { context, page, storeId } = await newMerchant(browser, baseURL!, `Runcit Logo ${Date.now()}`);
    // A browser that cannot make a picture small (an old phone's): a file over 2MB is refused as it is chosen.
    await page.addInitScript(() => {
      delete (window as unknown as Record<string, unknown>).createImageBitmap;
    });
    await openSettings(page);
    await page.locator('#logo').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: TOO_LARGE });
    await expect(page.getByText('The logo must be 2MB or smaller')).toBeVisible();
    await page.locator('#logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: SVG_AS_PNG });
    await expect(page.getByText('The logo must be a PNG, JPG or WebP image')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload Logo' })).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    // The server judges the bytes itself, whatever the browser says.
    const form = async (logo: Buffer, name: string) =>
      page.request.post('/_actions/storeSettings.save', {
        headers: { Origin: baseURL! },
        multipart: {
          businessName: 'Sneaky',
          displayName: 'Sneaky',
          email: 'sneaky@example.com',
          phone: '+60 12-000 0000',
          country: 'Malaysia',
          businessType: 'other',
          returnWindow: '30',
          processingTime: '1-2',
          storefront: 'modern',
          primaryColor: '#3B82F6',
          accentColor: '#10B981',
          logo: { name, mimeType: 'image/png', buffer: logo },
        },
      });
    const svg = await form(SVG_AS_PNG, 'logo.png');
    expect(svg.status()).toBe(400);
    expect((await svg.json()).fields.logo).toEqual([said('storeSettings.logoNotImage')]);
    const big = await form(TOO_LARGE, 'big.png');
    expect(big.status()).toBe(400);
    expect((await big.json()).fields.logo).toEqual([said('storeSettings.logoTooLarge')]);
    await page.goto(`/seller/${storeId}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Runcit Logo/ })).toBeVisible();
    await context.close();
  });

  test('makes a photo chosen as the logo small in the browser, says so, and saves it', async ({ browser, baseURL }) => {
    test.slow();
    const photo = await twelveMegapixelJpeg(browser, 2);
    const { context, page, storeId } = await newMerchant(browser, baseURL!, `Runcit Photo ${Date.now()}`);
    await openSettings(page);
    await page.locator('#logo').setInputFiles({ name: 'signboard.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByText('signboard.webp will be saved with your changes.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/Made smaller: 4(\.\d)? MB → \d+ KB\./)).toBeVisible();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Store settings saved successfully!' })).toBeVisible();
    const logo = page.getByRole('img', { name: /logo$/ }).first();
    await expect(logo).toHaveAttribute('src', new RegExp(`^/media/stores/${storeId}/[0-9a-f-]{36}\\.webp$`));
    const served = await page.request.get((await logo.getAttribute('src'))!);
    expect(served.headers()['content-type']).toBe('image/webp');
    expect((await served.body()).byteLength).toBeLessThan(100 * 1024);
    await context.close();
  });

  test('changes only the caller’s own store, whatever ids the form carries', async ({ browser, baseURL }) => {
    const { context, page, storeId } = await newMerchant(browser, baseURL!, `Runcit Own ${Date.now()}`);
    const saved = await page.request.post('/_actions/storeSettings.save', {
      headers: { Origin: baseURL! },
      multipart: {
        merchantId: 'kebun-hijau',
        id: 'kebun-hijau',
        status: 'suspended',
        verificationStatus: 'pending',
        businessName: 'Own Store Only',
        displayName: 'Own Store Only',
        email: 'own@example.com',
        phone: '+60 12-000 0001',
        country: 'Malaysia',
        businessType: 'other',
        allowReturns: 'on',
        returnWindow: '60',
        processingTime: '1',
        storefront: 'minimal',
        primaryColor: '#222222',
        accentColor: '#444444',
      },
    });
    expect(saved.status()).toBe(200);
    await page.goto(`/seller/${storeId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Own Store Only' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Store policies' }).getByText('60-day returns')).toBeVisible();
    await page.goto('/seller/kebun-hijau');
    await expect(page.getByRole('heading', { level: 1, name: 'Kebun Hijau Farm' })).toBeVisible();
    await openSettings(page);
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await context.close();
  });

  test('keeps application documents off the public media route', async ({ request }) => {
    for (const key of [
      'applications/app-1/0b4f9d2e-8a51-4c3e-9f0a-1d2e3f4a5b6c.pdf',
      'stores/kebun-hijau/0b4f9d2e-8a51-4c3e-9f0a-1d2e3f4a5b6c.svg',
      'stores/kebun-hijau/logo.png',
    ]) {
      expect((await request.get(`/media/${key}`)).status(), key).toBe(404);
    }
  });

  test('is refused to a visitor and to a plain buyer', async ({ page, baseURL }) => {
    const valid = {
      businessName: 'X',
      displayName: 'X',
      email: 'x@example.com',
      phone: '1',
      country: 'Malaysia',
      businessType: 'other',
      returnWindow: '30',
      processingTime: '1-2',
      storefront: 'modern',
      primaryColor: '#3B82F6',
      accentColor: '#10B981',
    };
    const refused = await page.request.post('/_actions/storeSettings.save', {
      headers: { Origin: baseURL! },
      multipart: valid,
    });
    expect(refused.status()).toBe(401);
    await signIn(page.request, baseURL!, DEMO_BUYER);
    const asBuyer = await page.request.post('/_actions/storeSettings.save', {
      headers: { Origin: baseURL! },
      multipart: valid,
    });
    expect(asBuyer.status()).toBe(403);
  });
});
