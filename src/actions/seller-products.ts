/**
 * Manage Products: status changes, delete and duplicate of the signed-in seller's own products. Each action
 * answers with what changed; the list then reads its page again, so that it shows the server's truth.
 */
import { env } from 'cloudflare:workers';
import { ActionError, defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { isUnsellablePriceRefusal } from '../lib/product-rules';
import { deleteProducts, duplicateProduct, setProductStatus, type ProductStatusChange } from '../data/products';
import { sellerProductById, sellerProductPage } from '../data/seller-products';
import { parseSellerProductQuery } from '../lib/seller-products';
import { requireSeller } from './guards';

const productId = z.string().trim().min(1).max(64);
const bulkInput = z.object({ ids: z.array(productId).min(1).max(500) });

/** Any id that is not the seller's own product refuses the whole call (the data layer then changed nothing). */
function refuseForeign(notFound: string[]): void {
  if (notFound.length > 0) throw new ActionError({ code: 'NOT_FOUND', message: 'Product not found.' });
}

function statusAction(status: ProductStatusChange) {
  return defineAction({
    input: bulkInput,
    handler: async ({ ids }, context) => {
      const seller = requireSeller(context);
      let result: Awaited<ReturnType<typeof setProductStatus>>;
      try {
        result = await setProductStatus(context.locals.db, seller.merchantId, ids, status);
      } catch (error) {
        if (!isUnsellablePriceRefusal(error)) throw error;
        throw new ActionError({
          code: 'BAD_REQUEST',
          message: 'A product without a price cannot be put on sale. Set its price first.',
        });
      }
      refuseForeign(result.notFound);
      return result;
    },
  });
}

export const sellerProducts = {
  /** A fresh page of the list, for the state in `query` (Manage Products' query string; the first page by default). */
  list: defineAction({
    input: z.object({ query: z.string().max(1000).optional() }).optional(),
    handler: async (input, context) => {
      const seller = requireSeller(context);
      return sellerProductPage(
        context.locals.db,
        seller.merchantId,
        parseSellerProductQuery(new URLSearchParams(input?.query ?? '')),
      );
    },
  }),

  activate: statusAction('active'),
  deactivate: statusAction('draft'),
  archive: statusAction('archived'),

  /** Products with orders or reviews are archived instead of erased; the result says which. */
  delete: defineAction({
    input: bulkInput,
    handler: async ({ ids }, context) => {
      const seller = requireSeller(context);
      const { imageKeys, ...result } = await deleteProducts(context.locals.db, seller.merchantId, ids);
      refuseForeign(result.notFound);
      // The rows are gone; a leftover object would only cost storage, so a failed removal does not fail the delete.
      if (imageKeys.length > 0)
        await env.UPLOADS.delete(imageKeys).catch((error) => console.error('R2 delete failed', error));
      return {
        ...result,
        changed: result.deleted.length + result.archived.length,
      };
    },
  }),

  duplicate: defineAction({
    input: z.object({ id: productId }),
    handler: async ({ id }, context) => {
      const seller = requireSeller(context);
      const result = await duplicateProduct(context.locals.db, seller.merchantId, id);
      if (!result.ok) throw new ActionError({ code: 'NOT_FOUND', message: 'Product not found.' });
      return {
        id: result.id,
        name: result.name,
        sku: result.sku,
        product: await sellerProductById(context.locals.db, seller.merchantId, result.id),
      };
    },
  }),
};
