/**
 * The texts the page scripts write (English, the spec's): toasts and labels that change after the page loaded.
 * Every script that writes text carries both languages' copies of these few (src/i18n/browser.ts picks one).
 */
import { addedToCartMessage } from '../../lib/cart';

export const browser = {
  wishlistLabel: (on: boolean, name: string) => `${on ? 'Remove' : 'Add'} ${name} ${on ? 'from' : 'to'} wishlist`,
  product: 'Product',
  addedToCart: 'Added to cart',
  cartMessage: addedToCartMessage,
  addedToWishlist: 'Added to wishlist',
  removedFromWishlist: 'Removed from wishlist',
  alreadyInWishlist: 'Already in your wishlist',
  notAdded: 'Not added',
  noLongerOnSale: 'That product is no longer on sale.',
  outOfStock: 'Out of stock',
  outOfStockNow: (name: string) => `${name} is out of stock now.`,
  tryAgainFromProduct: 'Please try again from the product.',
  dismiss: 'Dismiss notification',
  toLightTheme: 'Switch to light theme',
  toDarkTheme: 'Switch to dark theme',
};
