/** CSV files: checked to be UTF-8 text, then parsed with papaparse (quotes, commas and new lines in quotes). */
import Papa from 'papaparse';
import { FILE_REFUSALS } from './limits';
import { rowsFromTable, type ReadResult, type TableRow } from './rows';

/** The text of a CSV file, without its byte order mark; null when it is not UTF-8 text. */
export function csvText(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

export function readCsv(bytes: Uint8Array): ReadResult {
  const text = csvText(bytes);
  if (text === null) return { ok: false, message: FILE_REFUSALS.notText };
  return readCsvText(text);
}

export function readCsvText(text: string): ReadResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: false,
  });
  if (parsed.errors.some((error) => error.code === 'MissingQuotes'))
    return { ok: false, message: FILE_REFUSALS.badQuotes };
  const table: TableRow[] = parsed.data.map((cells, index) => ({
    line: index + 1,
    cells: Array.isArray(cells) ? cells.map((cell) => String(cell ?? '')) : [],
  }));
  return rowsFromTable(table);
}
