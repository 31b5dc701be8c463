/**
 * Found and shared: a product link's preview (Open Graph picture that loads, at least 600 px wide), what search
 * engines read (JSON-LD with the page's price, canonical and hreflang, the sitemap, robots.txt), the WhatsApp
 * link, and a search that understands Malay and English names, typos, and suggests as one types.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_MERCHANT, signIn } from './fixtures';
import { expectAccessible, watchForErrors } from './support';

/** The value an action answered (Astro sends it in devalue's form: the first entry indexes the others). */
async function actionValue(response: { json(): Promise<unknown> }): Promise<Record<string, unknown>> {
  const flat = (await response.json()) as unknown[];
  const root = flat[0] as Record<string, number>;
  return Object.fromEntries(Object.entries(root).map(([key, index]) => [key, flat[index]]));
}

async function sitemapProductIds(request: APIRequestContext): Promise<string[]> {
  // The sitemap is kept in the edge cache for an hour: a query of its own reads it as D1 holds it now.
  const fresh = `fresh=${Date.now()}`;
  const index = await (await request.get(`/sitemap.xml?${fresh}`)).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(files).toContain('/sitemaps/pages.xml');
  const ids: string[] = [];
  for (const file of files.filter((f) => f.startsWith('/sitemaps/products-'))) {
    const response = await request.get(`${file}?${fresh}`);
    expect(response.headers()['content-type']).toContain('application/xml');
    const xml = await response.text();
    ids.push(...[...xml.matchAll(/<loc>[^<]*\/product\/([^<]+)<\/loc>/g)].map((m) => m[1]!));
  }
  return ids;
}

test.describe('found and shared', () => {
  test("a product link's preview shows a picture that loads, and JSON-LD names the page's price", async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/product/fish-udang');
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/og\/fish-udang\.jpg$/);
    const size = await page.evaluate(async (src) => {
      const picture = new Image();
      picture.src = src;
      await picture.decode();
      return { width: picture.naturalWidth, height: picture.naturalHeight };
    }, image!);
    expect(size.width).toBeGreaterThanOrEqual(600);
    expect(size).toEqual({ width: 1200, height: 630 });
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      'content',
      /^RM\s48\.00 · Nelayan Labuan Seafood\. /,
    );

    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    const product = data['@graph'].find((item: { '@type': string }) => item['@type'] === 'Product');
    const shown = (await page.locator('.price .now').textContent())!.replace(/[^\d.]/g, '');
    expect(product.offers.price).toBe(shown);
    expect(product.offers.priceCurrency).toBe('MYR');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/product\/fish-udang$/);
    await expect(page.locator('link[rel="alternate"][hreflang="ms"]')).toHaveAttribute(
      'href',
      /\/ms\/product\/fish-udang$/,
    );
    // The JSON-LD is data: the Content-Security-Policy refuses nothing on the page.
    expect(errors).toEqual([]);

    const whatsApp = page.getByRole('link', { name: 'Share on WhatsApp' });
    const href = new URL((await whatsApp.getAttribute('href'))!);
    expect(href.origin).toBe('https://wa.me');
    expect(href.searchParams.get('text')).toMatch(
      /^Udang Harimau \(Tiger Prawns\) · RM\s48\.00\nhttp:\/\/.+\/product\/fish-udang$/,
    );

    await page.goto('/ms/product/fish-udang');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ms\/product\/fish-udang$/);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ms_MY');
    await expect(page.getByRole('link', { name: 'Kongsi di WhatsApp' })).toBeVisible();
  });

  test('a filtered listing is kept out of search results, a plain category is not', async ({ page }) => {
    await page.goto('/?category=seafood');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/\?category=seafood$/);
    await page.goto('/?category=seafood&sort=price-low');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });

  test('the sitemap lists every active product once, and no draft or archived one', async ({ request, baseURL }) => {
    await signIn(request, baseURL!, DEMO_MERCHANT);
    const post = (action: string, data: unknown) =>
      request.post(`/_actions/sellerProducts.${action}`, { headers: { Origin: baseURL! }, data });
    const draft = String((await actionValue(await post('duplicate', { id: 'veg-sawi' }))).id);
    const archived = String((await actionValue(await post('duplicate', { id: 'veg-terung' }))).id);
    try {
      expect((await post('activate', { ids: [archived] })).status()).toBe(200);
      expect((await post('archive', { ids: [archived] })).status()).toBe(200);

      const ids = await sitemapProductIds(request);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ['veg-kangkung', 'veg-sawi', 'fish-udang', 'fish-ketam', 'elec-lantern'])
        expect(ids).toContain(id);
      expect(ids).not.toContain(draft);
      expect(ids).not.toContain(archived);
      // Every product the listing shows is in it.
      const listing = await (await request.get('/?sort=name')).text();
      const listed = [...new Set([...listing.matchAll(/href="\/product\/([^"?#]+)"/g)].map((m) => m[1]!))];
      expect(listed.length).toBeGreaterThanOrEqual(16);
      for (const id of listed) expect(ids).toContain(id);
    } finally {
      await post('delete', { ids: [draft, archived] });
    }
  });

  test('robots.txt keeps seller and account pages out, lets stores in and names the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.headers()['content-type']).toContain('text/plain');
    const lines = (await response.text()).split('\n');
    for (const path of [
      '/seller-dashboard',
      '/seller/orders$',
      '/seller/orders/',
      '/seller/manage-products$',
      '/profile',
      '/cart',
      '/checkout',
      '/admin',
      '/ms/profile',
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    // A store's page (/seller/<id>) is no disallowed path's start.
    const disallowed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice(10));
    expect(disallowed.filter((path) => !path.endsWith('$') && '/seller/kebun-hijau'.startsWith(path))).toEqual([]);
    expect(lines).toContainEqual(expect.stringMatching(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/));
  });

  test('"ikan" finds the fish, "fish" finds Ikan Kerapu and "kangkong" finds Kangkung', async ({ page }) => {
    const names = () => page.locator('article.product-card h3').allTextContents();
    await page.goto('/?q=ikan');
    expect(await names()).toEqual(expect.arrayContaining(['Ikan Kerapu (Red Grouper)', 'Amplang Ikan Tenggiri']));
    expect(await names()).not.toContain('Solar Camping Lantern'); // "night fishing" is not fish
    await page.goto('/?q=fish');
    expect(await names()).toContain('Ikan Kerapu (Red Grouper)');
    await page.goto('/?q=kangkong');
    expect(await names()).toContain('Kangkung (Water Spinach)');
    await page.goto('/ms?q=sotnog');
    expect(await names()).toContain('Sotong (Fresh Squid)');
  });

  test('suggestions appear after two letters and work with the keyboard', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.click();
    await box.pressSequentially('u');
    await expect(page.getByRole('listbox')).toBeHidden();
    await box.pressSequentially('d');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const option = list.getByRole('option', { name: /Udang Harimau \(Tiger Prawns\)/ });
    await expect(option).toBeVisible();
    expect(await list.getByRole('option').count()).toBeLessThanOrEqual(8);
    await expectAccessible(page);

    await box.press('ArrowDown');
    const first = list.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await expect(box).toBeFocused();
    await box.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    await box.fill('');
    await box.pressSequentially('tiger');
    await expect(option).toBeVisible();
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/product\/fish-udang$/);
  });

  test("suggestions name stores and categories in the page's language", async ({ page }) => {
    await page.goto('/ms');
    const box = page.getByRole('combobox', { name: 'Cari produk' });
    await box.click();
    await box.pressSequentially('sayur');
    const list = page.getByRole('listbox');
    await expect(list.getByRole('option', { name: /Sayur-sayuran\s*Kategori/ })).toBeVisible();
    await box.fill('');
    await box.pressSequentially('kebun');
    await expect(list.getByRole('option', { name: /Kebun Hijau Farm\s*Kedai/ })).toBeVisible();
  });
});
