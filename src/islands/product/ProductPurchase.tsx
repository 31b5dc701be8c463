/**
 * The product page's buying box: quantity stepper (1 to what may be bought), Add to Cart, wishlist and share.
 * A visitor is sent to sign in and brought back here; what they pressed (Add to Cart with the quantity, or the
 * heart) is done at that sign-in, on the server (src/data/shopping-lists.ts), and this page says so. Opening the
 * page records it as recently viewed.
 *
 * It is a form post (shopping.changeForm) until it hydrates, so Add to Cart and the heart work before scripts
 * arrive and without them; the − and + buttons, which need a script, are disabled until then, and the island
 * starts from the quantity already typed in the box.
 *
 * The quantity box: typing replaces what it holds (it is selected on focus), an emptied box waits for the
 * next digit instead of jumping back to 1 (and shows the last quantity again when it is left), a number above
 * what may be bought is capped at once, and the box always shows what Add to Cart adds.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { typedQuantity } from '../../lib/cart';
import { buyableQuantity, clampQuantity } from '../../lib/stock';
import { useQuantityBox } from '../form/quantity-box';
import { loginHref } from '../../lib/redirect';
import { MAX_INTENT_QUANTITY, type SignInIntent } from '../../lib/sign-in-intent';
import { $user, REDIRECT_KEY } from '../../stores/session';
import {
  $shoppingLoaded,
  $wishlist,
  addToCart,
  inCart,
  startShopping,
  toggleWishlist,
  viewedProduct,
} from '../../stores/shopping';
import { showToast } from '../../stores/toasts';
import type { Messages } from '../../i18n';
import { fill } from '../../i18n/fill';
import styles from './ProductPurchase.module.css';

/** The texts the box shows, in the page's language (the page passes them: no island carries a catalogue). */
export type PurchaseTexts = Messages['purchase'];

interface Props {
  productId: string;
  productName: string;
  stock: number;
  trackQuantity: boolean;
  allowBackorders: boolean;
  priceSen: number;
  /** This page's address, to return to after signing in. */
  returnTo: string;
  /** The form posts' addresses (shopping.changeForm on /cart and on /wishlist). */
  cartAction: string;
  wishlistAction: string;
  /** What the phone's share sheet sends with the link: the product's name and price. */
  shareText: string;
  /** The product's address to share: its canonical one, without what the visitor's own address holds. */
  shareUrl: string;
  texts: PurchaseTexts;
}

export default function ProductPurchase({
  productId,
  productName,
  stock,
  trackQuantity,
  allowBackorders,
  priceSen,
  returnTo,
  cartAction,
  wishlistAction,
  shareText,
  shareUrl,
  texts: t,
}: Props) {
  const rules = { stock, trackQuantity, allowBackorders };
  const max = buyableQuantity(rules);
  const soldOut = max <= 0;
  const [quantity, setQuantity] = useState(soldOut ? 0 : 1);
  const box = useQuantityBox(quantity, max, setQuantity);
  const loaded = useStore($shoppingLoaded);
  const user = useStore($user);
  const wishlist = useStore($wishlist);
  // Until the browser's saved data is read, render exactly what the server rendered.
  const wished = loaded && wishlist.some((item) => item.productId === productId);

  const [hydrated, setHydrated] = useState(false);
  const quantityInput = useRef<HTMLInputElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration: take over what was typed before it
  useEffect(() => {
    startShopping();
    viewedProduct(productId);
    const typed = quantityInput.current ? typedQuantity(quantityInput.current.value) : null;
    if (typed !== null && typed >= 1 && !soldOut) setQuantity(clampQuantity(typed, max));
    setHydrated(true);
  }, [productId]);

  const goSignIn = (intent: SignInIntent) => {
    try {
      localStorage.setItem(REDIRECT_KEY, window.location.pathname);
    } catch {
      /* the sign-in address carries the way back too */
    }
    window.location.assign(loginHref(returnTo, intent));
  };

  const add = () => {
    if (!user) return goSignIn({ kind: 'cart', productId, quantity: Math.min(quantity, MAX_INTENT_QUANTITY) });
    // Leaving the box to press Add to Cart has already put back a number in an emptied box: it shows `quantity`.
    const added = addToCart({ id: productId, priceSen, ...rules }, quantity);
    const message = addedMessage(t, productName, quantity, added, inCart(productId));
    showToast(message.title, { kind: message.kind, description: message.description });
    box.clearDraft();
    setQuantity(1);
  };

  const wish = () => {
    if (!user) return goSignIn({ kind: 'wishlist', productId });
    const added = toggleWishlist(productId);
    showToast(added ? t.addedToWishlist : t.removedFromWishlist, {
      kind: added ? 'success' : 'info',
      description: productName,
    });
  };

  const share = async () => {
    const url = shareUrl;
    try {
      if (navigator.share) {
        await navigator.share({ title: productName, text: shareText, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      showToast(t.linkCopied, { kind: 'success', description: t.pasteToShare });
    } catch (error) {
      if ((error as Error).name !== 'AbortError') {
        showToast(t.couldNotShare, { kind: 'error', description: t.copyAddress });
      }
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === 'wishlist.add') wish();
    else add();
  };

  return (
    <form className={styles.box} method="post" action={cartAction} onSubmit={submit}>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <div className={styles.row}>
        <span className={styles.label} id="quantity-label">
          {t.quantity}
        </span>
        <div className={styles.stepper} role="group" aria-labelledby="quantity-label">
          <button
            type="button"
            className={styles.step}
            onClick={() => box.set(quantity - 1)}
            disabled={!hydrated || soldOut || quantity <= 1}
            aria-label={t.decrease}
          >
            −
          </button>
          <input
            ref={quantityInput}
            className={styles.quantity}
            name="quantity"
            disabled={soldOut}
            aria-label={t.quantity}
            {...box.inputProps}
          />
          <button
            type="button"
            className={styles.step}
            onClick={() => box.set(quantity + 1)}
            disabled={!hydrated || soldOut || quantity >= max}
            aria-label={t.increase}
          >
            +
          </button>
        </div>
        <span className={styles.hint}>{availabilityHint(rules, soldOut, t)}</span>
      </div>
      <div className={styles.actions}>
        <button type="submit" name="kind" value="cart.add" className="btn btn-primary" disabled={soldOut}>
          {t.addToCart}
        </button>
        <button
          type="submit"
          name="kind"
          value="wishlist.add"
          formAction={wishlistAction}
          className={wished ? `btn btn-outline ${styles.wished}` : 'btn btn-outline'}
          aria-label={wished ? t.removeFromWishlist : t.addToWishlist}
          title={wished ? t.removeFromWishlist : t.addToWishlist}
          aria-pressed={wished}
        >
          <svg
            aria-hidden="true"
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 5.3 3.1 1.7-1.9 3.2-3.1 5.3-3.1 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z" />
          </svg>
        </button>
        <button
          type="button"
          className="btn btn-outline"
          aria-label={t.share}
          title={t.share}
          disabled={!hydrated}
          onClick={share}
        >
          <svg
            aria-hidden="true"
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="18" cy="5" r="3" />
            <circle cx="6" cy="12" r="3" />
            <circle cx="18" cy="19" r="3" />
            <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
          </svg>
        </button>
      </div>
    </form>
  );
}

function availabilityHint(
  rules: { stock: number; trackQuantity: boolean; allowBackorders: boolean },
  soldOut: boolean,
  t: PurchaseTexts,
): string {
  if (soldOut) return t.outOfStock;
  if (!rules.trackQuantity) return t.inStock;
  if (rules.allowBackorders)
    return rules.stock > 0 ? fill(t.availableMoreOnBackorder, { stock: rules.stock }) : t.availableOnBackorder;
  return fill(t.available, { stock: rules.stock });
}

/** The toast of Add to Cart (src/lib/cart.ts addedToCartMessage's cases), in the box's language. */
function addedMessage(t: PurchaseTexts, name: string, wanted: number, added: number, holding: number) {
  if (added <= 0)
    return { kind: 'warning' as const, title: t.alreadyInCart, description: fill(t.haveAllInStock, { holding, name }) };
  if (added < wanted)
    return {
      kind: 'warning' as const,
      title: t.addedToCart,
      description: fill(t.addedAllInStock, { added, name, holding }),
    };
  return { kind: 'success' as const, title: t.addedToCart, description: fill(t.added, { added, name }) };
}
