/** The header's cart count follows the signed-in user's cart. */
import { $cart, startShopping } from '../stores/shopping';
import { cartCount } from '../lib/cart';

startShopping();
$cart.subscribe((items) => {
  const count = cartCount(items);
  for (const badge of document.querySelectorAll('[data-cart-count]')) badge.textContent = String(count);
});
