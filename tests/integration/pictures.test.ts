/** The Images binding, locally on sharp: the variants of an upload, and a store logo made small. */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePicture, smallLogo, type PictureBindings } from '../../src/data/pictures';
import { freshDatabase, objectKeys, pngBytes } from './support';

let media: PictureBindings;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ media, dispose } = await freshDatabase({ seed: false }));
});
afterAll(() => dispose());

const jpeg = async (width: number, height: number, orientation?: number) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 30 } } })
      .jpeg()
      .withMetadata(orientation ? { orientation } : {})
      .toBuffer(),
  );

describe('makePicture', () => {
  it('turns a photo the right way up by its Exif orientation, and makes the same bytes once', async () => {
    // Stored 1200 x 900, to be shown turned a quarter: 900 x 1200.
    const upright = await jpeg(1200, 900, 6);
    const first = await makePicture(media, upright);
    expect(first).toMatchObject({ width: 900, height: 1200, made: true });
    // Its dominant colour: the red it was drawn in, give or take JPEG's rounding.
    const colour = /\/900x1200-([0-9a-f]{6})$/.exec(first.folder)![1]!;
    const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(colour.slice(at, at + 2), 16)) as [number, number, number];
    expect(Math.abs(r - 200) + Math.abs(g - 40) + Math.abs(b - 30)).toBeLessThan(30);
    expect(await objectKeys(media.bucket, `${first.folder}/`)).toEqual(
      [320, 640, 900].map((w) => `${first.folder}/${w}.webp`).sort(),
    );
    const again = await makePicture(media, upright);
    expect(again).toEqual({ ...first, made: false });
  });
});

describe('smallLogo', () => {
  it('makes a large logo a WebP of at most 512 px, and keeps a small one as it came', async () => {
    const large = await jpeg(2000, 1500);
    const made = await smallLogo(media.images, { contentType: 'image/jpeg', bytes: large.slice().buffer });
    expect(made.contentType).toBe('image/webp');
    const { width, height } = await sharp(new Uint8Array(made.bytes)).metadata();
    expect([width, height]).toEqual([512, 384]);

    const tiny = { contentType: 'image/png' as const, bytes: pngBytes(3) };
    expect(await smallLogo(media.images, tiny)).toBe(tiny);
  });

  it('gives back bytes that are not a checked picture as they came, for the save to refuse', async () => {
    const svg = { contentType: 'image/png' as const, bytes: new TextEncoder().encode('<svg/>').buffer as ArrayBuffer };
    expect(await smallLogo(media.images, svg)).toBe(svg);
  });
});
