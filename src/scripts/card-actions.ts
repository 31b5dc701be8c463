/**
 * Add to Cart and the wishlist heart on every product card of a page, wired once for the whole page (one
 * script per list, not one island per card). A visitor's click goes on to the sign-in page, as the card's
 * form says; a signed-in buyer's click changes the stores at once.
 */
import { $user, REDIRECT_KEY } from '../stores/session';
import { pageTexts } from '../i18n/browser';
import { lastSeenProducts, productFromCard, rememberProducts } from '../stores/last-seen';
import { $wishlist, addToCart, inCart, startShopping, toggleWishlist } from '../stores/shopping';
import { showToast } from '../stores/toasts';

startShopping();

/** Shows each heart's state; call again after new cards arrive. */
export function paintHearts(): void {
  const wished = new Set($wishlist.get().map((item) => item.productId));
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-wishlist]')) {
    const on = wished.has(button.dataset.wishlist!);
    button.setAttribute('aria-pressed', String(on));
    const label = button.querySelector('[data-wish-label]');
    if (label) label.textContent = pageTexts().wishlistLabel(on, button.dataset.name ?? pageTexts().product);
  }
}

$wishlist.subscribe(paintHearts);

document.addEventListener('submit', (event) => {
  const form = event.target as HTMLFormElement;
  const button = (event.submitter ?? form.querySelector('button')) as HTMLButtonElement | null;
  const productId = button?.dataset.addToCart ?? button?.dataset.wishlist;
  if (!button || !productId) return;
  if (!$user.get()) {
    // Off to sign in; remember where to come back to.
    try {
      localStorage.setItem(REDIRECT_KEY, `${location.pathname}${location.search}`);
    } catch {
      /* the address's redirect parameter still brings the visitor back */
    }
    return;
  }
  event.preventDefault();
  const t = pageTexts();
  const name = button.dataset.name ?? t.product;
  if (button.dataset.addToCart) {
    const stock = Number(button.dataset.stock);
    // What the card shows is what the cart can show of this product until the server's facts arrive (offline);
    // facts the cart saw before (with its merchant and switches) are kept.
    if (lastSeenProducts([productId]).length === 0)
      rememberProducts([
        productFromCard({
          id: productId,
          name,
          priceSen: Number(button.dataset.priceSen),
          stock,
          imageUrl: button.closest('article')?.querySelector('img')?.getAttribute('src') ?? '',
        }),
      ]);
    const added = addToCart({ id: productId, stock }, 1);
    if (added > 0) showToast(t.addedToCart, { kind: 'success', description: name });
    else {
      const message = t.cartMessage(name, 1, added, inCart(productId));
      showToast(message.title, { kind: message.kind, description: message.description });
    }
  } else {
    const added = toggleWishlist(productId);
    showToast(added ? t.addedToWishlist : t.removedFromWishlist, {
      kind: added ? 'success' : 'info',
      description: name,
    });
  }
});
