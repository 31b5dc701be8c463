/**
 * The colour of a one-pixel PNG, as `rrggbb`: the Images binding scales a photo down to one pixel, and that
 * pixel is the placeholder a card shows until the photo arrives. Reads 8-bit grey, RGB, palette, grey with
 * alpha and RGBA; anything else (or a file that is not a one-pixel PNG) gives null.
 */
import { unzlibSync } from 'fflate';

const hex = (value: number) => value.toString(16).padStart(2, '0');

export function onePixelColour(png: Uint8Array): string | null {
  try {
    const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
    let at = 8;
    let colourType = -1;
    let bitDepth = 0;
    let palette: Uint8Array | null = null;
    const data: Uint8Array[] = [];
    while (at + 8 <= png.length) {
      const length = view.getUint32(at);
      const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
      const body = png.subarray(at + 8, at + 8 + length);
      if (type === 'IHDR') {
        if (view.getUint32(at + 8) !== 1 || view.getUint32(at + 12) !== 1) return null;
        bitDepth = body[8]!;
        colourType = body[9]!;
      } else if (type === 'PLTE') palette = body;
      else if (type === 'IDAT') data.push(body);
      else if (type === 'IEND') break;
      at += 12 + length;
    }
    if (bitDepth !== 8 || data.length === 0) return null;
    const joined = new Uint8Array(data.reduce((sum, part) => sum + part.length, 0));
    let offset = 0;
    for (const part of data) {
      joined.set(part, offset);
      offset += part.length;
    }
    // One row: a filter byte, then one pixel. With no pixel to its left and no row above, every PNG filter
    // leaves the pixel's bytes as they are.
    const row = unzlibSync(joined);
    const pixel = row.subarray(1);
    switch (colourType) {
      case 0:
      case 4:
        return hex(pixel[0]!).repeat(3);
      case 2:
      case 6:
        return hex(pixel[0]!) + hex(pixel[1]!) + hex(pixel[2]!);
      case 3: {
        const index = pixel[0]! * 3;
        if (!palette || index + 2 >= palette.length) return null;
        return hex(palette[index]!) + hex(palette[index + 1]!) + hex(palette[index + 2]!);
      }
      default:
        return null;
    }
  } catch {
    return null;
  }
}
