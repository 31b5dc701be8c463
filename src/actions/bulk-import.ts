/**
 * Bulk upload: `read` parses a file on the server and writes nothing; `upload` writes a batch of rows as
 * typed, checking each again. Both act for the signed-in seller's own catalogue only.
 */
import { ActionError, defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { existingSkus, importProducts } from '../data/products';
import { FILE_REFUSALS, MAX_FILE_BYTES, UPLOAD_BATCH_SIZE } from '../lib/bulk-import/limits';
import { readImportFile } from '../lib/bulk-import/read';
import { checkRows } from '../lib/bulk-import/rows';
import { CATEGORY_NAMES } from '../i18n/category-names';
import { optionalFile } from '../lib/form-input';
import { requireSeller } from './guards';

/** Cells longer than this are refused outright: every column's own limit is far below it. */
const CELL = z.string().max(10_000);

const rawRow = z.object({
  line: z.number().int().min(1).max(1_048_576),
  name: CELL,
  category: CELL,
  price: CELL,
  quantity: CELL,
  sku: CELL,
  description: CELL,
});

export const bulkImport = {
  read: defineAction({
    accept: 'form',
    input: z.object({ file: optionalFile }),
    handler: async ({ file }, context) => {
      const seller = requireSeller(context);
      if (!file) throw new ActionError({ code: 'BAD_REQUEST', message: FILE_REFUSALS.empty });
      if (file.size > MAX_FILE_BYTES) throw new ActionError({ code: 'BAD_REQUEST', message: FILE_REFUSALS.tooLarge });
      const result = readImportFile(file.name, new Uint8Array(await file.arrayBuffer()));
      if (!result.ok) throw new ActionError({ code: 'BAD_REQUEST', message: result.message });
      const firstCheck = checkRows(result.rows);
      const catalogueSkus = [
        ...(await existingSkus(
          context.locals.db,
          seller.merchantId,
          firstCheck.map((row) => row.finalSku),
        )),
      ];
      return { rows: checkRows(result.rows, catalogueSkus, CATEGORY_NAMES), catalogueSkus };
    },
  }),

  upload: defineAction({
    input: z.object({
      rows: z
        .array(rawRow)
        .min(1)
        .max(UPLOAD_BATCH_SIZE * 2),
    }),
    handler: async ({ rows }, context) => {
      const seller = requireSeller(context);
      return { results: await importProducts(context.locals.db, seller.merchantId, rows, CATEGORY_NAMES) };
    },
  }),
};
