/**
 * The review and reply forms as a plain form posts them: Astro reads an empty box as null, which must be the empty
 * text (a rating without a comment is a review), and each refusal has its words in both languages.
 */
import type { ActionError } from 'astro:actions';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../src/i18n';
import { replyInput, writeReviewInput } from '../../src/lib/reviews';
import { decodeRefusal, REFUSAL_CODES, refusalText, said } from '../../src/lib/refusals';
import { reviewRefusalText } from '../../src/i18n/review-refusals';

vi.mock('astro:actions', () => ({ isInputError: () => false }));

describe('the review forms', () => {
  it('take an empty comment, posted as null, as a rating without a comment', () => {
    const parsed = writeReviewInput.safeParse({ orderId: 'ORD-1', productId: 'veg-sawi', rating: '4', comment: null });
    expect(parsed.success && parsed.data).toEqual({ orderId: 'ORD-1', productId: 'veg-sawi', rating: 4, comment: '' });
  });

  it('refuse an empty reply and a rating out of range with their own words', () => {
    expect(replyInput.safeParse({ reviewId: 'r1', reply: null }).error?.issues[0]?.message).toBe(
      said('review.writeReply'),
    );
    expect(
      writeReviewInput.safeParse({ orderId: 'ORD-1', productId: 'p', rating: '9', comment: '' }).error?.issues[0]
        ?.message,
    ).toBe(said('review.chooseRating'));
  });

  it('have every refusal in Bahasa Malaysia', () => {
    const en = messages('en').refusals;
    const ms = messages('ms').refusals;
    const codes = REFUSAL_CODES.filter((code) => code.startsWith('review.'));
    expect(codes.length).toBe(10);
    for (const code of codes) {
      expect(ms[code], code).not.toBe(en[code]);
      expect(ms[code].length, code).toBeGreaterThan(5);
    }
  });

  it('say a refused comment with its limit, and a refusal of the server, in the page language', () => {
    const long = writeReviewInput.safeParse({ orderId: 'O', productId: 'p', rating: '4', comment: 'x'.repeat(2001) });
    const refusal = decodeRefusal(long.error?.issues[0]?.message);
    expect(refusalText(messages('en').refusals, refusal)).toBe('Please keep your review under 2000 characters.');
    expect(refusalText(messages('ms').refusals, refusal)).toBe(
      'Sila pastikan ulasan anda kurang daripada 2000 aksara.',
    );
    const replied = { code: 'CONFLICT', message: said('review.alreadyReplied') } as ActionError;
    expect(reviewRefusalText(replied, 'ms')).toBe('Anda sudah membalas ulasan ini.');
    expect(reviewRefusalText(replied, 'en')).toBe('You have already replied to this review.');
  });
});
