/** Small helpers the unit tests share. */

/** Bytes from parts: a string (ASCII) or an array of byte values, joined in order. */
export const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)));

/** The eight-byte PNG signature. */
export const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** The first four bytes of a JFIF JPEG. */
export const JPEG = [0xff, 0xd8, 0xff, 0xe0];
