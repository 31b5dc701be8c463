/**
 * Excel .xlsx files: a zip of XML parts. Only the parts needed are inflated (content types, workbook and its
 * relations, shared strings, worksheets), and only when the sizes they declare stay under the cap; fflate
 * never writes more than an entry declares, so the cap bounds the memory used. The first sheet is read.
 */
import { unzipSync } from 'fflate';
import { XMLParser } from 'fast-xml-parser';
import { FILE_REFUSALS, MAX_INFLATED_BYTES } from './limits';
import { rowsFromTable, type ReadResult, type TableRow } from './rows';

/** Columns beyond this are ignored: the template has six, and a huge column letter must not build a huge row. */
const MAX_COLUMNS = 64;
const MAX_SHEET_ROW = 1_048_576;

class Refusal extends Error {}

const WANTED =
  /^(\[Content_Types\]\.xml|xl\/workbook\.xml|xl\/_rels\/workbook\.xml\.rels|xl\/sharedStrings\.xml|xl\/worksheets\/[^/]+\.xml)$/;

export const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** The parts of the workbook, inflated within the cap; a Refusal when they would exceed it. */
function unzipParts(bytes: Uint8Array): Record<string, Uint8Array> {
  let declared = 0;
  const parts = unzipSync(bytes, {
    filter(file) {
      if (!WANTED.test(file.name)) return false;
      declared += file.originalSize;
      if (file.originalSize > MAX_INFLATED_BYTES || declared > MAX_INFLATED_BYTES)
        throw new Refusal(FILE_REFUSALS.excelTooBig);
      return true;
    },
  });
  const inflated = Object.values(parts).reduce((sum, part) => sum + part.length, 0);
  if (inflated > MAX_INFLATED_BYTES) throw new Refusal(FILE_REFUSALS.excelTooBig);
  return parts;
}

const LIST_TAGS = new Set(['row', 'c', 'si', 'r', 'sheet', 'Relationship']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  isArray: (name) => LIST_TAGS.has(name),
});

function parseXml(part: Uint8Array | undefined): Record<string, unknown> {
  if (!part) throw new Refusal(FILE_REFUSALS.badExcel);
  const text = new TextDecoder('utf-8').decode(part);
  // No document type: entity definitions are how XML bombs grow, and a workbook never needs them.
  if (/<!DOCTYPE/i.test(text)) throw new Refusal(FILE_REFUSALS.badExcel);
  const parsed: unknown = parser.parse(text);
  if (!parsed || typeof parsed !== 'object') throw new Refusal(FILE_REFUSALS.badExcel);
  return parsed as Record<string, unknown>;
}

type Node = Record<string, unknown>;
const asNode = (value: unknown): Node =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : {};
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/** The text of an element that may be a plain string or an object with attributes and '#text'. */
function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(textOf).join('');
  return textOf((value as Node)['#text']);
}

/** A shared or inline string: plain `<t>`, or rich text made of runs `<r><t>`. */
function richText(value: unknown): string {
  const node = asNode(value);
  if (node.t !== undefined) return textOf(node.t);
  return asList(node.r)
    .map((run) => textOf(asNode(run).t))
    .join('');
}

/** "A" is 0, "Z" 25, "AA" 26; null for anything that is not a plain column letter. */
export function columnIndex(reference: string): number | null {
  const match = /^([A-Z]{1,3})\d*$/i.exec(reference.trim());
  if (!match) return null;
  let index = 0;
  for (const letter of match[1]!.toUpperCase()) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

/** A number as a spreadsheet stores it, written back as people type it: 12.300000000000001 is "12.3". */
function numberText(raw: string): string {
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value)) return raw;
  return String(Number(value.toPrecision(15)));
}

function cellText(cell: Node, shared: readonly string[]): string {
  const type = textOf(cell['@_t']);
  const raw = textOf(cell.v);
  switch (type) {
    case 's': {
      const index = Number(raw);
      return Number.isInteger(index) && index >= 0 && index < shared.length ? shared[index]! : '';
    }
    case 'inlineStr':
      return richText(cell.is);
    case 'b':
      return raw === '1' ? 'TRUE' : raw === '0' ? 'FALSE' : raw;
    case 'str':
    case 'e':
      return raw;
    default:
      return numberText(raw);
  }
}

/** The worksheet the workbook lists first, found through the workbook's relations. */
function firstSheetPath(parts: Record<string, Uint8Array>): string {
  const workbook = asNode(parseXml(parts['xl/workbook.xml']).workbook);
  const first = asNode(asList(asNode(workbook.sheets).sheet)[0]);
  const relationId = textOf(first['@_id']);
  if (parts['xl/_rels/workbook.xml.rels'] && relationId) {
    const relations = asList(asNode(parseXml(parts['xl/_rels/workbook.xml.rels']).Relationships).Relationship);
    const target = textOf(asNode(relations.find((r) => textOf(asNode(r)['@_Id']) === relationId))['@_Target']);
    if (target) return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
  }
  return 'xl/worksheets/sheet1.xml';
}

function sheetTable(sheet: Node, shared: readonly string[]): TableRow[] {
  const rows = asList(asNode(asNode(sheet.worksheet).sheetData).row);
  const table: TableRow[] = [];
  let previousLine = 0;
  for (const entry of rows) {
    const row = asNode(entry);
    const declaredLine = Number(textOf(row['@_r']));
    const line =
      Number.isInteger(declaredLine) && declaredLine > previousLine && declaredLine <= MAX_SHEET_ROW
        ? declaredLine
        : previousLine + 1;
    previousLine = line;
    const cells: string[] = [];
    let nextColumn = 0;
    for (const item of asList(row.c)) {
      const cell = asNode(item);
      const reference = textOf(cell['@_r']);
      const column = reference ? (columnIndex(reference) ?? nextColumn) : nextColumn;
      nextColumn = column + 1;
      if (column >= MAX_COLUMNS) continue;
      while (cells.length < column) cells.push('');
      cells[column] = cellText(cell, shared);
    }
    table.push({ line, cells });
  }
  return table;
}

export function readXlsx(bytes: Uint8Array): ReadResult {
  try {
    if (!isZip(bytes)) return { ok: false, message: FILE_REFUSALS.badExcel };
    const parts = unzipParts(bytes);
    if (!parts['[Content_Types].xml'] || !parts['xl/workbook.xml'])
      return { ok: false, message: FILE_REFUSALS.badExcel };
    const shared = parts['xl/sharedStrings.xml']
      ? asList(asNode(parseXml(parts['xl/sharedStrings.xml']).sst).si).map(richText)
      : [];
    const sheet = parts[firstSheetPath(parts)];
    if (!sheet) return { ok: false, message: FILE_REFUSALS.badExcel };
    return rowsFromTable(sheetTable(parseXml(sheet), shared));
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, message: error.message };
    return { ok: false, message: FILE_REFUSALS.badExcel };
  }
}
