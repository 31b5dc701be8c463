import { expect, test } from '@playwright/test';
import { DEMO_BUYER, openAs, signUpThroughApi, uniqueEmail } from './fixtures';
import { signUpShopper, waitForIslands } from './support';
import { englishLeft } from './untranslated';

/** The screens translated so far: each is checked for English left on it, for a visitor and a signed-in buyer. */
const TRANSLATED = [
  '/ms',
  '/ms?category=seafood&sort=price-low&page=1',
  '/ms/seller/kebun-hijau',
  '/ms/seller/kebun-hijau?tab=about',
  '/ms/seller/kebun-hijau?tab=reviews',
  '/ms/seller/kebun-hijau?tab=reviews&reviews=lowest',
  '/ms/product/veg-kangkung',
  '/ms/product/veg-kangkung?reviews=highest',
  '/ms/track-order',
  '/ms/track-order?q=NO-SUCH-ORDER',
  '/ms/orders/ORD-2024-001234568/track',
  '/ms/orders/NO-SUCH-ORDER/track',
  '/ms/no-such-page',
  '/ms/offline',
  '/ms/forgot-password',
  '/ms/forgot-password?sent=1',
  `/ms/reset-password?token=${'A'.repeat(43)}`,
  '/ms/reset-password?done=1',
  `/ms/verify-email?token=${'A'.repeat(43)}`,
  '/ms/verify-email?done=1',
];

test.describe('Bahasa Malaysia beside English', () => {
  test('the same page under /ms is in Bahasa Malaysia, and the switch keeps the page and its filters', async ({
    page,
  }) => {
    await page.goto('/?category=seafood&sort=price-asc');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-MY');
    await page.locator('.site-footer').getByRole('button', { name: 'Bahasa Malaysia' }).click();
    await expect(page).toHaveURL(/\/ms\?category=seafood&sort=price-asc$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms-MY');
    const header = page.locator('.site-header');
    await expect(header.getByRole('link', { name: /Troli/ })).toHaveAttribute('href', '/ms/cart');
    await expect(header.getByRole('link', { name: 'Log Masuk' })).toHaveAttribute('href', '/ms/login');
    await expect(page.locator('.site-footer').getByRole('navigation', { name: 'Untuk Pembeli' })).toBeVisible();

    // Moving within the shop stays in the language of the address; the header's switch goes back.
    await header.getByRole('link', { name: /Troli/ }).click();
    await expect(page).toHaveURL(/\/ms\/cart$/);
    await header.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-MY');
  });

  test("a first visit follows the browser's language; a choice made with the switch outlasts it", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ locale: 'ms-MY' });
    const page = await context.newPage();
    await page.goto('/product/veg-kangkung');
    await expect(page).toHaveURL(/\/ms\/product\/veg-kangkung$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms-MY');

    await page.locator('.site-header').getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(`${baseURL}/product/veg-kangkung`);
    // Arriving again from elsewhere (a bookmark), the choice holds over the browser's language.
    await page.goto('/');
    await expect(page).toHaveURL(`${baseURL}/`);
    await context.close();
  });

  test("a signed-in buyer's choice is kept with their profile and opens the shop in it on another device", async ({
    browser,
    baseURL,
  }) => {
    const buyer = { name: 'Nurul Huda', email: uniqueEmail('bahasa'), password: 'Kedai-Pulau-2025' };
    const phone = await browser.newContext();
    const page = await phone.newPage();
    await signUpThroughApi(page.request, baseURL!, buyer);
    await page.goto('/profile');
    await page.locator('.site-footer').getByRole('button', { name: 'Bahasa Malaysia' }).click();
    await expect(page).toHaveURL(/\/ms\/profile$/);

    const laptop = await browser.newContext({ locale: 'en-GB' });
    const other = await laptop.newPage();
    await openAs(other, baseURL!, buyer, '/wishlist');
    await expect(other).toHaveURL(/\/ms\/wishlist$/);
    await phone.close();
    await laptop.close();
  });

  test('refuses a language it does not have, and never returns to another site', async ({ request, baseURL }) => {
    const refused = await request.post('/language', {
      form: { lang: 'fr', next: '/cart' },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(400);
    const away = await request.post('/language', {
      form: { lang: 'ms', next: '//evil.example/' },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(away.status()).toBe(303);
    expect(away.headers()['location']).toBe('/ms');
    // Another site cannot switch a visitor's language (nor save a signed-in user's choice).
    const foreign = await request.post('/language', {
      form: { lang: 'ms', next: '/' },
      headers: { Origin: 'https://evil.example' },
      maxRedirects: 0,
    });
    expect(foreign.status()).toBe(403);
    expect(foreign.headers()['set-cookie'] ?? '').not.toContain('market-lang');
  });

  test('the translated screens have no English left outside what merchants wrote', async ({ browser, baseURL }) => {
    // A page load and a check per screen, for a visitor and a buyer.
    test.slow();
    const visitor = await browser.newPage();
    const buyer = await browser.newPage();
    await signUpThroughApi(buyer.request, baseURL!, {
      name: 'Siti Aminah',
      email: uniqueEmail('bm-check'),
      password: 'Kedai-Pulau-2025',
    });
    for (const page of [visitor, buyer]) {
      for (const path of TRANSLATED) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await englishLeft(page), path).toEqual([]);
      }
    }
    // The buyer's own order shows its items, address and payment too.
    const owner = await browser.newPage();
    await openAs(owner, baseURL!, DEMO_BUYER, '/ms/orders/ORD-2024-001234568/track');
    await expect(owner.getByRole('heading', { name: 'Alamat Penghantaran' })).toBeVisible();
    // The delivery service is the shop's own words, so it is translated, not kept as stored.
    await expect(owner.getByText('Penghantaran Standard', { exact: true })).toBeVisible();
    await expect(owner.getByText('Penghantaran ke seluruh pulau, 2-4 hari bekerja', { exact: true })).toBeVisible();
    expect(await englishLeft(owner)).toEqual([]);
    await owner.close();
    // The checker does find English: the same listing in English is full of it.
    await visitor.goto('/');
    expect((await englishLeft(visitor)).length).toBeGreaterThan(10);
    await visitor.close();
    await buyer.close();
  });
});

/** The buyer's own delivered orders, with the review forms on their tracking pages (shown to their buyer only). */
const TRANSLATED_FOR_THE_BUYER = ['/ms/orders/ORD-2024-001234567/track', '/ms/orders/ORD-2024-000000099/track'];

test("the buyer's review forms on the tracking page are in Bahasa Malaysia", async ({ page, baseURL }) => {
  // The first order's items are not reviewed yet (the rating form); the second's are (the written reviews).
  await openAs(page, baseURL!, DEMO_BUYER, TRANSLATED_FOR_THE_BUYER[0]!);
  const reviews = page.getByRole('region', { name: 'Nilai barang anda' });
  await expect(reviews.getByRole('button', { name: /^Hantar ulasan untuk / }).first()).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  await page.goto(TRANSLATED_FOR_THE_BUYER[1]!);
  await reviews.getByText('Ubah ulasan').first().click();
  await expect(reviews.getByRole('button', { name: 'Simpan perubahan' }).first()).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);

  // A review the server refuses (a second review of an item already reviewed, posted as the plain form would):
  // the refusal in the page's language.
  const refused = await page.request.post(`${TRANSLATED_FOR_THE_BUYER[1]}?_action=reviews.write`, {
    headers: { Origin: baseURL! },
    form: { orderId: 'ORD-2024-000000099', productId: 'food-madu', rating: '5', comment: '' },
    maxRedirects: 0,
  });
  const html = await refused.text();
  expect(html).toContain('Anda sudah mengulas produk ini daripada pesanan ini. Anda boleh mengubah ulasan anda.');
  expect(html).not.toContain('You have already reviewed');
  // A rating out of range, refused by the form's schema, likewise.
  const badRating = await page.request.post(`${TRANSLATED_FOR_THE_BUYER[1]}?_action=reviews.write`, {
    headers: { Origin: baseURL! },
    form: { orderId: 'ORD-2024-000000099', productId: 'food-madu', rating: '9', comment: '' },
    maxRedirects: 0,
  });
  expect(await badRating.text()).toContain('Sila pilih penilaian antara 1 hingga 5 bintang.');
});

test.describe('buying in Bahasa Malaysia', () => {
  test('a filled cart and wishlist, and a checkout refused by the form and by the server, have no English left', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Page loads on a busy machine: a visitor's and an empty, then a filled, cart and wishlist.
    test.slow();
    const visitor = await browser.newPage();
    for (const path of ['/ms/cart', '/ms/wishlist']) {
      await visitor.goto(path);
      await expect(visitor.getByRole('link', { name: 'Daftar Akaun' })).toHaveAttribute('href', '/ms/signup');
      expect(await englishLeft(visitor), `${path} (visitor)`).toEqual([]);
    }
    await visitor.close();

    await signUpShopper(page, baseURL!, 'Siti Aminah', 'bm-buying');
    for (const path of ['/ms/cart', '/ms/wishlist']) {
      await page.goto(path);
      await waitForIslands(page);
      await expect(page.getByRole('heading', { name: /kosong$/ })).toBeVisible();
      expect(await englishLeft(page), `${path} (empty)`).toEqual([]);
    }
    const changes = [
      { kind: 'cart.add', productId: 'veg-kangkung', quantity: 2 },
      { kind: 'cart.add', productId: 'fish-udang', quantity: 1 },
      { kind: 'wishlist.add', productId: 'veg-sawi' },
      { kind: 'wishlist.add', productId: 'fish-ketam' },
    ];
    const filled = await page.request.post('/_actions/shopping.sync', {
      headers: { Origin: new URL(baseURL!).origin },
      data: { changes },
    });
    expect(filled.status()).toBe(200);

    await page.goto('/ms/cart');
    await waitForIslands(page);
    await expect(page.getByRole('heading', { name: 'Troli Beli-belah' })).toBeVisible();
    await expect(page.getByRole('group', { name: /^Kuantiti / })).toHaveCount(2);
    expect(await englishLeft(page), '/ms/cart').toEqual([]);

    await page.goto('/ms/wishlist');
    await waitForIslands(page);
    await expect(page.getByRole('list', { name: 'Barang dalam senarai hajat' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByText('Habis Stok').first()).toBeVisible();
    expect(await englishLeft(page), '/ms/wishlist').toEqual([]);

    // Refused by the form in the browser: each field's message in Bahasa Malaysia.
    await page.goto('/ms/checkout');
    await waitForIslands(page);
    await page.getByLabel('Nama Penuh').fill('');
    await page.getByLabel('Poskod').fill('12');
    await page.getByRole('button', { name: 'Buat Pesanan' }).click();
    await expect(page.getByText('Sila isi nama penuh')).toBeVisible();
    await expect(page.getByText('Sila masukkan poskod yang sah')).toBeVisible();
    expect(await englishLeft(page), '/ms/checkout').toEqual([]);

    // Refused by the server (no script): it names the fields, and the page says each one's message in its language.
    const plain = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const form = await plain.newPage();
    await form.goto('/ms/checkout');
    await form.getByLabel('Telefon').fill('not a phone');
    await form.getByRole('button', { name: 'Buat Pesanan' }).click();
    await expect(form).toHaveURL(/\/ms\/checkout\?/);
    await expect(form.getByRole('alert')).toHaveText('Sila semak maklumat yang ditanda di bawah.');
    await expect(form.getByText('Sila masukkan nombor telefon yang sah')).toBeVisible();
    expect(await englishLeft(form), '/ms/checkout refused').toEqual([]);
    await plain.close();
  });
});

test.describe('signing in and up in Bahasa Malaysia', () => {
  test('the screen, its refusals (with and without scripts) and the way back are in Bahasa Malaysia', async ({
    page,
    browser,
  }) => {
    await page.goto('/ms/signup');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms-MY');
    await expect(page.getByRole('tab', { name: 'Daftar' })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('Kata Laluan', { exact: true }).fill('abc');
    await expect(page.getByText('Terlalu pendek (sekurang-kurangnya 6 aksara)')).toBeVisible();
    expect(await englishLeft(page)).toEqual([]);

    // Refused by the server, through the island: the message in the page's language.
    await page.getByRole('tab', { name: 'Log Masuk' }).click();
    await expect(page).toHaveURL(/\/ms\/login$/);
    await page.getByLabel('E-mel').fill(DEMO_BUYER.email);
    await page.getByLabel('Kata Laluan', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log Masuk', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('E-mel atau kata laluan tidak sah');
    expect(await englishLeft(page)).toEqual([]);

    // Signed in, back to the shop in the same language.
    await page.getByLabel('Kata Laluan', { exact: true }).fill(DEMO_BUYER.password);
    await page.getByRole('button', { name: 'Log Masuk', exact: true }).click();
    await expect(page).toHaveURL(/\/ms$/);

    // Refused by the server without scripts: the plain form posts to the page in its language.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto('/ms/login');
    await plain.getByLabel('E-mel').fill(DEMO_BUYER.email);
    await plain.getByLabel('Kata Laluan', { exact: true }).fill('not-the-password');
    await plain.getByRole('button', { name: 'Log Masuk', exact: true }).click();
    await expect(plain).toHaveURL(/\/ms\/login\?/);
    await expect(plain.getByRole('alert')).toHaveText('E-mel atau kata laluan tidak sah');
    expect(await englishLeft(plain)).toEqual([]);
    await context.close();
  });
});

test("the cart sync's toasts follow the page's language on any page, not only the cart's", async ({
  page,
  context,
  baseURL,
}) => {
  await signUpShopper(page, baseURL!, 'Nur Aisyah', 'bm-sync');
  await page.goto('/ms/product/veg-sawi');
  await waitForIslands(page);
  // Added without a connection: kept on this device, said in Bahasa Malaysia.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Tambah ke Troli' }).click();
  await expect(page.getByText('Disimpan dalam peranti ini')).toBeVisible();
  await expect(page.getByText('Anda di luar talian. Troli anda akan dihantar apabila sambungan pulih.')).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  await context.setOffline(false);
  // The English page says it in English: its texts are the stores' own.
  await page.goto('/product/veg-kangkung');
  expect(await page.locator('#sync-texts').count()).toBe(0);
});
