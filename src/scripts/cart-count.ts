/**
 * The header's cart count: what the signed-in user's cart can check out (today's stock and sale from the
 * server), the same figure as the cart page's "n items ready for checkout".
 */
import { $cart, startShopping } from '../stores/shopping';
import { $checkoutCount, loadCartFacts } from '../stores/products';

startShopping();
$cart.subscribe((items) => void loadCartFacts(items.map((item) => item.productId)));
$checkoutCount.subscribe((count) => {
  if (count === null) return;
  for (const badge of document.querySelectorAll('[data-cart-count]')) badge.textContent = String(count);
});
