import { zlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  imageAttributes,
  largestVariant,
  parseVariantKey,
  pictureFolder,
  pictureTag,
  pictureUrl,
  pictureUrlOf,
  pictureWidths,
  variantKeysOf,
  wantsSmallPictures,
} from '../../src/lib/pictures';
import { onePixelColour } from '../../src/lib/png-colour';

const HASH = '0123456789abcdef0123456789abcdef';
const folder = pictureFolder({ hash: HASH, width: 1600, height: 1200, colour: '3a7d44' });

describe('picture variants', () => {
  it('makes the standard widths below a picture and the picture itself, never wider than 1600', () => {
    expect(pictureWidths(1600)).toEqual([320, 640, 1024, 1600]);
    expect(pictureWidths(1200)).toEqual([320, 640, 1024, 1200]);
    expect(pictureWidths(640)).toEqual([320, 640]);
    expect(pictureWidths(300)).toEqual([300]);
    expect(pictureWidths(1)).toEqual([1]);
  });

  it('names a picture by its hash, size and colour, and stores the card-sized variant as its address', () => {
    expect(folder).toBe(`pictures/${HASH}/1600x1200-3a7d44`);
    expect(pictureUrl(folder, 1600)).toBe(`/media/${folder}/640.webp`);
    expect(pictureUrlOf(folder)).toBe(`/media/${folder}/640.webp`);
    expect(pictureUrlOf(`pictures/${HASH}/500x375-ffffff`)).toBe(`/media/pictures/${HASH}/500x375-ffffff/500.webp`);
    expect(variantKeysOf(folder)).toEqual([320, 640, 1024, 1600].map((w) => `${folder}/${w}.webp`));
    expect(largestVariant(`/media/${folder}/640.webp`)).toBe(`/media/${folder}/1600.webp`);
    expect(largestVariant('/images/kangkung.svg')).toBe('/images/kangkung.svg');
  });

  it('reads a variant key back, and refuses widths that are not made and anything else', () => {
    expect(parseVariantKey(`/media/${folder}/320.webp`)).toMatchObject({
      hash: HASH,
      width: 1600,
      height: 1200,
      colour: '3a7d44',
      variantWidth: 320,
    });
    expect(parseVariantKey(`${folder}/700.webp`)).toBeNull();
    expect(parseVariantKey(`${folder}/640.png`)).toBeNull();
    expect(parseVariantKey(`pictures/${HASH}/0x0-3a7d44/320.webp`)).toBeNull();
    expect(parseVariantKey(`pictures/../${folder}/640.webp`)).toBeNull();
    expect(parseVariantKey('/media/products/p-1/0b7c.png')).toBeNull();
    expect(() => pictureFolder({ hash: 'x', width: 1, height: 1, colour: '000000' })).toThrow();
  });
});

describe('an img for a stored picture', () => {
  it('draws a product saved without a picture with the shop placeholder, never an empty src', () => {
    expect(pictureTag('card', '')).toMatchObject({ src: '/products/placeholder-other.svg', width: 400, height: 300 });
    expect(pictureTag('line', '', { box: { width: 96, height: 96 } }).src).toBe('/products/placeholder-other.svg');
  });

  it('offers a card the variants up to 640 px, with the picture size and colour', () => {
    const tag = pictureTag('card', `/media/${folder}/640.webp`);
    expect(tag).toMatchObject({
      src: `/media/${folder}/640.webp`,
      srcset: `/media/${folder}/320.webp 320w, /media/${folder}/640.webp 640w`,
      width: 1600,
      height: 1200,
      loading: 'lazy',
      fetchpriority: undefined,
      'data-placeholder': '#3a7d44',
    });
    expect(tag.sizes).toContain('calc(100vw - 32px)');
  });

  it('gives only the LCP picture high priority and eager loading', () => {
    expect(pictureTag('gallery', `/media/${folder}/640.webp`, { lcp: true })).toMatchObject({
      loading: 'eager',
      fetchpriority: 'high',
      srcset: `/media/${folder}/320.webp 320w, /media/${folder}/640.webp 640w, /media/${folder}/1024.webp 1024w`,
    });
  });

  it('offers only the smallest variant to a data saver', () => {
    expect(pictureTag('card', `/media/${folder}/640.webp`, { small: true })).toMatchObject({
      src: `/media/${folder}/320.webp`,
      srcset: `/media/${folder}/320.webp 320w`,
    });
  });

  it('draws a picture that is not a stored photo (a demo SVG) as it is, in its box', () => {
    expect(imageAttributes('/images/kangkung.svg', { sizes: '80px', box: { width: 400, height: 300 } })).toEqual({
      src: '/images/kangkung.svg',
      width: 400,
      height: 300,
    });
    const tag = pictureTag('line', '/images/kangkung.svg', { box: { width: 64, height: 64 } });
    expect(tag).toMatchObject({ src: '/images/kangkung.svg', width: 64, height: 64, srcset: undefined });
  });
});

/** A one-pixel PNG of the given colour type and pixel bytes. */
function onePixelPng(colourType: number, pixel: number[], palette?: number[]): Uint8Array {
  const chunk = (type: string, body: Uint8Array) => {
    const out = new Uint8Array(12 + body.length);
    new DataView(out.buffer).setUint32(0, body.length);
    out.set(
      Array.from(type, (c) => c.charCodeAt(0)),
      4,
    );
    out.set(body, 8);
    return out; // the CRC is not read
  };
  const header = new Uint8Array(13);
  new DataView(header.buffer).setUint32(0, 1);
  new DataView(header.buffer).setUint32(4, 1);
  header.set([8, colourType], 8);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...(palette ? [chunk('PLTE', new Uint8Array(palette))] : []),
    chunk('IDAT', zlibSync(new Uint8Array([0, ...pixel]))),
    chunk('IEND', new Uint8Array()),
  ];
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

describe('the dominant colour of a one-pixel PNG', () => {
  it('reads RGB, RGBA, grey and palette pixels', () => {
    expect(onePixelColour(onePixelPng(2, [0x3a, 0x7d, 0x44]))).toBe('3a7d44');
    expect(onePixelColour(onePixelPng(6, [1, 2, 3, 255]))).toBe('010203');
    expect(onePixelColour(onePixelPng(0, [0x80]))).toBe('808080');
    expect(onePixelColour(onePixelPng(3, [1], [0, 0, 0, 0xaa, 0xbb, 0xcc]))).toBe('aabbcc');
  });

  it('gives null for anything else', () => {
    expect(onePixelColour(new Uint8Array([1, 2, 3]))).toBeNull();
    expect(onePixelColour(onePixelPng(3, [5], [0, 0, 0]))).toBeNull();
  });
});

describe('the data saver', () => {
  const ask = (over: Partial<Parameters<typeof wantsSmallPictures>[0]>) =>
    wantsSmallPictures({ saveData: null, ect: null, choice: undefined, accountChoice: undefined, ...over });

  it('gives small pictures for Save-Data: on and a 2g connection, full ones otherwise', () => {
    expect(ask({})).toBe(false);
    expect(ask({ saveData: 'on' })).toBe(true);
    expect(ask({ saveData: 'On ' })).toBe(true);
    expect(ask({ saveData: 'off' })).toBe(false);
    expect(ask({ ect: '2g' })).toBe(true);
    expect(ask({ ect: 'slow-2g' })).toBe(true);
    expect(ask({ ect: '3g' })).toBe(false);
    expect(ask({ ect: '4g' })).toBe(false);
  });

  it("follows the buyer's own choice first: the browser's, then the account's", () => {
    expect(ask({ choice: 'small' })).toBe(true);
    expect(ask({ choice: 'full', saveData: 'on', ect: '2g', accountChoice: true })).toBe(false);
    expect(ask({ accountChoice: true })).toBe(true);
    expect(ask({ choice: 'bogus', accountChoice: true })).toBe(true);
  });
});
