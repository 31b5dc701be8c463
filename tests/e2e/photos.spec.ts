/**
 * A merchant's real photo on a phone: a 12-megapixel JPEG published through the product editor at 375 px is sent
 * small, and buyers get small pictures on the listing and the product page; the same from an old phone's browser
 * that can neither decode nor encode pictures in script, where the server alone makes them small.
 */
import { expect, test, type Page } from '@playwright/test';
import { becomeMerchant, publishDrawnPicture, signIn, signUpThroughApi, uniqueEmail } from './fixtures';
import { waitForIslands, watchForErrors } from './support';
import { twelveMegapixelJpeg } from '../../bench/photo.mjs';

const KB = 1024;
/** The budgets of a photo on a phone (see the README, "Pictures"). */
const CARD_PICTURE_MAX = 60 * KB;
const PRODUCT_PICTURES_MAX = 200 * KB;
const SENT_WITH_SCALING_MAX = 1024 * KB;

test.use({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

let photo: Buffer;
test.beforeAll(async ({ browser }) => {
  photo = await twelveMegapixelJpeg(browser);
  expect(photo.byteLength).toBeGreaterThan(3 * 1024 * KB);
});

/** Publishes a product with the photo through the editor; the size of the request's body. */
async function publishWithPhoto(page: Page, name: string): Promise<number> {
  await page.goto('/seller/products/new');
  await waitForIslands(page);
  await page.getByLabel('Product Name').fill(name);
  await page.getByLabel('Description').fill('Ikan merah from the jetty this morning.');
  await page.getByLabel('Category').selectOption('food');
  await page.getByRole('spinbutton', { name: 'Price (RM)', exact: true }).fill('18.00');
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('12');
  await page.locator('#images').setInputFiles([{ name: 'IMG_0412.jpg', mimeType: 'image/jpeg', buffer: photo }]);
  await expect(page.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.locator('[data-picture-size="ready"]')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Publish Product' }).click();
  await expect(page.getByText('Product published successfully! Redirecting to dashboard...')).toBeVisible({
    timeout: 20_000,
  });
  return page.evaluate(() => (window as unknown as { sentBodyBytes: number }).sentBodyBytes);
}

/**
 * Counts the bytes of each form the page sends, as encoded on the wire (multipart), at the page's fetch: the
 * browser's own request log leaves out the bodies of file uploads.
 */
async function countSentBodies(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const global = window as unknown as { sentBodyBytes: number };
    global.sentBodyBytes = 0;
    const send = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      if (init?.body instanceof FormData) global.sentBodyBytes += (await new Response(init.body).blob()).size;
      return send(input, init);
    };
  });
}

/** The bytes of every picture the page has loaded from the shop's media, by address. */
function picturesLoaded(page: Page): Promise<{ name: string; bytes: number }[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.startsWith('/media/'))
      .map((e) => ({ name: new URL(e.name).pathname, bytes: (e as PerformanceResourceTiming).encodedBodySize })),
  );
}

/** Waits until every picture of `selector` has been drawn. */
async function picturesDrawn(page: Page, selector: string): Promise<void> {
  await expect
    .poll(() =>
      page.$$eval(selector, (images) =>
        (images as HTMLImageElement[]).every((image) => image.complete && image.naturalWidth > 0),
      ),
    )
    .toBe(true);
}

async function buyersGetSmallPictures(page: Page, name: string): Promise<void> {
  await page.goto(`/?q=${encodeURIComponent(name)}`);
  const card = page.locator('.product-card', { has: page.getByRole('link', { name }) }).first();
  const cardImage = card.locator('img').first();
  await expect(cardImage).toBeVisible();
  await picturesDrawn(page, '.product-card img');
  expect(await cardImage.getAttribute('srcset')).toMatch(/\/media\/pictures\/.+ 320w, .+ 640w$/);
  expect(await cardImage.getAttribute('fetchpriority')).toBe('high');
  const cardSource = new URL(await cardImage.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname;
  expect(cardSource).toMatch(/^\/media\/pictures\/[0-9a-f]{32}\/1600x1200-[0-9a-f]{6}\/640\.webp$/);
  const onListing = await picturesLoaded(page);
  const cardBytes = onListing.find((entry) => entry.name === cardSource)!.bytes;
  expect(cardBytes).toBeGreaterThan(0);
  expect(cardBytes).toBeLessThanOrEqual(CARD_PICTURE_MAX);

  await card.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await picturesDrawn(page, '.gallery img');
  const onProductPage = await picturesLoaded(page);
  const total = onProductPage.reduce((sum, entry) => sum + entry.bytes, 0);
  expect(onProductPage.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(PRODUCT_PICTURES_MAX);
  // Never the upload: every picture is one of the variants.
  for (const entry of [...onListing, ...onProductPage]) expect(entry.name).toMatch(/^\/media\/pictures\//);
  test.info().annotations.push({
    type: 'bytes',
    description: `card picture ${cardBytes} B; product page pictures ${total} B (${onProductPage.map((e) => e.name.split('/').pop()).join(', ')})`,
  });
}

test('a 12 MP photo published from a phone is sent under 1 MB, and buyers get small pictures of it', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const errors = watchForErrors(page);
  await countSentBodies(page);
  await becomeMerchant(page, baseURL!, 'Jetty Photo Store');
  const name = `Ikan Merah ${Date.now()}`;
  const sent = await publishWithPhoto(page, name);
  expect(sent).toBeGreaterThan(0);
  expect(sent).toBeLessThan(SENT_WITH_SCALING_MAX);
  test.info().annotations.push({ type: 'bytes', description: `sent ${sent} B for a ${photo.byteLength} B photo` });
  await expect(page.locator('[data-picture-size="ready"]')).toHaveCount(0);
  await buyersGetSmallPictures(page, name);
  expect(errors).toEqual([]);
});

test('from a browser that cannot scale pictures the photo goes whole, and the server makes it small for buyers', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await page.addInitScript(() => {
    const global = window as unknown as Record<string, unknown>;
    delete global.createImageBitmap;
    delete global.OffscreenCanvas;
    Object.defineProperty(HTMLCanvasElement.prototype, 'toBlob', { value: undefined });
    Object.defineProperty(HTMLCanvasElement.prototype, 'toDataURL', { value: undefined });
  });
  await countSentBodies(page);
  await becomeMerchant(page, baseURL!, 'Old Phone Store');
  const name = `Ikan Kerapu ${Date.now()}`;
  const sent = await publishWithPhoto(page, name);
  expect(sent).toBeGreaterThan(photo.byteLength);
  await buyersGetSmallPictures(page, name);
});

test('a data saver gets the smallest card pictures: Save-Data, the footer switch, and the choice kept with the account', async ({
  page,
  baseURL,
  browser,
}) => {
  test.slow();
  await becomeMerchant(page, baseURL!, 'Data Saver Store');
  const name = `Udang Galah ${Date.now()}`;
  // An 800 x 600 picture: variants of 320, 640 and 800 px.
  await publishDrawnPicture(page, baseURL!, name);
  const listing = `/?q=${encodeURIComponent(name)}`;
  const cardSrcset = (p: Page) =>
    p
      .locator('.product-card', { has: p.getByRole('link', { name }) })
      .locator('img')
      .first()
      .getAttribute('srcset');

  // A visitor's browser with its data saver on.
  const saver = await browser.newContext({ extraHTTPHeaders: { 'Save-Data': 'on' } });
  const saving = await saver.newPage();
  await saving.goto(listing);
  expect(await cardSrcset(saving)).toMatch(/^\/media\/pictures\/\S+\/320\.webp 320w$/);
  await saver.close();

  // A buyer chooses small pictures in the footer; the choice is kept with the account.
  const buyer = { name: 'Aminah', email: uniqueEmail('saver'), password: 'udang-galah-77' };
  const first = await browser.newContext();
  const firstPage = await first.newPage();
  await signUpThroughApi(firstPage.request, baseURL!, buyer);
  await firstPage.goto(listing);
  expect(await cardSrcset(firstPage)).toMatch(/320w, \S+ 640w$/);
  await expect(firstPage.getByText('Pictures: full size.')).toBeVisible();
  await firstPage.getByRole('button', { name: 'Use small pictures' }).click();
  await expect(firstPage.getByText('Pictures: small, to save data.')).toBeVisible();
  expect(new URL(firstPage.url()).search).toBe(new URL(listing, baseURL).search);
  expect(await cardSrcset(firstPage)).toMatch(/ 320w$/);
  await first.close();

  const second = await browser.newContext();
  const secondPage = await second.newPage();
  await signIn(secondPage.request, baseURL!, buyer);
  await secondPage.goto(listing);
  expect(await cardSrcset(secondPage)).toMatch(/^\S+ 320w$/);
  // Back to full size, from the profile's settings.
  await secondPage.goto('/profile?tab=settings');
  await secondPage
    .getByRole('tabpanel', { name: 'Settings' })
    .getByRole('button', { name: 'Use full-size pictures' })
    .click();
  await secondPage.goto(listing);
  expect(await cardSrcset(secondPage)).toMatch(/ 640w$/);
  await second.close();
});
