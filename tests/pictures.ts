/**
 * Small real pictures (2x2 pixels, drawn by Chromium's canvas) and ways to hide things in them, shared by the
 * unit, integration and end-to-end tests. Every upload is parsed and stripped before it is stored, so test
 * files must be real pictures, not just the first bytes of one.
 */
import { zlibSync } from 'fflate';

const hex = (text: string) => new Uint8Array(Buffer.from(text, 'hex'));

/** A 2x2 PNG: IHDR, two IDAT chunks, IEND. */
export const PNG = hex(
  '89504e470d0a1a0a0000000d494844520000000200000002080600000072b60d240000001249444154780162325e55fe1f849918a000000000fffff97a30f7000000064944415403003cd804abaa6df79b0000000049454e44ae426082',
);

/** A 2x2 JPEG with a JFIF (APP0) and an ICC profile (APP2) segment, as Chromium writes it. */
export const JPEG = hex(
  'ffd8ffe000104a46494600010100000100010000ffe201d84943435f50524f46494c45000101000001c800000000043000006d6e74725247422058595a2007e00001000100000000000061637370000000000000000000000000000000000000000000000000000000010000f6d6000100000000d32d0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000964657363000000f0000000247258595a00000114000000146758595a00000128000000146258595a0000013c00000014777470740000015000000014725452430000016400000028675452430000016400000028625452430000016400000028637072740000018c0000003c6d6c756300000000000000010000000c656e5553000000080000001c007300520047004258595a200000000000006fa2000038f50000039058595a2000000000000062990000b785000018da58595a2000000000000024a000000f840000b6cf58595a20000000000000f6d6000100000000d32d706172610000000000040000000266660000f2a700000d59000013d000000a5b00000000000000006d6c756300000000000000010000000c656e5553000000200000001c0047006f006f0067006c006500200049006e0063002e00200032003000310036ffdb00430006040506050406060506070706080a100a0a09090a140e0f0c1017141818171416161a1d251f1a1b231c1616202c20232627292a29191f2d302d283025282928ffdb0043010707070a080a130a0a13281a161a2828282828282828282828282828282828282828282828282828282828282828282828282828282828282828282828282828ffc00011080002000203012200021101031101ffc4001500010100000000000000000000000000000001ffc40014100100000000000000000000000000000000ffc4001501010100000000000000000000000000000306ffc40014110100000000000000000000000000000000ffda000c03010002110311003f00a00500ffd9',
);

/** One RIFF chunk of a WebP, padded to an even length. */
export function webpChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(8 + data.length + (data.length % 2));
  out.set(Buffer.from(type, 'latin1'));
  new DataView(out.buffer).setUint32(4, data.length, true);
  out.set(data, 8);
  return out;
}

/** A WebP file of `chunks`. */
export function webpOf(...chunks: Uint8Array[]): Uint8Array {
  const body = Buffer.concat(chunks);
  const header = new Uint8Array(12);
  header.set(Buffer.from('RIFF', 'latin1'));
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  header.set(Buffer.from('WEBP', 'latin1'), 8);
  return new Uint8Array(Buffer.concat([header, body]));
}

/** The 2x2 picture's VP8 data, as Chromium encodes it. */
const VP8 = hex('7001009d012a0200020001402625a0027401a000009a230d1afff538fffe9a47ffd348fa14000000');

/** A 2x2 WebP: VP8X (flags: ICC, EXIF, XMP), an ICC profile, the picture, then EXIF and XMP carrying markup. */
export const WEBP = webpOf(
  webpChunk('VP8X', new Uint8Array([0x2c, 0, 0, 0, 1, 0, 0, 1, 0, 0])),
  webpChunk('ICCP', new Uint8Array(Buffer.from('Google Inc. 2016 profile', 'latin1'))),
  webpChunk('VP8 ', VP8),
  webpChunk('EXIF', new Uint8Array(Buffer.from('MM\0*GPS 5.2833N', 'latin1'))),
  webpChunk('XMP ', new Uint8Array(Buffer.from('<x:xmpmeta><img src=x onerror=alert(1)></x:xmpmeta>', 'latin1'))),
);

export const MARKUP = '<img src=x onerror=alert(document.domain)>';

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** One PNG chunk with its length and CRC. */
export function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(Buffer.from(type, 'latin1'), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

/** The PNG with `chunks` inserted right after its IHDR (33 bytes in). */
export function pngWith(...chunks: Uint8Array[]): Uint8Array {
  return concat(PNG.subarray(0, 33), ...chunks, PNG.subarray(33));
}

/** A PNG whose pixels differ by `marker`, so that two uploads are two different files; `size` pads after IEND. */
export function markedPng(marker = 0, size?: number): Uint8Array {
  const header = new Uint8Array([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]); // 1x1, 8-bit RGBA
  const pixels = zlibSync(new Uint8Array([0, marker & 0xff, (marker >> 8) & 0xff, 0x77, 0xff]));
  const png = concat(
    PNG.subarray(0, 8),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', new Uint8Array(0)),
  );
  if (size === undefined || size <= png.length) return png;
  return concat(png, new Uint8Array(size - png.length));
}

/** A tEXt chunk carrying markup, the hole's own example. */
export const textChunk = (text = MARKUP) => pngChunk('tEXt', new Uint8Array(Buffer.from(`Comment\0${text}`, 'latin1')));

/** A JPEG segment: marker and body, with its length. */
export function jpegSegment(marker: number, body: Uint8Array): Uint8Array {
  return concat(new Uint8Array([0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff]), body);
}

/** An Exif APP1 body (big-endian) with an orientation and a GPS latitude reference pointer, as phones write. */
export function exifBody(orientation: number): Uint8Array {
  const tiff = [
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08,
    0x00,
    0x02,
    0x01,
    0x12,
    0x00,
    0x03,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    orientation,
    0x00,
    0x00,
    0x88,
    0x25,
    0x00,
    0x04,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    0x00,
    0x00,
    0x26, // GPS IFD pointer
    0x00,
    0x00,
    0x00,
    0x00,
    // GPS IFD: latitude 5 deg 17 min N (Labuan)
    0x00,
    0x01,
    0x00,
    0x01,
    0x00,
    0x02,
    0x00,
    0x00,
    0x00,
    0x02,
    0x4e,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
  ];
  return concat(
    new Uint8Array(Buffer.from('Exif\0\0', 'latin1')),
    new Uint8Array(tiff),
    new Uint8Array(Buffer.from('GPS 5.2833N 115.2333E', 'latin1')),
  );
}

/** The JPEG with `segments` inserted right after its SOI. */
export function jpegWith(...segments: Uint8Array[]): Uint8Array {
  return concat(JPEG.subarray(0, 2), ...segments, JPEG.subarray(2));
}

/** A PDF with one FlateDecode stream holding `content`. */
export function pdfWithStream(content: string, dictionary = '/Filter /FlateDecode'): Uint8Array {
  return pdfWithEncodedStream(zlibSync(new Uint8Array(Buffer.from(content, 'latin1'))), dictionary);
}

/** A PDF with one stream of `data` as it is stored, encoded as `dictionary` says (or claims). */
export function pdfWithEncodedStream(data: Uint8Array, dictionary: string): Uint8Array {
  return concat(
    new Uint8Array(
      Buffer.from(
        `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n3 0 obj\n<< /Length ${data.length} ${dictionary} >>\nstream\n`,
        'latin1',
      ),
    ),
    data,
    new Uint8Array(Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1')),
  );
}
