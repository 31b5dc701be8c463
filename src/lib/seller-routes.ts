/** The seller area's quick actions: the spec's six in its order, then Customer Reviews and Payouts. */

/** Their words are each language's (src/i18n/<lang>/seller.ts, by address). */
export const SELLER_QUICK_ACTIONS = [
  { href: '/seller/products/new' },
  { href: '/seller/orders' },
  { href: '/seller/manage-products' },
  { href: '/seller/analytics' },
  { href: '/seller/bulk-upload' },
  { href: '/seller/store-settings' },
  { href: '/seller/reviews' },
  { href: '/seller/payouts' },
] as const;

/** The shortcut that carries how many reviews await the merchant's reply. */
export const SELLER_REVIEWS_HREF = '/seller/reviews';

export const SELLER_REQUIRED_REASON = 'seller-required';
