/**
 * Whether a PDF may be stored: it must be readable through to its end, and hold no active content, whether
 * written plainly or hidden. Names are read as a PDF reader reads them (`/J#61vaScript` is `/JavaScript`), and
 * every compressed stream (object streams included) is inflated and read the same way. A PDF that cannot be
 * read through (encrypted, a stream that does not inflate, a filter this reader does not know for text, more
 * inflated data than the limit) is refused, since what cannot be read cannot be shown to be harmless.
 */
import { inflateSync, unzlibSync } from 'fflate';

/** Actions and parts a licence or certificate has no need of, and that a viewer could be made to run. */
const ACTIVE_NAMES = new Set([
  'javascript',
  'js',
  'launch',
  'richmedia',
  'embeddedfile',
  'embeddedfiles',
  'importdata',
  'submitform',
  'xfa',
]);
/** Filters of image data: not decoded, and holding no names or actions. */
const IMAGE_FILTERS = new Set(['dctdecode', 'dct', 'jpxdecode', 'ccittfaxdecode', 'ccf', 'jbig2decode']);
const FLATE = new Set(['flatedecode', 'fl']);

/** The most inflated data read from one PDF: a small file that inflates to more is refused (a PDF bomb). */
export const MAX_PDF_INFLATED_BYTES = 64 * 1024 * 1024;

export type PdfVerdict = 'clean' | 'active' | 'unreadable';

const latin1 = (bytes: Uint8Array) => {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return text;
};

/** Every name in `text`, decoded (`#xx` is the byte xx) and lower-cased. */
function names(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\/([^\s/[\]<>(){}%\0]*)/g)) {
    found.push(
      match[1]!.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))).toLowerCase(),
    );
  }
  return found;
}

const hasActiveName = (text: string) => names(text).some((name) => ACTIVE_NAMES.has(name));

/** Markup a browser could run, written plainly: the same markers the other uploads are scanned for. */
const hasMarkup = (text: string) => /<(script|html|body|iframe|svg|object|embed|img|!doctype html)\b/i.test(text);

/** The filters named by a stream's dictionary, decoded and lower-cased, in order. */
function filtersOf(dictionary: string): string[] {
  const match = /\/F(?:ilter|#69lter)?\s*(\[[^\]]*\]|\/[^\s/[\]<>]+)/.exec(dictionary);
  if (!match) return [];
  return names(match[1]!);
}

export function scanPdf(bytes: Uint8Array): PdfVerdict {
  const text = latin1(bytes);
  if (!text.startsWith('%PDF-') || !text.includes('%%EOF')) return 'unreadable';

  // The file outside its streams (objects, dictionaries, the trailer) is read as a whole; each stream is read
  // on its own, inflated first. Image data is not read as text: random bytes there would look like names.
  let outside = '';
  let inflated = 0;
  let from = 0;
  for (;;) {
    const start = text.indexOf('stream', from);
    if (start < 0) {
      outside += text.slice(from);
      break;
    }
    // "endstream" contains "stream": only a keyword after a dictionary opens a stream.
    if (text.slice(start - 3, start) === 'end') {
      outside += text.slice(from, start + 6);
      from = start + 6;
      continue;
    }
    outside += text.slice(from, start);
    let dataAt = start + 6;
    if (text[dataAt] === '\r') dataAt++;
    if (text[dataAt] === '\n') dataAt++;
    const end = text.indexOf('endstream', dataAt);
    if (end < 0) return 'unreadable';
    from = end + 9;
    const dictionaryStart = text.lastIndexOf('obj', start);
    const filters = filtersOf(text.slice(Math.max(dictionaryStart, 0), start));
    const data = bytes.subarray(dataAt, trimEnd(bytes, dataAt, end));
    if (filters.length === 0) {
      if (isActive(latin1(data))) return 'active';
      continue;
    }
    if (IMAGE_FILTERS.has(filters[0]!)) continue;
    if (!FLATE.has(filters[0]!) || filters.slice(1).some((filter) => !IMAGE_FILTERS.has(filter) && !FLATE.has(filter)))
      return 'unreadable';
    const decoded = inflate(data);
    if (!decoded) return 'unreadable';
    inflated += decoded.length;
    if (inflated > MAX_PDF_INFLATED_BYTES) return 'unreadable';
    if (filters.length > 1) continue; // image data underneath
    if (isActive(latin1(decoded))) return 'active';
  }
  if (names(outside).includes('encrypt')) return 'unreadable';
  return isActive(outside) ? 'active' : 'clean';
}

const isActive = (text: string) => hasActiveName(text) || hasMarkup(text);

/** A FlateDecode stream's data inflated (zlib, or raw deflate as some writers produce), or null. */
function inflate(data: Uint8Array): Uint8Array | null {
  try {
    return unzlibSync(data);
  } catch {
    try {
      return inflateSync(data);
    } catch {
      return null;
    }
  }
}

/** The end of a stream's data: the end-of-line before "endstream" is not part of it. */
function trimEnd(bytes: Uint8Array, from: number, end: number): number {
  let at = end;
  if (at > from && bytes[at - 1] === 0x0a) at--;
  if (at > from && bytes[at - 1] === 0x0d) at--;
  return at;
}
