/** Reviews: what a buyer may write, what a merchant may answer, and how a list of them is paged. */
import { z } from 'astro/zod';

export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;
/** Reviews on one page of a product's or a store's Reviews tab. */
export const REVIEWS_PER_PAGE = 10;

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
  .number({ error: 'Please choose a rating from 1 to 5 stars.' })
  .int('Please choose a rating from 1 to 5 stars.')
  .min(1, 'Please choose a rating from 1 to 5 stars.')
  .max(5, 'Please choose a rating from 1 to 5 stars.');
const comment = z
  .string()
  .max(REVIEW_COMMENT_MAX * 2)
  .transform(cleanReviewText)
  .pipe(z.string().max(REVIEW_COMMENT_MAX, `Please keep your review under ${REVIEW_COMMENT_MAX} characters.`));
const id = z.string().trim().min(1).max(80);

export const writeReviewInput = z.object({ orderId: id, productId: id, rating, comment: comment.default('') });
export const editReviewInput = z.object({ reviewId: id, rating, comment: comment.default('') });
export const removeReviewInput = z.object({ reviewId: id });
export const replyInput = z.object({
  reviewId: id,
  reply: z
    .string()
    .max(REVIEW_REPLY_MAX * 2)
    .transform(cleanReviewText)
    .pipe(
      z
        .string()
        .min(1, 'Please write a reply.')
        .max(REVIEW_REPLY_MAX, `Please keep your reply under ${REVIEW_REPLY_MAX} characters.`),
    ),
});

/** A page number from the query string: 1 unless a whole number of 1 or more. */
export function parseReviewPage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

export function reviewPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / REVIEWS_PER_PAGE));
}

/** The notification a merchant gets for a new review. */
export function newReviewMessage(authorName: string, productName: string, rating: number): string {
  return `${authorName} gave ${productName} ${rating} star${rating === 1 ? '' : 's'}.`;
}

export const removeReplyInput = z.object({ reviewId: id });
