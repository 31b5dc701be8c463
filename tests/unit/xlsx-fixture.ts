/** Small .xlsx workbooks built in memory, as Excel lays them out, for the tests of the bulk upload reader. */
import { strToU8, zipSync, type Zippable } from 'fflate';

export type Cell = string | number | null | { inline: string } | { formula: string; value: string };

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Strings go to the shared strings table, numbers stay numbers, { inline } is an inline string. */
export function xlsxParts(rows: Cell[][], options: { sheetPath?: string; rowNumbers?: number[] } = {}): Zippable {
  const shared: string[] = [];
  const sheetRows = rows
    .map((cells, r) => {
      const rowNumber = options.rowNumbers?.[r] ?? r + 1;
      const xml = cells
        .map((cell, c) => {
          const ref = `${columnName(c)}${rowNumber}`;
          if (cell === null) return '';
          if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
          if (typeof cell === 'object' && 'inline' in cell)
            return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(cell.inline)}</t></is></c>`;
          if (typeof cell === 'object')
            return `<c r="${ref}" t="str"><f>${escapeXml(cell.formula)}</f><v>${escapeXml(cell.value)}</v></c>`;
          shared.push(cell);
          return `<c r="${ref}" t="s"><v>${shared.length - 1}</v></c>`;
        })
        .join('');
      return `<row r="${rowNumber}">${xml}</row>`;
    })
    .join('');
  const sheetPath = options.sheetPath ?? 'worksheets/sheet1.xml';
  return {
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
    ),
    'xl/workbook.xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Products" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="${sheetPath}"/></Relationships>`,
    ),
    'xl/sharedStrings.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${shared.length}" uniqueCount="${shared.length}">${shared
        .map((s) => `<si><t xml:space="preserve">${escapeXml(s)}</t></si>`)
        .join('')}</sst>`,
    ),
    [`xl/${sheetPath}`]: strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`,
    ),
  };
}

export function xlsxBytes(rows: Cell[][], options?: Parameters<typeof xlsxParts>[1]): Uint8Array {
  return zipSync(xlsxParts(rows, options));
}
