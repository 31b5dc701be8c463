/** The shop's one CSV writer (src/lib/csv.ts), which every export and the bulk upload's template use. */
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from '../../src/lib/csv';
import { templateCsv } from '../../src/lib/bulk-import/template';

describe('csvCell', () => {
  it('quotes a cell holding a quote, comma or line break, doubling its quotes', () => {
    expect(csvCell('Lim, "Jay"')).toBe('"Lim, ""Jay"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('carriage\rreturn')).toBe('"carriage\rreturn"');
    expect(csvCell('Ikan Kembung')).toBe('Ikan Kembung');
    expect(csvCell(12)).toBe('12');
  });

  it('defuses a cell that a spreadsheet would run as a formula, and keeps a negative number a number', () => {
    for (const formula of ['=SUM(A1)', '+1+1', '-1+cmd', '@A1', '\tx', '-', '-4.5e2'])
      expect(csvCell(formula)).toBe(`'${formula}`);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    for (const number of ['-4', '-4.50', -12.5]) expect(csvCell(number)).toBe(String(number));
  });
});

describe('csvLine', () => {
  it('joins the cells with commas and ends with CRLF', () => {
    expect(csvLine(['ORD-1', 'Lim, Jay', -3, '=1'])).toBe(`ORD-1,"Lim, Jay",-3,'=1\r\n`);
  });

  it('writes the bulk upload template as every other CSV', () => {
    const lines = templateCsv().split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe('name,category,price,quantity,sku,description');
    expect(lines[1]).toBe(
      'Ikan Kembung Segar,seafood,12.50,40,IKN-KEMBUNG-1KG,"Fresh mackerel, landed this morning at Labuan, per kg"',
    );
  });
});
