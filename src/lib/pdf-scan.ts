/**
 * Whether a PDF may be stored: it must be readable through to its end, and hold no active content, whether
 * written plainly or hidden. Names are read as a PDF reader reads them (`/J#61vaScript` is `/JavaScript`, and
 * `/Fi#6Cter` is the key `/Filter`), and every stream's data is decoded by each filter its dictionary names, in
 * turn, before it is read the same way (object streams included). A PDF that cannot be read through (encrypted,
 * a filter this reader cannot decode anywhere in a chain, a filter named by reference, a stream whose dictionary
 * cannot be read, data that does not decode, more stream data than the limit) is refused, since what cannot be
 * read cannot be shown to be harmless.
 */
import { Inflate, Unzlib } from 'fflate';

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
/** Filters of picture data: what they decode to is pixels, holding no names or actions, so it is not read. */
const IMAGE_FILTERS = new Set(['DCTDecode', 'DCT', 'JPXDecode', 'CCITTFaxDecode', 'CCF', 'JBIG2Decode']);
const FLATE = new Set(['FlateDecode', 'Fl']);

/**
 * The most stream data read from one PDF, counting each stream's stored bytes and the output of every filter
 * it names: a small file that decodes to more is refused (a PDF bomb, or streams laid over one another to
 * multiply the work).
 */
export const MAX_PDF_STREAM_BYTES = 64 * 1024 * 1024;
/** More filters than any writer chains on one stream. */
const MAX_FILTERS = 8;
/** Deeper nesting than any stream dictionary has. */
const MAX_NESTING = 32;

export type PdfVerdict = 'clean' | 'active' | 'unreadable';

const latin1 = (bytes: Uint8Array) => {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return text;
};

/** A name as a reader sees it: `#xx` is the byte xx. */
const decodedName = (raw: string) =>
  raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Every name in `text`, decoded and lower-cased. */
function names(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\/([^\s/[\]<>(){}%\0]*)/g)) found.push(decodedName(match[1]!).toLowerCase());
  return found;
}

const hasActiveName = (text: string) => names(text).some((name) => ACTIVE_NAMES.has(name));

/** Markup a browser could run, written plainly: the same markers the other uploads are scanned for. */
const hasMarkup = (text: string) => /<(script|html|body|iframe|svg|object|embed|img|!doctype html)\b/i.test(text);

const isActive = (text: string) => hasActiveName(text) || hasMarkup(text);

/** What is left of the stream data that may still be read. */
interface Budget {
  left: number;
}

export function scanPdf(bytes: Uint8Array): PdfVerdict {
  const text = latin1(bytes);
  if (!text.startsWith('%PDF-') || !text.includes('%%EOF')) return 'unreadable';

  // A reader finds objects through the cross-reference table, which may point anywhere, even into what looks
  // like the data of another stream: so every "stream" keyword is read as the start of a stream, overlapping
  // ones included. The file outside the streams (objects, dictionaries, the trailer) is read as a whole.
  // Picture data is not read as text: random bytes there would look like names.
  const objectStarts = [...text.matchAll(/\d+\s+\d+\s+obj(?=[\s<[(/%]|$)/g)].map((m) => m.index + m[0].length);
  const budget: Budget = { left: MAX_PDF_STREAM_BYTES };
  let outside = '';
  let outsideFrom = 0;
  let object = -1;
  for (const keyword of text.matchAll(/(?<![^\s\0()<>[\]{}%])stream(?=[\s\0()<>[\]{}/%])/g)) {
    const keywordAt = keyword.index;
    while (object + 1 < objectStarts.length && objectStarts[object + 1]! <= keywordAt) object++;
    const dictionary = object >= 0 ? streamDictionary(text, objectStarts[object]!, keywordAt) : null;
    if (!dictionary) return 'unreadable';
    const data = streamData(text, keywordAt, dictionary);
    if (!data) return 'unreadable';
    budget.left -= data.end - data.start;
    if (budget.left < 0) return 'unreadable';
    const decoded = decodedStream(bytes.subarray(data.start, data.end), dictionary, budget);
    if (decoded === null) return 'unreadable';
    if (decoded !== 'picture' && isActive(latin1(decoded))) return 'active';
    if (keywordAt >= outsideFrom) {
      outside += text.slice(outsideFrom, data.start);
      outsideFrom = data.end;
    }
  }
  outside += text.slice(outsideFrom);
  if (names(outside).includes('encrypt')) return 'unreadable';
  return isActive(outside) ? 'active' : 'clean';
}

/** Where a stream's data lies: from the line after its keyword to its /Length, or else to "endstream". */
function streamData(
  text: string,
  keywordAt: number,
  dictionary: Map<string, PdfValue>,
): { start: number; end: number } | null {
  const lineEnd = text.slice(keywordAt, keywordAt + 1024).search(/\r\n|\n|\r/);
  if (lineEnd < 0) return null;
  const start = keywordAt + lineEnd + (text.startsWith('\r\n', keywordAt + lineEnd) ? 2 : 1);
  const length = dictionary.get('Length');
  if (length?.kind === 'number' && Number.isInteger(length.value) && length.value >= 0) {
    const end = start + length.value;
    if (end <= text.length && /^\s*endstream/.test(text.slice(end, end + 64))) return { start, end };
  }
  // A /Length by reference, or one that is wrong: the data runs to the keyword, as readers then take it.
  const keywordEnd = text.indexOf('endstream', start);
  if (keywordEnd < 0) return null;
  let end = keywordEnd;
  if (end > start && text[end - 1] === '\n') end--;
  if (end > start && text[end - 1] === '\r') end--;
  return { start, end };
}

/**
 * A stream's data decoded by every filter its dictionary names, in order; 'picture' when the chain ends in a
 * picture's own filter; null when it cannot be decoded here (an unknown filter, a filter or parameter named by
 * reference, data that does not inflate, the budget spent).
 */
function decodedStream(
  data: Uint8Array,
  dictionary: Map<string, PdfValue>,
  budget: Budget,
): Uint8Array | 'picture' | null {
  const filter = eitherKey(dictionary, 'Filter', 'F', (value) => value.kind === 'name' || value.kind === 'array');
  const filters = filter === null ? null : filterNames(filter);
  if (!filters || filters.length > MAX_FILTERS) return null;
  const parameters = eitherKey(dictionary, 'DecodeParms', 'DP', () => true);
  if (parameters === null) return null;
  // One dictionary for a list of filters: some readers apply it to the first, others to none. Only parameters
  // that change nothing are read either way.
  if (filter?.kind === 'array' && parameters?.kind === 'dictionary' && parameters.entries.has('Predictor')) {
    const predictor = parameters.entries.get('Predictor');
    if (predictor?.kind !== 'number' || predictor.value !== 1) return null;
  }
  const eachParameters = filterParameters(
    filter?.kind === 'array' && parameters?.kind === 'dictionary' ? undefined : parameters,
    filters.length,
  );
  if (!eachParameters) return null;
  let decoded = data;
  for (const [index, filter] of filters.entries()) {
    if (IMAGE_FILTERS.has(filter)) return index === filters.length - 1 ? 'picture' : null;
    if (!FLATE.has(filter)) return null;
    const inflated = inflateWithin(decoded, budget);
    if (!inflated) return null;
    const unpredicted = withoutPredictor(inflated, eachParameters[index]!);
    if (!unpredicted) return null;
    decoded = unpredicted;
  }
  return decoded;
}

/**
 * The value of a key that some readers also take under its short form (/F for /Filter, /DP for /DecodeParms, as
 * pdf.js does when the short form holds what `counts` accepts); undefined when neither is there, null when both
 * are, since readers would then disagree on which one counts.
 */
function eitherKey(
  dictionary: Map<string, PdfValue>,
  key: string,
  short: string,
  counts: (value: PdfValue) => boolean,
): PdfValue | undefined | null {
  const long = dictionary.get(key);
  const abbreviated = dictionary.get(short);
  if (abbreviated === undefined || !counts(abbreviated)) return long;
  return long === undefined ? abbreviated : null;
}

/** The filters a /Filter value names, decoded; null for anything but a name or an array of names. */
function filterNames(value: PdfValue | undefined): string[] | null {
  if (value === undefined || value.kind === 'null') return [];
  if (value.kind === 'name') return [value.name];
  if (value.kind !== 'array') return null;
  const found: string[] = [];
  for (const item of value.items) {
    if (item.kind !== 'name') return null;
    found.push(item.name);
  }
  return found;
}

/** Each filter's parameters (a dictionary, or none); null when they are named by reference or malformed. */
function filterParameters(value: PdfValue | undefined, count: number): (Map<string, PdfValue> | null)[] | null {
  const one = (item: PdfValue | undefined) =>
    item === undefined || item.kind === 'null' ? null : item.kind === 'dictionary' ? item.entries : undefined;
  const items =
    value?.kind === 'array' ? value.items : Array.from({ length: count }, (_, i) => (i === 0 ? value : undefined));
  if (value?.kind === 'array' && items.length > count) return null;
  const found: (Map<string, PdfValue> | null)[] = [];
  for (let i = 0; i < count; i++) {
    const parameters = one(items[i]);
    if (parameters === undefined) return null;
    found.push(parameters);
  }
  return found;
}

/** A FlateDecode stream's data inflated (zlib, or raw deflate as some writers produce), within the budget; or null. */
function inflateWithin(data: Uint8Array, budget: Budget): Uint8Array | null {
  return inflatedBy(Unzlib, data, budget) ?? (budget.left >= 0 ? inflatedBy(Inflate, data, budget) : null);
}

/** How much compressed data is fed at once, so that a bomb is stopped after at most about a megabyte of output. */
const INFLATE_STEP = 1024;

function inflatedBy(Decoder: typeof Inflate | typeof Unzlib, data: Uint8Array, budget: Budget): Uint8Array | null {
  const parts: Uint8Array[] = [];
  let size = 0;
  const spent = new Error('over budget');
  const decoder = new Decoder((chunk) => {
    size += chunk.length;
    if (size > budget.left) throw spent;
    parts.push(chunk);
  });
  try {
    if (data.length === 0) decoder.push(data, true);
    for (let at = 0; at < data.length; at += INFLATE_STEP)
      decoder.push(data.subarray(at, at + INFLATE_STEP), at + INFLATE_STEP >= data.length);
  } catch (error) {
    if (error === spent) budget.left = -1;
    return null;
  }
  budget.left -= size;
  const inflated = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    inflated.set(part, at);
    at += part.length;
  }
  return inflated;
}

/** A whole-number parameter of a filter, its default when absent; null when named by reference or not a number. */
function integerParameter(parameters: Map<string, PdfValue>, key: string, fallback: number): number | null {
  const value = parameters.get(key);
  if (value === undefined) return fallback;
  return value.kind === 'number' && Number.isInteger(value.value) ? value.value : null;
}

/**
 * Inflated data with its predictor undone (/DecodeParms /Predictor): a PNG predictor stores each row as its
 * difference from the row above or the byte before, which would hide names from a scan of the inflated bytes.
 */
function withoutPredictor(data: Uint8Array, parameters: Map<string, PdfValue> | null): Uint8Array | null {
  if (!parameters) return data;
  const predictor = integerParameter(parameters, 'Predictor', 1);
  const colors = integerParameter(parameters, 'Colors', 1);
  const bits = integerParameter(parameters, 'BitsPerComponent', 8);
  const columns = integerParameter(parameters, 'Columns', 1);
  if (predictor === null || colors === null || bits === null || columns === null) return null;
  if (predictor === 1) return data;
  if (colors < 1 || colors > 32 || ![1, 2, 4, 8, 16].includes(bits) || columns < 1 || columns > 1 << 24) return null;
  const pixelBytes = Math.max(1, Math.ceil((colors * bits) / 8));
  const rowBytes = Math.ceil((colors * bits * columns) / 8);
  if (predictor === 2) {
    // The TIFF predictor is undone for whole bytes only; a writer uses it on pictures, not on objects.
    if (bits !== 8) return null;
    const out = data.slice();
    for (let row = 0; row < out.length; row += rowBytes)
      for (let i = row + pixelBytes; i < Math.min(row + rowBytes, out.length); i++)
        out[i] = (out[i]! + out[i - pixelBytes]!) & 0xff;
    return out;
  }
  if (predictor < 10 || predictor > 15) return null;
  const rows = Math.ceil(data.length / (rowBytes + 1));
  const out = new Uint8Array(rows * rowBytes);
  for (let row = 0; row < rows; row++) {
    const from = row * (rowBytes + 1);
    const type = data[from]!;
    const to = row * rowBytes;
    const width = Math.min(rowBytes, data.length - from - 1);
    for (let i = 0; i < width; i++) {
      const left = i >= pixelBytes ? out[to + i - pixelBytes]! : 0;
      const up = row > 0 ? out[to - rowBytes + i]! : 0;
      const upLeft = row > 0 && i >= pixelBytes ? out[to - rowBytes + i - pixelBytes]! : 0;
      const raw = data[from + 1 + i]!;
      let predicted: number;
      if (type === 0) predicted = 0;
      else if (type === 1) predicted = left;
      else if (type === 2) predicted = up;
      else if (type === 3) predicted = (left + up) >> 1;
      else if (type === 4) predicted = paeth(left, up, upLeft);
      else return null;
      out[to + i] = (raw + predicted) & 0xff;
    }
  }
  return out.subarray(0, Math.max(0, data.length - rows));
}

function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const toLeft = Math.abs(estimate - left);
  const toUp = Math.abs(estimate - up);
  const toUpLeft = Math.abs(estimate - upLeft);
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}

/** A value of a stream's dictionary, as far as deciding how to decode it needs. */
type PdfValue =
  | { kind: 'dictionary'; entries: Map<string, PdfValue> }
  | { kind: 'array'; items: PdfValue[] }
  | { kind: 'name'; name: string }
  | { kind: 'number'; value: number }
  | { kind: 'reference' }
  | { kind: 'null' }
  | { kind: 'other' };

interface Cursor {
  text: string;
  at: number;
}

const WHITESPACE = '\0\t\n\f\r ';
const DELIMITERS = '()<>[]{}/%';
const isRegular = (char: string | undefined) =>
  char !== undefined && !WHITESPACE.includes(char) && !DELIMITERS.includes(char);

/**
 * The dictionary of the stream whose keyword is at `keywordAt`, read from the object's start; null unless the
 * object is exactly a dictionary and that keyword (a key repeated is refused: readers disagree on which counts).
 */
function streamDictionary(text: string, objectStart: number, keywordAt: number): Map<string, PdfValue> | null {
  const cursor: Cursor = { text, at: objectStart };
  skipSpace(cursor);
  if (!text.startsWith('<<', cursor.at)) return null;
  const value = readValue(cursor, 0);
  if (value?.kind !== 'dictionary') return null;
  skipSpace(cursor);
  return cursor.at === keywordAt ? value.entries : null;
}

/** Skips whitespace and comments. */
function skipSpace(cursor: Cursor): void {
  const { text } = cursor;
  while (cursor.at < text.length) {
    const char = text[cursor.at]!;
    if (WHITESPACE.includes(char)) cursor.at++;
    else if (char === '%') {
      const lineEnd = text.slice(cursor.at).search(/[\r\n]/);
      cursor.at = lineEnd < 0 ? text.length : cursor.at + lineEnd;
    } else return;
  }
}

function readToken(cursor: Cursor): string {
  const from = cursor.at;
  while (isRegular(cursor.text[cursor.at])) cursor.at++;
  return cursor.text.slice(from, cursor.at);
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

function readValue(cursor: Cursor, depth: number): PdfValue | null {
  if (depth > MAX_NESTING) return null;
  skipSpace(cursor);
  const { text } = cursor;
  const char = text[cursor.at];
  if (char === undefined) return null;
  if (text.startsWith('<<', cursor.at)) {
    cursor.at += 2;
    const entries = new Map<string, PdfValue>();
    for (;;) {
      skipSpace(cursor);
      if (text.startsWith('>>', cursor.at)) {
        cursor.at += 2;
        return { kind: 'dictionary', entries };
      }
      if (text[cursor.at] !== '/') return null;
      cursor.at++;
      const key = decodedName(readToken(cursor));
      const value = readValue(cursor, depth + 1);
      if (!value || entries.has(key)) return null;
      entries.set(key, value);
    }
  }
  if (char === '[') {
    cursor.at++;
    const items: PdfValue[] = [];
    for (;;) {
      skipSpace(cursor);
      if (text[cursor.at] === ']') {
        cursor.at++;
        return { kind: 'array', items };
      }
      const item = readValue(cursor, depth + 1);
      if (!item) return null;
      items.push(item);
    }
  }
  if (char === '/') {
    cursor.at++;
    return { kind: 'name', name: decodedName(readToken(cursor)) };
  }
  if (char === '<') {
    const end = text.indexOf('>', cursor.at);
    if (end < 0) return null;
    cursor.at = end + 1;
    return { kind: 'other' };
  }
  if (char === '(') return skipString(cursor) ? { kind: 'other' } : null;
  const token = readToken(cursor);
  if (NUMBER.test(token)) {
    // "5 0 R" is a reference to an object, which this reader does not follow.
    const after = cursor.at;
    skipSpace(cursor);
    const generation = readToken(cursor);
    skipSpace(cursor);
    if (/^\d+$/.test(token) && /^\d+$/.test(generation) && readToken(cursor) === 'R') return { kind: 'reference' };
    cursor.at = after;
    return { kind: 'number', value: Number(token) };
  }
  if (token === 'null') return { kind: 'null' };
  if (token === 'true' || token === 'false') return { kind: 'other' };
  return null;
}

/** Skips a literal string: balanced parentheses, backslash escapes. False when it never ends. */
function skipString(cursor: Cursor): boolean {
  const { text } = cursor;
  let depth = 0;
  while (cursor.at < text.length) {
    const char = text[cursor.at++];
    if (char === '\\') cursor.at++;
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return true;
  }
  return false;
}
