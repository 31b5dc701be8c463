/**
 * The product page's buying box (English, the spec's): an island's texts, passed to it as props, so they are plain
 * strings; a text that takes values names them in braces (src/i18n/fill.ts).
 */
export const purchase = {
  quantity: 'Quantity',
  decrease: 'Decrease quantity',
  increase: 'Increase quantity',
  addToCart: 'Add to Cart',
  addToWishlist: 'Add to wishlist',
  removeFromWishlist: 'Remove from wishlist',
  addedToWishlist: 'Added to wishlist',
  removedFromWishlist: 'Removed from wishlist',
  addedToCart: 'Added to cart',
  added: '{added} × {name}',
  addedAllInStock: '{added} × {name}: your cart now holds all {holding} that are in stock.',
  alreadyInCart: 'Already in your cart',
  haveAllInStock: 'You have all {holding} of {name} that are in stock.',
  share: 'Share',
  linkCopied: 'Link copied',
  pasteToShare: 'Paste it anywhere to share this product.',
  couldNotShare: 'Could not share',
  copyAddress: 'Copy the address from the address bar instead.',
  outOfStock: 'Out of stock',
  inStock: 'In stock',
  availableMoreOnBackorder: '{stock} available, more on backorder',
  availableOnBackorder: 'Available on backorder',
  available: '{stock} available',
};
