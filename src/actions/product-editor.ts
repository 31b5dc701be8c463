/** The seller's product form: one save for both buttons (Publish Product, Save as Draft), new or edited. */
import { env } from 'cloudflare:workers';
import { ActionError, defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import {
  BadImageError,
  createProduct,
  sellerProductStock,
  ImagesRequiredError,
  ProductNotFoundError,
  SkuTakenError,
  StockChangedError,
  TooManyImagesError,
  UnsellablePriceError,
  updateProduct,
  type NewImage,
} from '../data/products';
import { checkedFileType, sniffContentType } from '../lib/file-types';
import {
  draftValues,
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  MAX_IMAGES,
  MAX_TAG_LENGTH,
  MAX_TAGS,
  TEXT_LIMITS,
  validateDraft,
  type ProductDraft,
} from '../lib/product-draft';
import { checkbox, text } from '../lib/form-input';
import { requireSeller } from './guards';

const ID = /^[A-Za-z0-9_-]{1,80}$/;

export const saveInput = z
  .object({
    intent: z.enum(['publish', 'draft']),
    productId: z.string().regex(ID).nullish(),
    name: text(TEXT_LIMITS.name),
    description: text(TEXT_LIMITS.description),
    category: text(40),
    condition: text(20).transform((value) => value || 'new'),
    price: text(20),
    compareAtPrice: text(20),
    sku: text(TEXT_LIMITS.sku),
    quantity: text(20),
    /** On an edit: the quantity the form was loaded with (the seller's quantity is a change from it). */
    loadedQuantity: text(20),
    weight: text(20),
    length: text(20),
    width: text(20),
    height: text(20),
    tags: z.array(z.string().max(MAX_TAG_LENGTH)).max(MAX_TAGS),
    images: z.array(z.instanceof(File)).max(MAX_IMAGES * 2),
    keepImages: z.array(z.string().regex(ID)).max(MAX_IMAGES + 1),
    isActive: checkbox,
    trackQuantity: checkbox,
    allowBackorders: checkbox,
    requiresShipping: checkbox,
    taxable: checkbox,
  })
  .superRefine(async (input, ctx) => {
    // An empty file input arrives as a nameless, empty File: that is no file.
    const files = input.images.filter((file) => file.size > 0);
    for (const file of files) {
      // The size first, from the upload's length: an oversized file is refused without being read.
      if (file.size > MAX_IMAGE_BYTES) {
        ctx.addIssue({ code: 'custom', path: ['images'], message: `${file.name || 'An image'} is larger than 10MB` });
        continue;
      }
      const type = checkedFileType(new Uint8Array(await file.arrayBuffer()));
      if (!type || !(IMAGE_TYPES as readonly string[]).includes(type)) {
        ctx.addIssue({ code: 'custom', path: ['images'], message: `${file.name || 'A file'} is not a PNG, JPG, GIF or WebP image` });
      }
    }
    if (input.productId && !/^\d{1,7}$/.test(input.loadedQuantity)) {
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'Please reload the product before saving: its stock could not be read.' });
    }
    // Kept images exist only on a product being edited; the data layer checks that each is really its own.
    const kept = input.productId ? new Set(input.keepImages).size : 0;
    const errors = validateDraft(input as unknown as ProductDraft, kept + files.length, input.intent);
    for (const [field, message] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: [field], message });
  });

async function toNewImages(files: File[]): Promise<NewImage[]> {
  const images: NewImage[] = [];
  for (const file of files) {
    if (file.size === 0) continue;
    const bytes = await file.arrayBuffer();
    // The input schema has checked the whole file already; here only its type is read.
    const type = sniffContentType(new Uint8Array(bytes, 0, Math.min(16, bytes.byteLength)));
    images.push({ contentType: type as NewImage['contentType'], bytes });
  }
  return images;
}

export const productEditor = {
  /** Today's stock of one of the seller's products: the edit form's new starting point after a sale. */
  stock: defineAction({
    input: z.object({ productId: z.string().regex(ID) }),
    handler: async ({ productId }, context) => {
      const seller = requireSeller(context);
      const stock = await sellerProductStock(context.locals.db, seller.merchantId, productId);
      if (stock === null) throw new ActionError({ code: 'NOT_FOUND', message: 'This product does not exist or is not one of yours.' });
      return { stock };
    },
  }),

  save: defineAction({
    accept: 'form',
    input: saveInput,
    handler: async (input, context) => {
      const seller = requireSeller(context);
      const values = draftValues(input as unknown as ProductDraft);
      const images = await toNewImages(input.images);
      try {
        const saved = input.productId
          ? await updateProduct(
              context.locals.db,
              env.UPLOADS,
              seller.merchantId,
              input.productId,
              values,
              input.keepImages,
              images,
              input.intent,
              Number(input.loadedQuantity),
            )
          : await createProduct(context.locals.db, env.UPLOADS, seller.merchantId, values, images, input.intent);
        return saved;
      } catch (error) {
        if (error instanceof ProductNotFoundError) throw new ActionError({ code: 'NOT_FOUND', message: error.message });
        // The form then reads today's stock (productEditor.stock) and saves against it.
        if (error instanceof StockChangedError) throw new ActionError({ code: 'PRECONDITION_FAILED', message: error.message });
        if (error instanceof SkuTakenError || error instanceof TooManyImagesError || error instanceof BadImageError) {
          throw new ActionError({ code: 'CONFLICT', message: error.message });
        }
        if (error instanceof ImagesRequiredError || error instanceof UnsellablePriceError) {
          throw new ActionError({ code: 'BAD_REQUEST', message: error.message });
        }
        throw error;
      }
    },
  }),
};
