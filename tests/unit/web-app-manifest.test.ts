import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, localisedPath } from '../../src/i18n/languages';

const manifest = JSON.parse(readFileSync('public/manifest.webmanifest', 'utf8')) as {
  name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(path: string): [number, number] {
  const bytes = readFileSync(path);
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('the web app manifest', () => {
  it('names the shop, opens without the browser frame at the home page, in the brand colour', () => {
    expect(manifest).toMatchObject({
      name: 'Labuan Market',
      start_url: '/',
      display: 'standalone',
      theme_color: '#1f7a4d',
    });
  });

  it('lists an SVG icon and PNG icons of the sizes they claim, one of them maskable', () => {
    for (const icon of manifest.icons) {
      const path = `public${icon.src}`;
      expect(existsSync(path), path).toBe(true);
      if (icon.type === 'image/png') {
        const [width, height] = pngSize(path);
        expect(`${width}x${height}`).toBe(icon.sizes);
      }
    }
    expect(manifest.icons.some((icon) => icon.type === 'image/svg+xml')).toBe(true);
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });

  it('is linked from every page', () => {
    const document = readFileSync('src/layouts/Document.astro', 'utf8');
    expect(document).toContain(`<link rel="manifest" href={localisedPath('/manifest.webmanifest', lang)} />`);
    // Each language's address of it is a file (public/ms/… for Bahasa Malaysia), served before the worker runs.
    for (const lang of LANGUAGES)
      expect(existsSync(`public${localisedPath('/manifest.webmanifest', lang)}`)).toBe(true);
  });

  it('has a Bahasa Malaysia twin that opens the shop in Bahasa Malaysia and differs in nothing else', () => {
    const malay = JSON.parse(readFileSync('public/ms/manifest.webmanifest', 'utf8')) as Record<string, unknown>;
    expect(manifest).toMatchObject({ lang: 'en', start_url: '/' });
    expect(malay).toMatchObject({ lang: 'ms', start_url: '/ms', scope: '/' });
    expect(malay.description).toMatch(/^Hasil tani segar/);
    const rest = ({ lang, start_url, description, ...others }: Record<string, unknown>) => others;
    expect(rest(malay)).toEqual(rest(manifest as unknown as Record<string, unknown>));
  });
});
