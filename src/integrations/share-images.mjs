/**
 * Link previews (WhatsApp, Facebook, search results) show a page's picture only as a raster, never an SVG: the build
 * draws each product illustration of public/products/ and the shop's card as a 1200 x 630 JPEG, the size those
 * previews ask for, into the built site's /og/ (src/lib/seo.ts names them). Drawn with sharp, which the local Images
 * binding already needs; uploaded photos need none of this, their largest WebP variant is their preview.
 */
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const SHARE_WIDTH = 1200;
const SHARE_HEIGHT = 630;

/** An SVG drawn to fit 1200 x 630 on a background of its own corner's colour, as a JPEG. */
async function drawShareImage(svg, file, background) {
  const picture = await sharp(svg, { density: 300 })
    .resize(SHARE_WIDTH, SHARE_HEIGHT, { fit: 'contain', background })
    .flatten({ background })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  await sharp(picture).toFile(file);
}

/** The first fill of an SVG (its backdrop), as the letterbox's colour. */
function backdropOf(svg) {
  return /<rect[^>]*fill="(#[0-9a-fA-F]{6})"/.exec(svg.toString('utf8'))?.[1] ?? '#ffffff';
}

/** @returns {import('astro').AstroIntegration} */
export function shareImagesIntegration() {
  return {
    name: 'share-images',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const publicDir = new URL('../../public/', import.meta.url);
        const out = fileURLToPath(new URL('og/', dir));
        await mkdir(out, { recursive: true });
        const products = (await readdir(new URL('products/', publicDir))).filter((name) => name.endsWith('.svg'));
        await Promise.all(
          products.map(async (name) => {
            const svg = await readFile(new URL(`products/${name}`, publicDir));
            await drawShareImage(svg, `${out}${name.replace(/\.svg$/, '.jpg')}`, backdropOf(svg));
          }),
        );
        const icon = await readFile(new URL('icons/app-icon.svg', publicDir));
        await drawShareImage(icon, `${out}shop.jpg`, backdropOf(icon));
      },
    },
  };
}
