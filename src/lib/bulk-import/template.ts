/**
 * The CSV template the Upload tab offers, generated in the browser: the header and two example rows. The header
 * and the examples' descriptions are given in the page's language; the reader accepts either language's header.
 */
import { csvLine } from '../csv';
import { TEMPLATE_COLUMNS } from './limits';

/** The examples' descriptions in English; the catalogues give them in each language. */
export const EXAMPLE_DESCRIPTIONS = [
  'Fresh mackerel, landed this morning at Labuan, per kg',
  'Twenty pieces, baked fresh, contains egg',
] as const;

const examples = (descriptions: readonly [string, string]) => [
  ['Ikan Kembung Segar', 'seafood', '12.50', '40', 'IKN-KEMBUNG-1KG', descriptions[0]],
  ['Kuih Bahulu Nyonya', 'food', '8.00', '25', 'KUIH-BAHULU-20', descriptions[1]],
];

export const TEMPLATE_FILE_NAME = 'bulk-upload-template.csv';

export function templateCsv(
  columns: readonly string[] = TEMPLATE_COLUMNS,
  descriptions: readonly [string, string] = EXAMPLE_DESCRIPTIONS,
): string {
  return [columns, ...examples(descriptions)].map(csvLine).join('');
}
