import { chromium } from '@playwright/test';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const pages = [['listing', '/?sort=price-low'], ['search', '/?q=fish'], ['store', '/seller/kebun-hijau'], ['orders', '/seller/orders'], ['products', '/seller/manage-products']];
for (const scheme of ['light', 'dark']) {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
    const page = await context.newPage();
    await page.goto(base + '/login');
    await page.getByLabel('Email').fill('merchant@labuanmarket.example');
    await page.getByLabel('Password', { exact: true }).fill('Pasar-Seller-2025');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    for (const [name, path] of pages) {
      await page.goto(base + path);
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/shots/${name}-${width}-${scheme}.png`, fullPage: false });
    }
    await context.close();
  }
}
await browser.close();
