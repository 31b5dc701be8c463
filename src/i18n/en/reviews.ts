/** The reviews list of the product and store pages (English, the spec's); a refused review is said by its code. */
export const reviews = {
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
