/**
 * Reviews: a buyer writes, edits and removes their own; a merchant replies once to a review of their product,
 * and may reword or take down that reply (only the product's merchant: the store is the signed-in seller's).
 * Each is a plain form post too (the tracking page and the seller's review page work without a script).
 */
import { ActionError, defineAction } from 'astro:actions';
import { encodeRefusal } from '../lib/refusals';
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

/** Runs a review change; a refusal of the review rules becomes the action's error: its status and its code. */
async function refusable<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof ReviewRefused)
      throw new ActionError({ code: error.code, message: encodeRefusal(error.refusal) });
    throw error;
  }
}

const now = () => new Date().toISOString();

export const reviews = {
  write: defineAction({
    accept: 'form',
    input: writeReviewInput,
    handler: async (input, context) => {
      const user = requireUser(context);
      return refusable(async () => {
        const id = await writeReview(context.locals.db, { ...input, userId: user.id, now: now() });
        return { id, productId: input.productId };
      });
    },
  }),
  edit: defineAction({
    accept: 'form',
    input: editReviewInput,
    handler: async (input, context) => {
      const user = requireUser(context);
      return refusable(async () => {
        await editReview(context.locals.db, { ...input, userId: user.id, now: now() });
        return { id: input.reviewId };
      });
    },
  }),
  remove: defineAction({
    accept: 'form',
    input: removeReviewInput,
    handler: async (input, context) => {
      const user = requireUser(context);
      return refusable(async () => {
        await removeReview(context.locals.db, { userId: user.id, reviewId: input.reviewId });
        return { id: input.reviewId };
      });
    },
  }),
  reply: defineAction({
    accept: 'form',
    input: replyInput,
    handler: async (input, context) => {
      const seller = requireSeller(context);
      return refusable(async () => {
        await replyToReview(context.locals.db, { ...input, merchantId: seller.merchantId, now: now() });
        return { id: input.reviewId };
      });
    },
  }),
  editReply: defineAction({
    accept: 'form',
    input: replyInput,
    handler: async (input, context) => {
      const seller = requireSeller(context);
      return refusable(async () => {
        await editReply(context.locals.db, { ...input, merchantId: seller.merchantId, now: now() });
        return { id: input.reviewId };
      });
    },
  }),
  removeReply: defineAction({
    accept: 'form',
    input: removeReplyInput,
    handler: async (input, context) => {
      const seller = requireSeller(context);
      return refusable(async () => {
        await removeReply(context.locals.db, { merchantId: seller.merchantId, reviewId: input.reviewId });
        return { id: input.reviewId };
      });
    },
  }),
};
