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
import { sniffContentType } from '../lib/file-types';
import { draftValues } from '../lib/product-draft';
import { saveInput } from '../lib/product-draft-input';
import { PRODUCT_ID_PATTERN } from '../lib/product-limits';
import { requireSeller } from './guards';
import { said } from '../lib/refusals';

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
    input: z.object({ productId: z.string().regex(PRODUCT_ID_PATTERN) }),
    handler: async ({ productId }, context) => {
      const seller = requireSeller(context);
      const stock = await sellerProductStock(context.locals.db, seller.merchantId, productId);
      if (stock === null) throw new ActionError({ code: 'NOT_FOUND', message: said('product.notFound') });
      return { stock };
    },
  }),

  save: defineAction({
    accept: 'form',
    input: saveInput,
    handler: async (input, context) => {
      const seller = requireSeller(context);
      const values = draftValues(input);
      const images = await toNewImages(input.images);
      const media = { bucket: env.UPLOADS, images: env.IMAGES };
      try {
        const saved = input.productId
          ? await updateProduct(
              context.locals.db,
              media,
              seller.merchantId,
              input.productId,
              values,
              input.keepImages,
              images,
              input.intent,
              Number(input.loadedQuantity),
            )
          : await createProduct(context.locals.db, media, seller.merchantId, values, images, input.intent);
        return saved;
      } catch (error) {
        if (error instanceof ProductNotFoundError) throw new ActionError({ code: 'NOT_FOUND', message: error.message });
        // The form then reads today's stock (productEditor.stock) and saves against it.
        if (error instanceof StockChangedError)
          throw new ActionError({ code: 'PRECONDITION_FAILED', message: error.message });
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
