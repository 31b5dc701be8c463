/** The reviews list of the product and store pages (English, the spec's), and what a review form is refused with. */
import { REVIEW_MESSAGES } from '../../lib/reviews';

export const reviews = {
  /** A refused review or reply, by its key (src/lib/reviews.ts REVIEW_MESSAGES, the server's words). */
  refusals: REVIEW_MESSAGES as Record<keyof typeof REVIEW_MESSAGES, string>,
  none: 'No reviews yet',
  sortLabel: 'Sort reviews',
  sorts: { newest: 'Newest', oldest: 'Oldest', highest: 'Highest rated', lowest: 'Lowest rated' },
  apply: 'Apply',
  count: (total: number) => (total === 1 ? '1 review' : `${total} reviews`),
  pageOf: (page: number, count: number) => ` · page ${page} of ${count}`,
  stars: (rating: number) => `${rating} out of 5 stars`,
  edited: '(edited)',
  verified: 'Verified purchase',
  on: 'on',
  reply: 'Reply from the seller',
  pages: 'Review pages',
  previous: 'Previous',
  next: 'Next',
  where: (page: number, count: number) => `Page ${page} of ${count}`,
};
