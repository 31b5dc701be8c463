/**
 * The product form as the server receives it (one save for both buttons, new or edited): zod reads the form
 * into the draft's fields (src/lib/product-draft.ts), checks each image by its bytes, and applies the draft's
 * schema and rules for the intent, the same the editor applies in the browser.
 */
import { z } from 'astro/zod';
import { checkedFileType } from './file-types';
import { formFields, text } from './form-input';
import { said } from './refusals';
import { IMAGE_TYPES, MAX_IMAGE_BYTES, MAX_IMAGES, productDraftSchema, validateDraft } from './product-draft';
import { PRODUCT_ID_PATTERN } from './product-limits';

export const saveInput = z
  .object({
    intent: z.enum(['publish', 'draft']),
    productId: z.string().regex(PRODUCT_ID_PATTERN).nullish(),
    // The draft's fields as the form sends them; the draft schema's limits are judged with its rules below.
    ...formFields(productDraftSchema.shape, 5000),
    condition: text(20).transform((value) => value || 'new'),
    /** On an edit: the quantity the form was loaded with (the seller's quantity is a change from it). */
    loadedQuantity: text(20),
    tags: productDraftSchema.shape.tags,
    images: z.array(z.instanceof(File)).max(MAX_IMAGES * 2),
    keepImages: z.array(z.string().regex(PRODUCT_ID_PATTERN)).max(MAX_IMAGES + 1),
  })
  .superRefine(async (input, ctx) => {
    // An empty file input arrives as a nameless, empty File: that is no file.
    const files = input.images.filter((file) => file.size > 0);
    for (const [index, file] of files.entries()) {
      // A file is named as it was chosen; one sent without a name (by hand), by its place in the upload.
      const name = file.name || `#${index + 1}`;
      // The size first, from the upload's length: an oversized file is refused without being read.
      if (file.size > MAX_IMAGE_BYTES) {
        ctx.addIssue({ code: 'custom', path: ['images'], message: said('product.fileTooLarge', { name }) });
        continue;
      }
      const type = checkedFileType(new Uint8Array(await file.arrayBuffer()));
      if (!type || !(IMAGE_TYPES as readonly string[]).includes(type)) {
        ctx.addIssue({ code: 'custom', path: ['images'], message: said('product.fileNotImage', { name }) });
      }
    }
    if (input.productId && !/^\d{1,7}$/.test(input.loadedQuantity)) {
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: said('product.reloadStock') });
    }
    // Kept images exist only on a product being edited; the data layer checks that each is really its own.
    const kept = input.productId ? new Set(input.keepImages).size : 0;
    const errors = validateDraft(input, kept + files.length, input.intent);
    for (const [field, message] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: [field], message });
  });
