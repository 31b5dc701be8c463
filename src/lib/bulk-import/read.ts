/**
 * Reads an uploaded file into rows. The kind is judged by the content: an .xlsx is a zip holding a workbook,
 * a CSV is UTF-8 text; the name only tells an old binary .xls apart, which gets its own advice.
 */
import { readCsv } from './csv';
import { FILE_REFUSALS, MAX_FILE_BYTES } from './limits';
import { extensionOf } from './read-name';
import type { ReadResult } from './rows';
import { isZip, readXlsx } from './xlsx';

/** The OLE2 signature of old Office files (.xls, .doc). */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export function readImportFile(name: string, bytes: Uint8Array): ReadResult {
  const extension = extensionOf(name);
  if (bytes.length > MAX_FILE_BYTES) return { ok: false, message: FILE_REFUSALS.tooLarge };
  if (OLE2.every((byte, i) => bytes[i] === byte)) {
    return { ok: false, message: extension === 'xls' ? FILE_REFUSALS.oldExcel : FILE_REFUSALS.wrongType };
  }
  if (isZip(bytes))
    return ['csv', 'xlsx', 'xls', ''].includes(extension)
      ? readXlsx(bytes)
      : { ok: false, message: FILE_REFUSALS.wrongType };
  if (extension === 'xls') return { ok: false, message: FILE_REFUSALS.oldExcel };
  if (extension === 'xlsx') return { ok: false, message: FILE_REFUSALS.badExcel };
  if (extension !== 'csv' && extension !== '' && extension !== 'txt')
    return { ok: false, message: FILE_REFUSALS.wrongType };
  return readCsv(bytes);
}
