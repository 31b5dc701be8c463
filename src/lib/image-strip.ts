/**
 * Uploaded pictures are stored with only what it takes to draw them: no text, comments or metadata, so that
 * markup hidden in a text chunk never reaches anyone, and the GPS position a phone writes into a photo is gone.
 * - PNG: the critical chunks (IHDR, PLTE, IDAT, IEND) and tRNS (transparency); every other chunk is dropped.
 * - JPEG: no comment (COM) and no application segment (APP0 to APP15); when the photo's Exif says it must be
 *   turned, a new Exif segment is written that holds the orientation and nothing else.
 * - WebP: the image, alpha and animation chunks; EXIF, XMP and ICC profiles are dropped.
 * - GIF: the images and their frame timing (and the loop count of an animation); comments, plain-text and
 *   other application extensions are dropped.
 * A file that cannot be read through to its end is refused (null): what cannot be parsed cannot be cleaned.
 */

export type PictureType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

export function stripPicture(type: PictureType, bytes: Uint8Array): Uint8Array | null {
  try {
    switch (type) {
      case 'image/png':
        return stripPng(bytes);
      case 'image/jpeg':
        return stripJpeg(bytes);
      case 'image/webp':
        return stripWebp(bytes);
      case 'image/gif':
        return stripGif(bytes);
    }
  } catch {
    return null;
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

// PNG

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_KEPT = new Set(['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND']);

let crcTable: Uint32Array | null = null;
function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function stripPng(bytes: Uint8Array): Uint8Array | null {
  if (!PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  let first = true;
  let sawData = false;
  for (;;) {
    if (at + 12 > bytes.length) return null;
    const length = view.getUint32(at);
    const type = ascii(bytes, at + 4, 4);
    const end = at + 12 + length;
    if (end > bytes.length || !/^[A-Za-z]{4}$/.test(type)) return null;
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== view.getUint32(at + 8 + length)) return null;
    if (first && (type !== 'IHDR' || length !== 13)) return null;
    first = false;
    // A critical chunk this reader does not know (upper-case first letter) cannot be dropped safely.
    if (!PNG_KEPT.has(type) && type.charCodeAt(0) < 0x61) return null;
    if (PNG_KEPT.has(type)) kept.push(bytes.subarray(at, end));
    if (type === 'IDAT') sawData = true;
    at = end;
    // Anything after IEND is not part of the picture.
    if (type === 'IEND') return sawData ? concat(kept) : null;
  }
}

// JPEG

/** The Exif orientation (1 to 8) in an APP1 segment's body, or null if it has none. */
function exifOrientation(body: Uint8Array): number | null {
  if (body.length < 14 || ascii(body, 0, 6) !== 'Exif\0\0') return null;
  const tiff = body.subarray(6);
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const order = ascii(tiff, 0, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const little = order === 'II';
  if (view.getUint16(2, little) !== 42) return null;
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return null;
  const entries = view.getUint16(ifd, little);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return null;
    if (view.getUint16(entry, little) === 0x0112 && view.getUint16(entry + 2, little) === 3) {
      const value = view.getUint16(entry + 8, little);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** An APP1 segment holding an Exif block with the orientation tag and nothing else. */
function orientationSegment(orientation: number): Uint8Array {
  const body = [
    ...Array.from('Exif\0\0', (c) => c.charCodeAt(0)),
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08, // big-endian TIFF header, IFD0 at offset 8
    0x00,
    0x01, // one entry
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
    0x00, // Orientation, SHORT, 1 value
    0x00,
    0x00,
    0x00,
    0x00, // no next IFD
  ];
  const length = body.length + 2;
  return new Uint8Array([0xff, 0xe1, length >> 8, length & 0xff, ...body]);
}

function stripJpeg(bytes: Uint8Array): Uint8Array | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let orientation: number | null = null;
  let orientationAt = -1;
  let at = 2;
  let sawFrame = false;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    // Fill bytes before a marker.
    while (bytes[at + 1] === 0xff) at++;
    const marker = bytes[at + 1];
    if (marker === undefined) return null;
    if (marker === 0xd9) {
      kept.push(bytes.subarray(at, at + 2));
      if (!sawFrame) return null;
      if (orientation && orientation !== 1) kept.splice(orientationAt, 0, orientationSegment(orientation));
      return concat(kept);
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      kept.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) return null;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    const isApp = marker >= 0xe0 && marker <= 0xef;
    if (marker === 0xe1 && orientation === null) orientation = exifOrientation(bytes.subarray(at + 4, end));
    if (isApp || marker === 0xfe) {
      // Dropped; the orientation, if any, is written back where the first application segment was.
      if (orientationAt < 0) orientationAt = kept.length;
      at = end;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) sawFrame = true;
    kept.push(bytes.subarray(at, end));
    at = end;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is not a stuffed 0xFF00 or a restart marker.
      let scan = at;
      while (
        scan + 1 < bytes.length &&
        !(bytes[scan] === 0xff && bytes[scan + 1] !== 0x00 && !(bytes[scan + 1]! >= 0xd0 && bytes[scan + 1]! <= 0xd7))
      )
        scan++;
      if (scan + 1 >= bytes.length) return null;
      kept.push(bytes.subarray(at, scan));
      at = scan;
    }
  }
  return null;
}

// WebP

const WEBP_KEPT = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF']);

function stripWebp(bytes: Uint8Array): Uint8Array | null {
  if (ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const riffEnd = 8 + view.getUint32(4, true);
  if (riffEnd > bytes.length) return null;
  const kept: Uint8Array[] = [];
  let at = 12;
  let sawImage = false;
  while (at < riffEnd) {
    if (at + 8 > riffEnd) return null;
    const type = ascii(bytes, at, 4);
    const size = view.getUint32(at + 4, true);
    const end = at + 8 + size + (size % 2);
    if (end > riffEnd) return null;
    if (WEBP_KEPT.has(type)) {
      const chunk = bytes.slice(at, end);
      // VP8X flags say which optional chunks follow: clear ICC (0x20), EXIF (0x08) and XMP (0x04).
      if (type === 'VP8X' && size >= 1) chunk[8] = chunk[8]! & ~(0x20 | 0x08 | 0x04);
      kept.push(chunk);
      if (type === 'VP8 ' || type === 'VP8L' || type === 'ANMF') sawImage = true;
    }
    at = end;
  }
  if (!sawImage) return null;
  const body = concat(kept);
  const header = new Uint8Array(12);
  header.set([0x52, 0x49, 0x46, 0x46]);
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  header.set([0x57, 0x45, 0x42, 0x50], 8);
  return concat([header, body]);
}

// GIF

function stripGif(bytes: Uint8Array): Uint8Array | null {
  const signature = ascii(bytes, 0, 6);
  if (signature !== 'GIF87a' && signature !== 'GIF89a') return null;
  if (bytes.length < 13) return null;
  const kept: Uint8Array[] = [];
  const packed = bytes[10]!;
  let at = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  if (at > bytes.length) return null;
  kept.push(bytes.subarray(0, at));
  /** The end of a run of data sub-blocks starting at `from` (after its zero-length terminator). */
  const subBlocksEnd = (from: number): number => {
    let p = from;
    for (;;) {
      if (p >= bytes.length) throw new Error('truncated');
      const size = bytes[p]!;
      p += 1 + size;
      if (size === 0) return p;
    }
  };
  let sawImage = false;
  while (at < bytes.length) {
    const block = bytes[at];
    if (block === 0x3b) {
      kept.push(bytes.subarray(at, at + 1));
      return sawImage ? concat(kept) : null;
    }
    if (block === 0x2c) {
      if (at + 10 > bytes.length) return null;
      const local = bytes[at + 9]!;
      const dataAt = at + 10 + (local & 0x80 ? 3 * 2 ** ((local & 0x07) + 1) : 0) + 1; // + LZW minimum code size
      const end = subBlocksEnd(dataAt);
      kept.push(bytes.subarray(at, end));
      sawImage = true;
      at = end;
      continue;
    }
    if (block === 0x21) {
      const label = bytes[at + 1];
      const end = subBlocksEnd(at + 2);
      const isLoop = label === 0xff && bytes[at + 2] === 11 && ascii(bytes, at + 3, 11) === 'NETSCAPE2.0';
      // Graphic control (frame timing and transparency) and the animation's loop count are kept.
      if (label === 0xf9 || isLoop) kept.push(bytes.subarray(at, end));
      at = end;
      continue;
    }
    return null;
  }
  return null;
}
