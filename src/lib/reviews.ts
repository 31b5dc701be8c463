/** Reviews: what a buyer may write, what a merchant may answer, and how a list of them is paged. */
import { z } from 'astro/zod';

export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;
/** Reviews on one page of a product's or a store's Reviews tab. */
export const REVIEWS_PER_PAGE = 10;

/**
 * What a review form can be told when it is refused (the server says it in English; a page shows it in its own
 * language by the key, the reviews catalogue's `refusals`).
 */
export const REVIEW_MESSAGES = {
  chooseRating: 'Please choose a rating from 1 to 5 stars.',
  reviewTooLong: `Please keep your review under ${REVIEW_COMMENT_MAX} characters.`,
  writeReply: 'Please write a reply.',
  replyTooLong: `Please keep your reply under ${REVIEW_REPLY_MAX} characters.`,
  notYourOrder: 'This product is not in one of your orders.',
  notDelivered: 'You can review this product once it has been delivered.',
  alreadyReviewed: 'You have already reviewed this product from this order. You can edit your review instead.',
  notFound: 'Review not found.',
  alreadyReplied: 'You have already replied to this review.',
  noReply: 'This review has no reply to change.',
} as const;
const M = REVIEW_MESSAGES;

/** Line breaks kept, other control characters dropped, surrounding space trimmed. */
export function cleanReviewText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '')
      .trim()
  );
}

const rating = z.coerce
  .number({ error: M.chooseRating })
  .int(M.chooseRating)
  .min(1, M.chooseRating)
  .max(5, M.chooseRating);
/** A form posts an empty box as null (Astro's form parsing): that is the empty text, which the rules then judge. */
const typedText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((text) => cleanReviewText(text ?? ''));
const comment = typedText(REVIEW_COMMENT_MAX * 2).pipe(z.string().max(REVIEW_COMMENT_MAX, M.reviewTooLong));
const id = z.string().trim().min(1).max(80);

export const writeReviewInput = z.object({ orderId: id, productId: id, rating, comment });
export const editReviewInput = z.object({ reviewId: id, rating, comment });
export const removeReviewInput = z.object({ reviewId: id });
export const replyInput = z.object({
  reviewId: id,
  reply: typedText(REVIEW_REPLY_MAX * 2).pipe(z.string().min(1, M.writeReply).max(REVIEW_REPLY_MAX, M.replyTooLong)),
});

/** A page number from the query string: 1 unless a whole number of 1 or more. */
export function parseReviewPage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

export function reviewPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / REVIEWS_PER_PAGE));
}

export const removeReplyInput = z.object({ reviewId: id });
