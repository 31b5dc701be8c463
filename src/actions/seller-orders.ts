/**
 * Seller orders: a status change of one of the signed-in seller's own orders. The answer carries the fresh
 * list row, so that the list island shows the server's truth at once.
 */
import { ActionError, defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { changeSellerOrderStatus, sellerOrderRow } from '../data/seller-orders';
import { NOTE_MAX_LENGTH, TRACKING_NUMBER_TYPED_MAX } from '../lib/seller-orders';
import { encodeRefusal } from '../lib/refusals';
import { requireSeller } from './guards';
import { markCashCollected, requestRefunds } from '../data/payments';
import { shopPaymentProvider } from './payment-settings';

/**
 * Asks the provider for the refund the cancellation wrote, at once; when it cannot be reached the schedule asks
 * again (src/worker.ts), so the cancellation itself stands.
 */
async function refundCancelled(db: Database, sellerOrderId: string) {
  const order = await db
    .prepare('SELECT order_id FROM seller_orders WHERE id = ?')
    .bind(sellerOrderId)
    .first<{ order_id: string }>();
  if (!order) return;
  await requestRefunds(db, shopPaymentProvider(db), { orderId: order.order_id }).catch((error) =>
    console.error(`The refund of ${sellerOrderId} was not asked for yet:`, error),
  );
}

const CODES = { NOT_FOUND: 'NOT_FOUND', BAD_REQUEST: 'BAD_REQUEST', CONFLICT: 'CONFLICT' } as const;

export const sellerOrders = {
  updateStatus: defineAction({
    input: z.object({
      id: z.string().trim().min(1).max(64),
      status: z.string().trim().max(20),
      // What the dialog lets be typed; the rules themselves (a listed status and carrier, a tracking number of 8
      // to 30 letters and digits, a note of at most NOTE_MAX_LENGTH once trimmed) are changeSellerOrderStatus's.
      note: z.string().max(NOTE_MAX_LENGTH).nullish(),
      carrier: z.string().max(60).nullish(),
      trackingNumber: z.string().max(TRACKING_NUMBER_TYPED_MAX).nullish(),
    }),
    handler: async (input, context) => {
      const seller = requireSeller(context);
      const result = await changeSellerOrderStatus(context.locals.db, seller.merchantId, input.id, input);
      if (!result.ok) throw new ActionError({ code: CODES[result.code], message: encodeRefusal(result.refusal) });
      if (result.to === 'cancelled') await refundCancelled(context.locals.db, input.id);
      return {
        from: result.from,
        to: result.to,
        stockRestored: result.stockRestored,
        order: await sellerOrderRow(context.locals.db, seller.merchantId, input.id),
      };
    },
  }),

  /** The cash of a delivered cash-on-delivery order is in the merchant's hands (a form on the order's page). */
  cashCollected: defineAction({
    accept: 'form',
    input: z.object({ id: z.string().trim().min(1).max(64) }),
    handler: async (input, context) => {
      const seller = requireSeller(context);
      const result = await markCashCollected(context.locals.db, seller.merchantId, input.id);
      if (!result.ok)
        throw new ActionError({
          code: result.refusal.code === 'sellerOrder.notFound' ? 'NOT_FOUND' : 'BAD_REQUEST',
          message: encodeRefusal(result.refusal),
        });
      return result;
    },
  }),
};
