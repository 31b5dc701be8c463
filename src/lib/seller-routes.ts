/** The seller area's quick actions, in the spec's order. */

/** Their words are each language's (src/i18n/<lang>/seller.ts, by address). */
export const SELLER_QUICK_ACTIONS = [
  { href: '/seller/products/new' },
  { href: '/seller/orders' },
  { href: '/seller/manage-products' },
  { href: '/seller/analytics' },
  { href: '/seller/bulk-upload' },
  { href: '/seller/store-settings' },
] as const;

export const SELLER_REQUIRED_REASON = 'seller-required';
