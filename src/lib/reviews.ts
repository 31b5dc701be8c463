/** Reviews: what a buyer may write, what a merchant may answer, and how a list of them is paged. */
import { z } from 'astro/zod';
import { said } from './refusals';

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

const CHOOSE_RATING = said('review.chooseRating');
const rating = z.coerce.number({ error: CHOOSE_RATING }).int(CHOOSE_RATING).min(1, CHOOSE_RATING).max(5, CHOOSE_RATING);
/** A form posts an empty box as null (Astro's form parsing): that is the empty text, which the rules then judge. */
const typedText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((text) => cleanReviewText(text ?? ''));
const comment = typedText(REVIEW_COMMENT_MAX * 2).pipe(
  z.string().max(REVIEW_COMMENT_MAX, said('review.tooLong', { max: REVIEW_COMMENT_MAX })),
);
const id = z.string().trim().min(1).max(80);

export const writeReviewInput = z.object({ orderId: id, productId: id, rating, comment });
export const editReviewInput = z.object({ reviewId: id, rating, comment });
export const removeReviewInput = z.object({ reviewId: id });
export const replyInput = z.object({
  reviewId: id,
  reply: typedText(REVIEW_REPLY_MAX * 2).pipe(
    z
      .string()
      .min(1, said('review.writeReply'))
      .max(REVIEW_REPLY_MAX, said('review.replyTooLong', { max: REVIEW_REPLY_MAX })),
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

export const removeReplyInput = z.object({ reviewId: id });
