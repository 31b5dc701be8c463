/**
 * Reviews: a buyer writes, edits and removes their own; a merchant replies once to a review of their product,
 * and may reword or take down that reply (only the product's merchant: the store is the signed-in seller's).
 * Each is a plain form post too (the tracking page and the seller's review page work without a script).
 */
import { ActionError, defineAction } from 'astro:actions';
import {
  editReply,
  editReview,
  removeReply,
  removeReview,
  replyToReview,
  ReviewRefused,
  writeReview,
} from '../data/reviews';
import { editReviewInput, removeReplyInput, removeReviewInput, replyInput, writeReviewInput } from '../lib/reviews';
import { requireSeller, requireUser } from './guards';

function refused(error: unknown): never {
  if (error instanceof ReviewRefused) throw new ActionError({ code: error.code, message: error.message });
  throw error;
}

export const reviews = {
  write: defineAction({
    accept: 'form',
    input: writeReviewInput,
    handler: async (input, context) => {
      const user = requireUser(context);
      try {
        const id = await writeReview(context.locals.db, { ...input, userId: user.id, now: new Date().toISOString() });
        return { id, productId: input.productId };
      } catch (error) {
        refused(error);
      }
    },
  }),
  edit: defineAction({
    accept: 'form',
    input: editReviewInput,
    handler: async (input, context) => {
      const user = requireUser(context);
      try {
        await editReview(context.locals.db, { ...input, userId: user.id, now: new Date().toISOString() });
        return { id: input.reviewId };
      } catch (error) {
        refused(error);
      }
    },
  }),
  remove: defineAction({
    accept: 'form',
    input: removeReviewInput,
    handler: async (input, context) => {
      const user = requireUser(context);
      try {
        await removeReview(context.locals.db, { userId: user.id, reviewId: input.reviewId });
        return { id: input.reviewId };
      } catch (error) {
        refused(error);
      }
    },
  }),
  reply: defineAction({
    accept: 'form',
    input: replyInput,
    handler: async (input, context) => {
      const seller = requireSeller(context);
      try {
        await replyToReview(context.locals.db, {
          ...input,
          merchantId: seller.merchantId,
          now: new Date().toISOString(),
        });
        return { id: input.reviewId };
      } catch (error) {
        refused(error);
      }
    },
  }),
  editReply: defineAction({
    accept: 'form',
    input: replyInput,
    handler: async (input, context) => {
      const seller = requireSeller(context);
      try {
        await editReply(context.locals.db, { ...input, merchantId: seller.merchantId, now: new Date().toISOString() });
        return { id: input.reviewId };
      } catch (error) {
        refused(error);
      }
    },
  }),
  removeReply: defineAction({
    accept: 'form',
    input: removeReplyInput,
    handler: async (input, context) => {
      const seller = requireSeller(context);
      try {
        await removeReply(context.locals.db, { merchantId: seller.merchantId, reviewId: input.reviewId });
        return { id: input.reviewId };
      } catch (error) {
        refused(error);
      }
    },
  }),
};
