/**
 * Hostile and random input for the bulk upload reader: whatever arrives, the answer is a well-formed list of
 * rows or a refusal with a message, never an uncaught error.
 */
import fc from 'fast-check';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { FILE_REFUSALS, MAX_PRODUCTS } from '../../src/lib/bulk-import/limits';
import { readImportFile } from '../../src/lib/bulk-import/read';
import { checkRows, type ReadResult } from '../../src/lib/bulk-import/rows';
import { readCsvText } from '../../src/lib/bulk-import/csv';
import { readXlsx } from '../../src/lib/bulk-import/xlsx';
import { xlsxBytes, xlsxParts, type Cell } from './xlsx-fixture';

const FIELDS = ['line', 'name', 'category', 'price', 'quantity', 'sku', 'description'] as const;
const REFUSALS = new Set<string>(Object.values(FILE_REFUSALS));

function expectWellFormed(result: ReadResult): void {
  if (!result.ok) {
    expect(REFUSALS.has(result.message)).toBe(true);
    return;
  }
  expect(result.rows.length).toBeGreaterThan(0);
  expect(result.rows.length).toBeLessThanOrEqual(MAX_PRODUCTS);
  for (const row of result.rows) {
    expect(Object.keys(row).sort()).toEqual([...FIELDS].sort());
    expect(Number.isInteger(row.line) && row.line >= 1).toBe(true);
    for (const field of FIELDS.slice(1)) expect(typeof row[field]).toBe('string');
  }
  for (const checked of checkRows(result.rows)) {
    expect(['valid', 'warning', 'error']).toContain(checked.status);
    expect(checked.status === 'error').toBe(checked.errors.length > 0);
  }
}

const HOSTILE = [
  '"',
  '""',
  ',',
  ';',
  '\t',
  '\n',
  '\r\n',
  '\r',
  '\uFEFF',
  '=cmd|',
  '<img src=x onerror=alert(1)>',
  '-1',
  '1e999',
  'NaN',
  '\u0000',
  '\uD800',
  'Ikan Kembung Segar',
  'name',
  'price',
];
const csvToken = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
);
const csvText = fc.array(csvToken, { maxLength: 60 }).map((tokens) => tokens.join(''));
const withHeader = csvText.map((body) => `name,category,price,quantity,sku,description\n${body}`);

const cell: fc.Arbitrary<Cell> = fc.oneof(
  fc.string({ maxLength: 10 }),
  fc.constantFrom(...HOSTILE),
  fc.double({ noNaN: false }),
  fc.integer(),
  fc.constant(null),
  fc.string({ maxLength: 8 }).map((inline) => ({ inline })),
);
const sheet = fc
  .array(fc.array(cell, { maxLength: 8 }), { maxLength: 12 })
  .map((rows) => [['name', 'category', 'price', 'quantity', 'sku'] as Cell[], ...rows]);

// About five seconds in all on an idle machine; the timeout leaves room for a busy one.
describe('the bulk upload reader under random and hostile input', { timeout: 60_000 }, () => {
  it('reads any CSV text into rows or a refusal', () => {
    fc.assert(
      fc.property(fc.oneof(csvText, withHeader), (text) => {
        expectWellFormed(readCsvText(text));
        expectWellFormed(readImportFile('random.csv', strToU8(text)));
      }),
      { numRuns: 3000 },
    );
  });

  it('reads any bytes, under any name, into rows or a refusal', () => {
    const name = fc.constantFrom('a.csv', 'a.xlsx', 'a.xls', 'a.txt', 'a', 'a.png');
    const prefix = fc.constantFrom(
      [],
      [0x50, 0x4b, 0x03, 0x04],
      [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
      [0xef, 0xbb, 0xbf],
    );
    fc.assert(
      fc.property(name, prefix, fc.uint8Array({ maxLength: 300 }), (fileName, head, body) => {
        expectWellFormed(readImportFile(fileName, new Uint8Array([...head, ...body])));
      }),
      { numRuns: 3000 },
    );
  });

  it('reads any workbook built from random cells', () => {
    fc.assert(
      fc.property(sheet, (rows) => {
        const result = readXlsx(xlsxBytes(rows));
        expectWellFormed(result);
      }),
      { numRuns: 1500 },
    );
  });

  it('survives zip archives with corrupted bytes and hostile parts', () => {
    const base = xlsxBytes([
      ['name', 'category', 'price', 'quantity'],
      ['Ikan', 'seafood', 12, 40],
    ]);
    const flips = fc.array(fc.tuple(fc.nat({ max: base.length - 1 }), fc.integer({ min: 0, max: 255 })), {
      minLength: 1,
      maxLength: 8,
    });
    fc.assert(
      fc.property(flips, (changes) => {
        const bytes = base.slice();
        for (const [at, value] of changes) bytes[at] = value;
        expectWellFormed(readXlsx(bytes));
      }),
      { numRuns: 1500 },
    );

    const partName = fc.constantFrom(
      '[Content_Types].xml',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/sharedStrings.xml',
      'xl/worksheets/sheet1.xml',
    );
    const partText = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.constantFrom(
        '<',
        '<?xml version="1.0"?>',
        '<worksheet><sheetData><row r="x"><c r="ZZZZ9" t="s"><v>99</v></c></row></sheetData></worksheet>',
        '<sst><si><r><t>a</t></r><r><t>b</t></r></si></sst>',
        '<workbook><sheets><sheet r:id="rId9"/></sheets></workbook>',
        '<!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>',
      ),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(partName, partText), { maxLength: 5 }), (replacements) => {
        const parts: Zippable = xlsxParts([
          ['name', 'category', 'price', 'quantity'],
          ['Ikan', 'seafood', 12, 40],
        ]);
        for (const [name, text] of replacements) parts[name] = strToU8(text);
        expectWellFormed(readXlsx(zipSync(parts)));
      }),
      { numRuns: 1500 },
    );
  });
});
