/**
 * A file's real type from its first bytes, never from its name or the type the browser claims: a PDF begins
 * "%PDF-", a PNG with its eight-byte signature, a JPEG with FF D8 FF, and so on. Anything else is unknown.
 */
import { stripPicture } from './image-strip';
import { scanPdf } from './pdf-scan';

export type SniffedType = 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

export function sniffContentType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/**
 * Markup a browser could be talked into running, anywhere in the file: a polyglot (an image or PDF that is
 * also an HTML page or a script) passes the signature check but is refused here. PDFs with JavaScript or
 * launch actions are refused too: these files go to people's screens, and a town's shop needs neither.
 */
const ACTIVE_MARKERS = [
  '<script',
  '<html',
  '<body',
  '<iframe',
  '<svg',
  '<object',
  '<embed',
  '<!doctype html',
  '/javascript',
  '/launch',
].map((marker) => Array.from(marker, (c) => c.charCodeAt(0)));

export function containsActiveContent(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) {
    const first = bytes[i];
    if (first !== 0x3c && first !== 0x2f) continue; // '<' or '/'
    for (const marker of ACTIVE_MARKERS) {
      if (marker[0] !== first || i + marker.length > bytes.length) continue;
      let j = 1;
      // ASCII lower-casing: 'A'-'Z' become 'a'-'z'; every marker is lower case.
      for (; j < marker.length; j++) {
        const byte = bytes[i + j]!; // within bounds: checked against the marker's length above
        if ((byte | (byte >= 0x41 && byte <= 0x5a ? 0x20 : 0)) !== marker[j]) break;
      }
      if (j === marker.length) return true;
    }
  }
  return false;
}

export interface CleanedUpload {
  type: SniffedType;
  /** What is stored: a picture without its text and metadata, a PDF as it came. */
  bytes: Uint8Array;
}

/**
 * An uploaded file as it may be stored, or null if it may not: a known signature; a PDF read through to its
 * end (names decoded, compressed streams inflated) with nothing active inside (src/lib/pdf-scan.ts); a
 * picture stripped to what it takes to draw it (src/lib/image-strip.ts), with no markup left.
 */
export function cleanedUpload(bytes: Uint8Array): CleanedUpload | null {
  const type = sniffContentType(bytes);
  // A polyglot is refused outright, wherever its markup sits; what a picture hides elsewhere is stripped.
  if (!type || containsActiveContent(bytes)) return null;
  if (type === 'application/pdf') return scanPdf(bytes) === 'clean' ? { type, bytes } : null;
  const stripped = stripPicture(type, bytes);
  return stripped && !containsActiveContent(stripped) ? { type, bytes: stripped } : null;
}

/** The type of a whole uploaded file, if it may be stored (see cleanedUpload). */
export function checkedFileType(bytes: Uint8Array): SniffedType | null {
  return cleanedUpload(bytes)?.type ?? null;
}

export const EXTENSIONS: Record<SniffedType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** A file name safe to show and to put in a Content-Disposition header: no path, no control characters. */
export function safeFileName(name: string, fallback = 'file'): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[^\w.\- ()]/g, '_')
    .trim()
    .replace(/^[.\s]+/, '')
    .slice(0, 100)
    .trim();
  return cleaned || fallback;
}
