/**
 * The review and reply forms as a plain form posts them: Astro reads an empty box as null, which must be the empty
 * text (a rating without a comment is a review), and each refusal has its words in both languages.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/i18n';
import { REVIEW_MESSAGES, replyInput, writeReviewInput } from '../../src/lib/reviews';

describe('the review forms', () => {
  it('take an empty comment, posted as null, as a rating without a comment', () => {
    const parsed = writeReviewInput.safeParse({ orderId: 'ORD-1', productId: 'veg-sawi', rating: '4', comment: null });
    expect(parsed.success && parsed.data).toEqual({ orderId: 'ORD-1', productId: 'veg-sawi', rating: 4, comment: '' });
  });

  it('refuse an empty reply and a rating out of range with their own words', () => {
    expect(replyInput.safeParse({ reviewId: 'r1', reply: null }).error?.issues[0]?.message).toBe(
      REVIEW_MESSAGES.writeReply,
    );
    expect(
      writeReviewInput.safeParse({ orderId: 'ORD-1', productId: 'p', rating: '9', comment: '' }).error?.issues[0]
        ?.message,
    ).toBe(REVIEW_MESSAGES.chooseRating);
  });

  it('have every refusal in Bahasa Malaysia', () => {
    const ms = messages('ms').reviews.refusals;
    for (const key of Object.keys(REVIEW_MESSAGES) as (keyof typeof REVIEW_MESSAGES)[]) {
      expect(ms[key], key).not.toBe(REVIEW_MESSAGES[key]);
      expect(ms[key].length, key).toBeGreaterThan(5);
    }
  });
});
