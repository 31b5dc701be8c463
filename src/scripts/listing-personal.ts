/**
 * Fills the listing's signed-in parts: the Wishlist and Recently Viewed strips (three items each, today's
 * prices from the server). The For You view is the live listing's (src/scripts/live-listing.ts).
 */
import { STRIP_SIZE, type CartProduct } from '../lib/cart';
import { formatMoney } from '../lib/money';
import { pictureTag } from '../lib/pictures';
import { pageHref } from '../i18n/browser';
import { $user } from '../stores/session';
import { $recentlyViewed, $wishlist, clearRecentlyViewed, startShopping } from '../stores/shopping';
import { fetchCartProducts } from '../stores/products';

function stripItem(product: CartProduct): HTMLLIElement {
  const item = document.createElement('li');
  const link = document.createElement('a');
  link.href = pageHref(`/product/${encodeURIComponent(product.id)}`);
  const image = document.createElement('img');
  for (const [name, value] of Object.entries(pictureTag('line', product.imageUrl, { box: { width: 56, height: 42 } })))
    if (value !== undefined) image.setAttribute(name, String(value));
  image.alt = '';
  const name = document.createElement('span');
  // A merchant's own words, in whatever language they wrote them.
  name.translate = false;
  name.textContent = product.name;
  const price = document.createElement('span');
  price.className = 'price';
  price.textContent = formatMoney(product.priceSen);
  link.append(image, name, price);
  item.append(link);
  return item;
}

async function fillStrip(ids: readonly string[], listSelector: string, emptySelector: string): Promise<void> {
  const list = document.querySelector(listSelector);
  const empty = document.querySelector<HTMLElement>(emptySelector);
  if (!list) return;
  const shown = ids.slice(0, STRIP_SIZE);
  if (empty) empty.hidden = shown.length > 0;
  if (shown.length === 0) {
    list.replaceChildren();
    return;
  }
  try {
    const products = await fetchCartProducts(shown);
    const byId = new Map(products.map((p) => [p.id, p]));
    list.replaceChildren(...shown.flatMap((id) => (byId.has(id) ? [stripItem(byId.get(id)!)] : [])));
  } catch (error) {
    console.warn('The strip could not be filled', error);
  }
}

startShopping();
document.querySelector('[data-clear-recent]')?.addEventListener('click', clearRecentlyViewed);
$wishlist.subscribe((items) => {
  if (!$user.get()) return;
  const count = document.querySelector('[data-wishlist-count]');
  if (count) count.textContent = String(items.length);
  const newestFirst = [...items].sort((a, b) => b.addedAt.localeCompare(a.addedAt)).map((item) => item.productId);
  void fillStrip(newestFirst, '[data-wishlist-strip]', '[data-wishlist-empty]');
});
$recentlyViewed.subscribe((ids) => {
  if ($user.get()) void fillStrip(ids, '[data-recent-strip]', '[data-recent-empty]');
});
