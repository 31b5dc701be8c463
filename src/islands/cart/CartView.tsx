/**
 * The signed-in cart: the kept lines joined with today's prices and stock from the server, the quantity
 * steppers, Clear Cart and the Order Summary. It first renders the server's copy (the page hands it over), so
 * the cart shows and works as plain form posts before and without scripts; once ready it renders from the
 * stores, which keep in step with the server. A line above today's stock is capped (and says so).
 */
import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Messages } from '../../i18n/index';
import { type Lang, localisedPath } from '../../i18n/languages';
import { cartLines, cartTotals, type CartLine, type CartProduct } from '../../lib/cart';
import type { ServerLists } from '../../stores/shopping-sync';
import { buyableQuantity } from '../../lib/stock';
import type { TaxRule } from '../../lib/pricing';
import type { SessionUser } from '../../lib/session-user';
import { $cart, clearCart, removeFromCart, setCartQuantity } from '../../stores/shopping';
import { showToast } from '../../stores/toasts';
import { CartIcon, TrashIcon } from './shopping-icons';
import CartLineItem from './CartLineItem';
import { CartSkeleton, CartSummary } from './CartSummary';
import ChangeForm from './ChangeForm';
import { attempt, fill, itemCount, useProductFacts, useShoppingReady } from './shopping-hooks';
import styles from './CartView.module.css';
import StateCard, { PricesUnavailable } from './StateCard';

/** The cart's texts in the page's language (the page passes them: no island carries a catalogue). */
export type CartTexts = Messages['shopping']['cart'];

interface Props {
  user: SessionUser;
  /** The server's copy of the cart when the page was rendered, with today's facts of its products. */
  initial: ServerLists & { products: CartProduct[] };
  /** Where the controls post without a script (the shopping.changeForm action on this page). */
  action: string;
  /** The platform's tax: the summary shows what checkout will charge. */
  tax: TaxRule;
  texts: CartTexts;
  lang: Lang;
}

export default function CartView({ user, initial, action, tax, texts: t, lang }: Props) {
  const ready = useShoppingReady(user, initial);
  const stored = useStore($cart);
  const items = ready ? stored : initial.cart;
  const facts = useProductFacts(
    items.map((item) => item.productId),
    ready,
    initial,
  );
  /** Lines capped at today's stock while this page was open: product id to the stock left. */
  const [reduced, setReduced] = useState<Record<string, number>>({});

  const products = useMemo(
    () =>
      ready ? [...facts.byId.values()].filter((product): product is CartProduct => product !== null) : initial.products,
    [ready, facts.byId, initial.products],
  );
  const lines = useMemo(() => cartLines(items, products), [items, products]);

  // A quantity kept from another day may be more than is left today: keep what can be bought, and say so.
  useEffect(() => {
    if (!facts.ready) return;
    const capped = lines.filter(
      (line) => line.product && buyableQuantity(line.product) > 0 && line.item.quantity > buyableQuantity(line.product),
    );
    if (capped.length === 0) return;
    setReduced((current) => {
      const next = { ...current };
      for (const line of capped) next[line.item.productId] = buyableQuantity(line.product!);
      return next;
    });
    for (const line of capped) attempt(() => setCartQuantity(line.product!, buyableQuantity(line.product!)), t);
  }, [facts.ready, lines, t]);

  const forgetNote = (productId: string) =>
    setReduced((current) => {
      if (!(productId in current)) return current;
      const { [productId]: _gone, ...rest } = current;
      return rest;
    });

  const changeQuantity = (product: CartProduct, quantity: number) => {
    forgetNote(product.id);
    attempt(() => setCartQuantity(product, quantity), t);
  };

  const remove = (line: CartLine) => {
    forgetNote(line.item.productId);
    if (attempt(() => removeFromCart(line.item.productId), t)) {
      showToast(t.removed, { kind: 'success', description: line.product?.name ?? t.removedGone });
    }
  };

  const clear = () => {
    if (attempt(() => clearCart(), t)) {
      setReduced({});
      showToast(t.cleared, { kind: 'success' });
    }
  };

  const loaded = !ready || facts.ready;
  const totals = cartTotals(lines);
  const excluded = lines.filter((line) => line.available === 0).length;

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{t.heading}</h1>
          <p className={styles.subtitle} aria-live="polite">
            {loaded && items.length > 0 ? fill(t.ready, { items: itemCount(totals.totalItems, t) }) : '\u00a0'}
          </p>
        </div>
        {loaded && items.length > 0 && (
          <ChangeForm action={action} kind="cart.clear" onChange={ready ? clear : undefined}>
            <button type="submit" className="btn btn-outline btn-sm">
              <TrashIcon />
              {t.clear}
            </button>
          </ChangeForm>
        )}
      </div>

      {!loaded && !facts.failed && <CartSkeleton label={t.loading} />}

      {ready && facts.failed && <PricesUnavailable texts={t} onRetry={facts.retry} />}

      {loaded && facts.lastSeen && items.length > 0 && (
        <p className={styles.lastSeen} role="status">
          {t.lastSeenPrices}
        </p>
      )}

      {loaded && items.length === 0 && (
        <StateCard title={t.emptyTitle} text={t.emptyText} icon={<CartIcon size={40} />}>
          <a className="btn btn-primary" href={localisedPath('/', lang)}>
            {t.continueShopping}
          </a>
        </StateCard>
      )}

      {loaded && items.length > 0 && (
        <div className={styles.layout}>
          <section aria-labelledby="cart-items-heading">
            <h2 id="cart-items-heading" className="visually-hidden">
              {t.itemsHeading}
            </h2>
            <ul className={styles.lines} role="list">
              {lines.map((line) => (
                <CartLineItem
                  key={line.item.productId}
                  line={line}
                  reducedTo={reduced[line.item.productId]}
                  action={action}
                  ready={ready}
                  texts={t}
                  lang={lang}
                  onQuantity={changeQuantity}
                  onRemove={remove}
                />
              ))}
            </ul>
          </section>
          <CartSummary lines={lines} totals={totals} tax={tax} excluded={excluded} texts={t} lang={lang} />
        </div>
      )}
    </div>
  );
}
