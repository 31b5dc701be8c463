/**
 * Draws the web app manifest's PNG icons (public/icons/app-icon-<size>.png) from public/icons/app-icon.svg with
 * the machine's Chromium, so the PNGs always match the SVG. Usage: node scripts/app-icons.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const svg = readFileSync('public/icons/app-icon.svg', 'utf8');
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS });
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<body style="margin:0">${svg.replace('width="512" height="512"', `width="${size}" height="${size}"`)}</body>`,
    );
    writeFileSync(`public/icons/app-icon-${size}.png`, await page.locator('svg').screenshot({ omitBackground: false }));
    await page.close();
  }
} finally {
  await browser.close();
}
