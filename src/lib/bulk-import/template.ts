/** The CSV template the Upload tab offers, generated in the browser: the header and two example rows. */
import { csvLine } from '../csv';
import { TEMPLATE_COLUMNS } from './limits';

const EXAMPLES = [
  [
    'Ikan Kembung Segar',
    'seafood',
    '12.50',
    '40',
    'IKN-KEMBUNG-1KG',
    'Fresh mackerel, landed this morning at Labuan, per kg',
  ],
  ['Kuih Bahulu Nyonya', 'food', '8.00', '25', 'KUIH-BAHULU-20', 'Twenty pieces, baked fresh, contains egg'],
];

export const TEMPLATE_FILE_NAME = 'bulk-upload-template.csv';

export function templateCsv(): string {
  return [TEMPLATE_COLUMNS, ...EXAMPLES].map(csvLine).join('');
}
