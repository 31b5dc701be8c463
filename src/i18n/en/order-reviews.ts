/** The buyer's reviews on the tracking page (English): rating, reviewing, editing and removing what they received. */
export const orderReviews = {
  heading: 'Rate your items',
  intro: 'Your review appears on the product page with your name. Only buyers can review what they bought.',
  notDelivered: 'You can review this item once it has been delivered.',
  youRated: (rating: number) => `You rated it ${rating} out of 5 stars`,
  sellerReply: 'Reply from the seller:',
  editReview: 'Edit review',
  /** Before the item's name (shown as written by its merchant): "Your rating for Kangkung". */
  ratingFor: 'Your rating for',
  star: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
  commentLabel: 'Your review (optional)',
  placeholder: 'What did you like? Was it fresh, well packed, as described?',
  postReview: 'Post review',
  saveChanges: 'Save changes',
  removeReview: 'Remove review',
  /** After a button's label and before the item's name, for screen readers: "Post review of Kangkung". */
  ofItem: 'of',
  written: 'Thank you! Your review is on the product page.',
  edited: 'Your review was updated.',
  removed: 'Your review was removed.',
};
