/**
 * The photos part (`photos`): the shop with real photos, not its drawn demo SVGs. The bench makes its own
 * products in its throw-away database with 12 MP JPEGs drawn by Chromium (bench/photo.mjs), each a different
 * photo: one published through the product editor at 375 px (what its request sends), one with five photos
 * through the editor, and 22 more through the editor's action with the whole JPEG (the server makes them small).
 * Then, at 375 px on a 2x screen (Chromium, through the compressing edge proxy, service worker blocked), a first
 * view of the listing of those 24 photo cards and of the five-photo product page, next to the demo listing and a
 * demo product page: every byte the page loaded (as the edge sends it), the pictures, the pictures above the
 * fold, the largest card picture; and Lighthouse mobile on both photo pages.
 */
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH } from './lighthouse.mjs';
import { twelveMegapixelJpeg } from './photo.mjs';

export const PHOTO_BUDGETS = {
  listingFirstViewKB: 350,
  listingPicturesAboveFoldKB: 150,
  cardPictureKB: 60,
  productFirstViewKB: 200,
  lighthouseMin: 95,
  lcpMs: 2500,
  editorSentKB: 600,
};
const MERCHANT = { email: 'merchant@labuanmarket.example', password: 'Pasar-Seller-2025' };
const SEARCH = 'Jetty Catch';
const KB = 1024;
const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

const FIELDS = {
  intent: 'publish',
  description: 'From the jetty this morning.',
  category: 'food',
  price: '18.00',
  quantity: '20',
  isActive: 'on',
  trackQuantity: 'on',
  requiresShipping: 'on',
  taxable: 'on',
};

/** Counts what each form the page sends weighs on the wire (the browser's request log leaves out file bodies). */
const COUNT_SENT = () => {
  window.sentBodyBytes = 0;
  const send = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    if (init?.body instanceof FormData) window.sentBodyBytes += (await new Response(init.body).blob()).size;
    return send(input, init);
  };
};

async function publishThroughEditor(page, origin, name, photos) {
  await page.goto(`${origin}/seller/products/new`);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await page.getByLabel('Product Name').fill(name);
  await page.getByLabel('Description').fill(FIELDS.description);
  await page.getByLabel('Category').selectOption('food');
  await page.getByRole('spinbutton', { name: 'Price ($)', exact: true }).fill('18.00');
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('20');
  await page
    .locator('#images')
    .setInputFiles(photos.map((buffer, i) => ({ name: `IMG_${i}.jpg`, mimeType: 'image/jpeg', buffer })));
  await page
    .locator('[data-picture-size="ready"]')
    .nth(photos.length - 1)
    .waitFor({ timeout: 60_000 });
  const before = await page.evaluate(() => window.sentBodyBytes);
  await page.getByRole('button', { name: 'Publish Product' }).click();
  await page.getByText('Product published successfully!').waitFor({ timeout: 60_000 });
  return (await page.evaluate(() => window.sentBodyBytes)) - before;
}

/** Everything a first view of `url` loads at 375 px: bytes as sent, pictures, pictures above the fold. */
async function firstView(browser, url) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    return await page.evaluate(() => {
      const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map(
        (e) => ({ path: new URL(e.name).pathname, bytes: e.transferSize || e.encodedBodySize }),
      );
      const above = new Set(
        [...document.images]
          .filter((image) => image.getBoundingClientRect().top < innerHeight && image.currentSrc)
          .map((image) => new URL(image.currentSrc).pathname),
      );
      // Every picture: the photos' variants under /media/, and the drawn ones (the demo's SVGs, the logo).
      const pictures = entries.filter((e) => /\.(webp|avif|jpe?g|png|gif|svg)$/.test(e.path));
      const sum = (list) => list.reduce((n, e) => n + e.bytes, 0);
      return {
        totalBytes: sum(entries),
        requests: entries.length,
        pictureBytes: sum(pictures),
        pictures: pictures.length,
        aboveFoldPictureBytes: sum(pictures.filter((e) => above.has(e.path))),
        largestPictureBytes: Math.max(0, ...pictures.map((e) => e.bytes)),
      };
    });
  } finally {
    await context.close();
  }
}

export async function photosBench({ origin, proxyOrigin, lighthouse, runs, progress = () => {} }) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    progress('drawing 28 photos … ');
    const photos = [];
    for (let seed = 1; seed <= 28; seed++) photos.push(await twelveMegapixelJpeg(browser, seed));
    const averagePhotoBytes = photos.reduce((n, p) => n + p.byteLength, 0) / photos.length;

    const context = await browser.newContext(PHONE);
    await context.addInitScript(COUNT_SENT);
    const signedIn = await context.request.post(`${origin}/_actions/auth.signIn`, {
      headers: { Origin: origin },
      data: MERCHANT,
    });
    if (!signedIn.ok()) throw new Error(`merchant sign-in: ${signedIn.status()}`);
    const page = await context.newPage();
    progress('publishing through the editor … ');
    const oneSentBytes = await publishThroughEditor(page, origin, `${SEARCH} 01`, [photos[0]]);
    const fiveSentBytes = await publishThroughEditor(page, origin, `${SEARCH} Five`, photos.slice(1, 6));
    progress('22 more through the action, whole … ');
    const serverSeconds = [];
    // A whole photo's compressed data can hold, by chance, bytes that read as markup ("<svg", "/launch"): the
    // upload check refuses it as a possible polyglot. Counted, and another photo drawn in its place.
    let refusedAsMarkup = 0;
    let nextSeed = 29;
    for (let i = 0; i < 22; i++) {
      let photo = photos[6 + i];
      for (;;) {
        const started = performance.now();
        const response = await context.request.post(`${origin}/_actions/productEditor.save`, {
          headers: { Origin: origin },
          multipart: {
            ...FIELDS,
            name: `${SEARCH} ${String(i + 2).padStart(2, '0')}`,
            images: { name: 'IMG.jpg', mimeType: 'image/jpeg', buffer: photo },
          },
        });
        if (response.ok()) {
          serverSeconds.push((performance.now() - started) / 1000);
          break;
        }
        const text = await response.text();
        if (response.status() !== 400 || !text.includes('is not a PNG, JPG, GIF or WebP image') || refusedAsMarkup > 5)
          throw new Error(`publishing a photo product: ${response.status()} ${text}`);
        refusedAsMarkup++;
        photo = await twelveMegapixelJpeg(browser, nextSeed++);
      }
    }
    await context.close();

    const fiveId = await productIdOf(origin, `${SEARCH} Five`);
    const pages = {
      photoListing: `/?q=${encodeURIComponent(SEARCH)}`,
      photoProduct: `/product/${fiveId}`,
      demoListing: '/',
      demoProduct: '/product/veg-kangkung',
    };
    progress('first views … ');
    const views = {};
    for (const [key, path] of Object.entries(pages))
      views[key] = { path, ...(await firstView(browser, proxyOrigin + path)) };
    let scores = null;
    if (lighthouse) {
      progress('Lighthouse on the photo pages … ');
      scores = {
        photoListing: (await lighthouse.measure(proxyOrigin + pages.photoListing, runs)).median,
        photoProduct: (await lighthouse.measure(proxyOrigin + pages.photoProduct, runs)).median,
      };
    }
    return {
      photo: { width: 4032, height: 3024, averageBytes: Math.round(averagePhotoBytes) },
      editor: { oneSentBytes, fiveSentBytes },
      serverSecondsPerWholePhoto: serverSeconds.sort((a, b) => a - b)[serverSeconds.length >> 1],
      wholePhotosRefusedAsMarkup: refusedAsMarkup,
      views,
      lighthouse: scores,
    };
  } finally {
    await browser.close();
  }
}

async function productIdOf(origin, name) {
  const html = await (await fetch(`${origin}/?q=${encodeURIComponent(name)}`)).text();
  const id = /href="\/product\/([^"]+)"/.exec(html)?.[1];
  if (!id) throw new Error(`no product ${name} on the listing`);
  return id;
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

export function photosTable(result) {
  const { views, editor, lighthouse } = result;
  const row = (label, v) =>
    `  ${label.padEnd(30)} ${kb(v.totalBytes).padStart(10)} ${kb(v.pictureBytes).padStart(10)} ${kb(v.aboveFoldPictureBytes).padStart(10)} ${kb(v.largestPictureBytes).padStart(10)} ${String(v.pictures).padStart(4)}`;
  const lines = [
    `Photos (12 MP JPEGs of ${kb(result.photo.averageBytes)} on average; first view at 375 px, 2x, as the edge sends it)`,
    `  ${'page'.padEnd(30)} ${'all'.padStart(10)} ${'pictures'.padStart(10)} ${'above fold'.padStart(10)} ${'largest'.padStart(10)} ${'pics'.padStart(4)}`,
    row('listing, 24 photo cards', views.photoListing),
    row('listing, demo (SVG)', views.demoListing),
    row('product, five photos', views.photoProduct),
    row('product, demo (SVG)', views.demoProduct),
    `  editor sends: one photo ${kb(editor.oneSentBytes)}, five photos ${kb(editor.fiveSentBytes)}; server makes a whole photo's variants in ${result.serverSecondsPerWholePhoto.toFixed(2)} s (median, the action's whole request); whole photos refused by the markup check: ${result.wholePhotosRefusedAsMarkup}`,
  ];
  if (lighthouse)
    for (const [key, m] of Object.entries(lighthouse))
      lines.push(
        `  Lighthouse mobile ${key}: ${m ? `score ${m.score}, LCP ${Math.round(m.lcpMs)} ms, CLS ${m.cls?.toFixed(3)}` : 'no valid run'}`,
      );
  return lines.join('\n');
}

export function photosOverBudget(result) {
  const b = PHOTO_BUDGETS;
  const { views, editor, lighthouse } = result;
  const over = [];
  const check = (ok, text) => ok || over.push(`OVER BUDGET photos: ${text}`);
  check(
    views.photoListing.totalBytes <= b.listingFirstViewKB * KB,
    `listing first view ${kb(views.photoListing.totalBytes)} > ${b.listingFirstViewKB} KB`,
  );
  check(
    views.photoListing.aboveFoldPictureBytes <= b.listingPicturesAboveFoldKB * KB,
    `listing pictures above the fold ${kb(views.photoListing.aboveFoldPictureBytes)} > ${b.listingPicturesAboveFoldKB} KB`,
  );
  check(
    views.photoListing.largestPictureBytes <= b.cardPictureKB * KB,
    `largest card picture ${kb(views.photoListing.largestPictureBytes)} > ${b.cardPictureKB} KB`,
  );
  check(
    views.photoProduct.totalBytes <= b.productFirstViewKB * KB,
    `product page first view ${kb(views.photoProduct.totalBytes)} > ${b.productFirstViewKB} KB`,
  );
  check(
    editor.oneSentBytes <= b.editorSentKB * KB,
    `the editor sent ${kb(editor.oneSentBytes)} for one photo > ${b.editorSentKB} KB`,
  );
  for (const [key, m] of Object.entries(lighthouse ?? {})) {
    check(m && m.score >= b.lighthouseMin, `Lighthouse ${key} ${m?.score} < ${b.lighthouseMin}`);
    check(m && m.lcpMs <= b.lcpMs, `Lighthouse ${key} LCP ${Math.round(m?.lcpMs)} ms > ${b.lcpMs}`);
  }
  return over;
}
