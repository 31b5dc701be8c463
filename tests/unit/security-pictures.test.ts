/** Pictures are stored with only what it takes to draw them; PDFs are read through before they are stored. */
import { zlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { checkedFileType, cleanedUpload } from '../../src/lib/file-types';
import { stripPicture } from '../../src/lib/image-strip';
import { MAX_PDF_STREAM_BYTES, scanPdf } from '../../src/lib/pdf-scan';
import {
  exifBody,
  JPEG,
  jpegSegment,
  jpegWith,
  markedPng,
  MARKUP,
  PNG,
  pdfWithEncodedStream,
  pdfWithStream,
  pngChunk,
  pngWith,
  textChunk,
  WEBP,
} from '../pictures';

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** The chunk types of a PNG, in order. */
function pngChunks(bytes: Uint8Array): string[] {
  const types: string[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 8; at < bytes.length; at += 12 + view.getUint32(at)) types.push(text(bytes.subarray(at + 4, at + 8)));
  return types;
}

/** The markers of a JPEG's segments before its first scan. */
function jpegMarkers(bytes: Uint8Array): number[] {
  const markers: number[] = [];
  for (let at = 2; at < bytes.length; ) {
    const marker = bytes[at + 1]!;
    markers.push(marker);
    if (marker === 0xda) break;
    at += 2 + ((bytes[at + 2]! << 8) | bytes[at + 3]!);
  }
  return markers;
}

describe('PNG', () => {
  it('keeps only IHDR, PLTE, tRNS, IDAT and IEND: a text chunk with markup is gone', () => {
    const hostile = pngWith(
      textChunk(),
      pngChunk('iTXt', new Uint8Array(Buffer.from(`XML:com.adobe.xmp\0\0\0\0\0${MARKUP}`))),
      pngChunk('tRNS', new Uint8Array([0, 0])),
    );
    expect(text(hostile)).toContain(MARKUP);
    const clean = cleanedUpload(hostile);
    expect(clean?.type).toBe('image/png');
    expect(pngChunks(clean!.bytes)).toEqual(['IHDR', 'tRNS', 'IDAT', 'IDAT', 'IEND']);
    expect(text(clean!.bytes)).not.toContain('onerror');
  });

  it('leaves a clean PNG byte for byte as it was, and drops what follows IEND', () => {
    expect(Buffer.from(stripPicture('image/png', PNG)!).equals(Buffer.from(PNG))).toBe(true);
    const padded = markedPng(3, 4096);
    expect(stripPicture('image/png', padded)!.length).toBeLessThan(100);
  });

  it('refuses a PNG that cannot be read through: truncated, a broken CRC, no IHDR first, no IDAT', () => {
    const broken = PNG.slice();
    broken[30]! ^= 0xff; // inside IHDR: its CRC no longer matches
    for (const bytes of [
      PNG.subarray(0, 20),
      PNG.subarray(0, PNG.length - 1),
      broken,
      new Uint8Array([...PNG.subarray(0, 8), ...pngChunk('IEND', new Uint8Array(0))]),
    ]) {
      expect(stripPicture('image/png', bytes)).toBeNull();
      expect(checkedFileType(bytes)).toBeNull();
    }
  });
});

describe('JPEG', () => {
  it('drops comments and every application segment (JFIF, ICC, Exif with GPS, XMP)', () => {
    const hostile = jpegWith(
      jpegSegment(0xfe, new Uint8Array(Buffer.from(MARKUP))),
      jpegSegment(0xe1, exifBody(1)),
      jpegSegment(0xed, new Uint8Array(Buffer.from('Photoshop 3.0'))),
    );
    const clean = cleanedUpload(hostile);
    expect(clean?.type).toBe('image/jpeg');
    const markers = jpegMarkers(clean!.bytes);
    expect(markers.filter((m) => m === 0xfe || (m >= 0xe0 && m <= 0xef))).toEqual([]);
    expect(text(clean!.bytes)).not.toMatch(/onerror|GPS|Exif|ICC_PROFILE|JFIF|Photoshop/);
    expect(clean!.bytes.at(-2)).toBe(0xff);
    expect(clean!.bytes.at(-1)).toBe(0xd9);
  });

  it('keeps the orientation a turned photo needs, in an Exif segment that holds nothing else', () => {
    const clean = stripPicture('image/jpeg', jpegWith(jpegSegment(0xe1, exifBody(6))))!;
    const markers = jpegMarkers(clean);
    expect(markers.filter((m) => m >= 0xe0 && m <= 0xef)).toEqual([0xe1]);
    const app1 = clean.subarray(2, 2 + 2 + ((clean[4]! << 8) | clean[5]!));
    expect(text(app1)).toContain('Exif');
    expect(text(app1)).not.toContain('GPS');
    expect(app1.length).toBeLessThan(40);
    // Upright photos need no orientation at all.
    expect(
      jpegMarkers(stripPicture('image/jpeg', jpegWith(jpegSegment(0xe1, exifBody(1))))!).filter(
        (m) => m >= 0xe0 && m <= 0xef,
      ),
    ).toEqual([]);
  });

  it('refuses a JPEG that cannot be read through', () => {
    for (const bytes of [
      new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
      JPEG.subarray(0, JPEG.length - 2),
      JPEG.subarray(0, 400),
    ]) {
      expect(stripPicture('image/jpeg', bytes)).toBeNull();
    }
  });
});

describe('WebP', () => {
  it('drops the ICC profile and any EXIF or XMP, and clears their flags', () => {
    const clean = cleanedUpload(WEBP)!;
    expect(clean.type).toBe('image/webp');
    expect(text(WEBP)).toContain('onerror');
    expect(text(clean.bytes)).not.toMatch(/ICCP|Google|EXIF|GPS|XMP|onerror/);
    expect(text(clean.bytes)).toContain('VP8 ');
    expect(clean.bytes[20]! & 0x2c).toBe(0);
    expect(new DataView(clean.bytes.buffer, clean.bytes.byteOffset).getUint32(4, true)).toBe(clean.bytes.length - 8);
  });
});

describe('GIF', () => {
  const gif = (...blocks: number[][]) =>
    new Uint8Array([...Buffer.from('GIF89a', 'latin1'), 1, 0, 1, 0, 0, 0, 0, ...blocks.flat(), 0x3b]);
  const subBlocks = (text: string) => [text.length, ...Buffer.from(text, 'latin1'), 0];
  const IMAGE = [0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x4c, 0x01, 0];
  const TIMING = [0x21, 0xf9, 4, 0, 10, 0, 0, 0];
  const LOOP = [0x21, 0xff, ...subBlocks('NETSCAPE2.0').slice(0, -1), 3, 1, 0, 0, 0];

  it('keeps the images, their timing and the loop count; drops comments, plain text and other application extensions', () => {
    const hostile = gif(
      LOOP,
      [0x21, 0xfe, ...subBlocks(MARKUP)],
      [0x21, 0xff, ...subBlocks('XMP DataXMP<x:xmpmeta/>')],
      TIMING,
      IMAGE,
    );
    const clean = cleanedUpload(hostile)!;
    expect(clean.type).toBe('image/gif');
    expect(text(clean.bytes)).not.toMatch(/onerror|XMP/);
    expect(Buffer.from(clean.bytes).equals(Buffer.from(gif(LOOP, TIMING, IMAGE)))).toBe(true);
  });

  it('refuses a GIF without an image or cut short', () => {
    expect(stripPicture('image/gif', gif(TIMING))).toBeNull();
    expect(stripPicture('image/gif', gif(IMAGE).subarray(0, 20))).toBeNull();
  });
});

describe('PDF', () => {
  it('reads names as a PDF reader does: /J#61vaScript is /JavaScript', () => {
    const escaped = new Uint8Array(
      Buffer.from('%PDF-1.4\n1 0 obj << /OpenAction << /S /J#61vaScript /JS (app.alert(1)) >> >>\nendobj\n%%EOF'),
    );
    expect(scanPdf(escaped)).toBe('active');
    expect(checkedFileType(escaped)).toBeNull();
    const onlyJs = new Uint8Array(
      Buffer.from('%PDF-1.4\n1 0 obj << /OpenAction << /S /#4a#61vaScript /#4A#53 (x) >> >>\nendobj\n%%EOF'),
    );
    expect(scanPdf(onlyJs)).toBe('active');
  });

  it('looks inside compressed streams, object streams included', () => {
    expect(
      scanPdf(pdfWithStream('<< /S /JavaScript /JS (app.alert(1)) >>', '/Type /ObjStm /Filter /FlateDecode')),
    ).toBe('active');
    expect(scanPdf(pdfWithStream('<< /S /Launch /F (calc.exe) >>'))).toBe('active');
    expect(scanPdf(pdfWithStream('BT /F1 12 Tf 72 720 Td (Lesen Perniagaan) Tj ET'))).toBe('clean');
    expect(checkedFileType(pdfWithStream('BT /F1 12 Tf 72 720 Td (Lesen Perniagaan) Tj ET'))).toBe('application/pdf');
  });

  it('refuses a PDF that cannot be read through', () => {
    const corrupt = pdfWithStream('BT (x) Tj ET');
    const at = Buffer.from(corrupt).indexOf('stream\n') + 9;
    corrupt[at]! ^= 0xff;
    corrupt[at + 1]! ^= 0xff;
    expect(scanPdf(corrupt)).toBe('unreadable');
    expect(scanPdf(pdfWithStream('BT (x) Tj ET', '/Filter /LZWDecode'))).toBe('unreadable');
    expect(scanPdf(pdfWithStream('BT (x) Tj ET', '/Filter [/ASCII85Decode /FlateDecode]'))).toBe('unreadable');
    expect(scanPdf(new Uint8Array(Buffer.from('%PDF-1.4\ntrailer << /Encrypt 5 0 R >>\n%%EOF')))).toBe('unreadable');
    expect(scanPdf(new Uint8Array(Buffer.from('%PDF-1.4\n1 0 obj << >>\nendobj\n')))).toBe('unreadable');
    expect(checkedFileType(corrupt)).toBeNull();
  });

  it('stores a clean PDF as it came', () => {
    const pdf = new Uint8Array(Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'));
    expect(cleanedUpload(pdf)).toEqual({ type: 'application/pdf', bytes: pdf });
  });
});

/**
 * SECURITY.md promise 7: a PDF reader applies every filter a stream names, whatever the spelling of its names, so
 * the scan does too, and refuses what it cannot decode. The PDFs are built here, each hiding an /OpenAction with
 * JavaScript in an object stream.
 */
describe('PDF: every filter of every stream, under any spelling (promise 7)', () => {
  const SCRIPT = '4 0 5 44 << /Type /Catalog /OpenAction 5 0 R >> << /S /JavaScript /JS (app.alert(1)) >>';
  const OBJECT_STREAM = '/Type /ObjStm /N 2 /First 9';
  const latin1 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
  const deflated = (text: string) => zlibSync(latin1(text));

  /** `text` as rows of `columns` bytes, each stored as its difference from the row above (PNG's Up predictor). */
  const upPredicted = (text: string, columns: number) => {
    const bytes = latin1(text.padEnd(Math.ceil(text.length / columns) * columns, ' '));
    const rows: number[] = [];
    for (let at = 0; at < bytes.length; at += columns) {
      rows.push(2);
      for (let i = 0; i < columns; i++) rows.push((bytes[at + i]! - (at > 0 ? bytes[at - columns + i]! : 0)) & 0xff);
    }
    return new Uint8Array(rows);
  };

  it('applies both filters of [/FlateDecode /FlateDecode] and finds the JavaScript', () => {
    const pdf = pdfWithEncodedStream(
      zlibSync(deflated(SCRIPT)),
      `${OBJECT_STREAM} /Filter [/FlateDecode /FlateDecode]`,
    );
    expect(scanPdf(pdf)).toBe('active');
    expect(checkedFileType(pdf)).toBeNull();
  });

  it('reads /Fi#6Cter as /Filter, and /Fl#61teDecode as /FlateDecode', () => {
    const pdf = pdfWithEncodedStream(deflated(SCRIPT), `${OBJECT_STREAM} /Fi#6Cter /FlateDecode`);
    expect(scanPdf(pdf)).toBe('active');
    expect(checkedFileType(pdf)).toBeNull();
    expect(scanPdf(pdfWithEncodedStream(deflated(SCRIPT), `${OBJECT_STREAM} /#46ilter /Fl#61teDecode`))).toBe('active');
    // pdf.js also takes /F for /Filter.
    expect(scanPdf(pdfWithEncodedStream(deflated(SCRIPT), `${OBJECT_STREAM} /F /FlateDecode`))).toBe('active');
  });

  it('reads the dictionary that opens the stream, whatever follows its /Filter', () => {
    const pdf = pdfWithEncodedStream(deflated(SCRIPT), `${OBJECT_STREAM} /Filter /FlateDecode /Xobj 1`);
    expect(scanPdf(pdf)).toBe('active');
  });

  it('undoes a PNG predictor before reading', () => {
    const pdf = pdfWithEncodedStream(
      zlibSync(upPredicted(SCRIPT, 4)),
      `${OBJECT_STREAM} /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 4 >>`,
    );
    expect(scanPdf(pdf)).toBe('active');
  });

  it('reads a stream that sits inside the data of another', () => {
    const inner = deflated(SCRIPT);
    const data = new Uint8Array([
      ...latin1(`5 0 obj\n<< ${OBJECT_STREAM} /Length ${inner.length} /Filter /FlateDecode >>\nstream\n`),
      ...inner,
      ...latin1('\nendstream\nendobj\n'),
    ]);
    expect(scanPdf(pdfWithEncodedStream(data, ''))).toBe('active');
  });

  it('refuses a chain with a filter it cannot decode, a filter named by reference, or data that does not decode', () => {
    expect(scanPdf(pdfWithEncodedStream(deflated(SCRIPT), '/Filter [/FlateDecode /LZWDecode]'))).toBe('unreadable');
    expect(scanPdf(pdfWithEncodedStream(deflated(SCRIPT), '/Filter [/FlateDecode /Crypt]'))).toBe('unreadable');
    expect(scanPdf(pdfWithEncodedStream(deflated(SCRIPT), '/Filter 7 0 R'))).toBe('unreadable');
    expect(scanPdf(pdfWithEncodedStream(deflated(SCRIPT), '/Filter [/FlateDecode /FlateDecode]'))).toBe('unreadable');
    expect(
      scanPdf(pdfWithEncodedStream(deflated(SCRIPT), '/Filter /FlateDecode /DecodeParms << /Predictor 9 0 R >>')),
    ).toBe('unreadable');
  });

  it('bounds the work: a chain that decodes to more than the limit is refused', () => {
    const bomb = zlibSync(zlibSync(new Uint8Array(MAX_PDF_STREAM_BYTES + 1)));
    expect(scanPdf(pdfWithEncodedStream(bomb, '/Filter [/FlateDecode /FlateDecode]'))).toBe('unreadable');
  });

  it('still accepts a compressed picture, a predicted cross-reference stream and plain text under two filters', () => {
    expect(scanPdf(pdfWithEncodedStream(zlibSync(JPEG), '/Subtype /Image /Filter [/FlateDecode /DCTDecode]'))).toBe(
      'clean',
    );
    const offsets = '\u0001\u0000\u0010\u0000\u0001\u0000\u0050\u0000';
    expect(
      scanPdf(
        pdfWithEncodedStream(
          zlibSync(upPredicted(offsets, 4)),
          '/Type /XRef /W [1 2 1] /Filter /FlateDecode /DecodeParms << /Columns 4 /Predictor 12 >>',
        ),
      ),
    ).toBe('clean');
    expect(
      scanPdf(
        pdfWithEncodedStream(
          zlibSync(deflated('BT /F1 12 Tf 72 720 Td (Lesen Perniagaan) Tj ET')),
          '/Filter [/FlateDecode /FlateDecode]',
        ),
      ),
    ).toBe('clean');
  });
});
