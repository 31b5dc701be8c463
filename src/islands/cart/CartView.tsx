/**
 * The signed-in cart: the kept lines joined with today's prices and stock from the server, the quantity
 * steppers, Clear Cart and the Order Summary. A line above today's stock is capped (and says so); a line out of
 * stock or no longer sold stays visible but counts for nothing until it is removed.
 */
import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { cartLines, cartPageSummary, cartTotals, type CartLine, type CartProduct } from '../../lib/cart';
import { buyableQuantity } from '../../lib/stock';
import { formatMoney } from '../../lib/money';
import type { SessionUser } from '../../lib/session-user';
import { $cart, clearCart, removeFromCart, setCartQuantity } from '../../stores/shopping';
import { showToast } from '../../stores/toasts';
import QuantityStepper from './QuantityStepper';
import { attempt, itemCount, useProductFacts, useShoppingReady } from './shopping-hooks';
import styles from './CartView.module.css';
import StateCard from './StateCard';

interface Props {
  user: SessionUser;
}

const usd = (sen: number) => formatMoney(sen, 'USD');

export default function CartView({ user }: Props) {
  const ready = useShoppingReady(user);
  const items = useStore($cart);
  const facts = useProductFacts(
    items.map((item) => item.productId),
    ready,
  );
  /** Lines capped at today's stock while this page was open: product id to the stock left. */
  const [reduced, setReduced] = useState<Record<string, number>>({});

  const products = useMemo(
    () => [...facts.byId.values()].filter((product): product is CartProduct => product !== null),
    [facts.byId],
  );
  const lines = useMemo(() => cartLines(items, products), [items, products]);

  // A quantity kept from another day may be more than is left today: keep what can be bought, and say so.
  useEffect(() => {
    if (!facts.ready) return;
    const capped = lines.filter((line) => line.product && buyableQuantity(line.product) > 0 && line.item.quantity > buyableQuantity(line.product));
    if (capped.length === 0) return;
    setReduced((current) => {
      const next = { ...current };
      for (const line of capped) next[line.item.productId] = buyableQuantity(line.product!);
      return next;
    });
    for (const line of capped) attempt(() => setCartQuantity(line.product!, buyableQuantity(line.product!)));
  }, [facts.ready, lines]);

  const forgetNote = (productId: string) =>
    setReduced((current) => {
      if (!(productId in current)) return current;
      const { [productId]: _gone, ...rest } = current;
      return rest;
    });

  const changeQuantity = (product: CartProduct, quantity: number) => {
    forgetNote(product.id);
    attempt(() => setCartQuantity(product, quantity));
  };

  const remove = (line: CartLine) => {
    forgetNote(line.item.productId);
    if (attempt(() => removeFromCart(line.item.productId))) {
      showToast('Removed from cart', { kind: 'success', description: line.product?.name ?? 'The unavailable item was removed.' });
    }
  };

  const clear = () => {
    if (attempt(() => clearCart())) {
      setReduced({});
      showToast('Cart cleared', { kind: 'success' });
    }
  };

  const loaded = ready && facts.ready;
  const totals = cartTotals(lines);
  const summary = cartPageSummary(totals);
  const excluded = lines.filter((line) => line.available === 0).length;

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>Shopping Cart</h1>
          <p className={styles.subtitle} aria-live="polite">
            {loaded && items.length > 0 ? `${itemCount(totals.totalItems)} ready for checkout` : '\u00a0'}
          </p>
        </div>
        {loaded && items.length > 0 && (
          <button type="button" className="btn btn-outline btn-sm" onClick={clear}>
            <TrashIcon />
            Clear Cart
          </button>
        )}
      </div>

      {!loaded && !facts.failed && <CartSkeleton />}

      {ready && facts.failed && (
        <StateCard alert title="We couldn't load today's prices" text="Check your connection and try again. Your cart is safe.">
          <button type="button" className="btn btn-primary" onClick={facts.retry}>
            Try Again
          </button>
        </StateCard>
      )}

      {loaded && items.length === 0 && (
        <StateCard title="Your cart is empty" text="Fresh vegetables, seafood, meat and island goods are waiting for you." icon={<CartIcon />}>
          <a className="btn btn-primary" href="/">
            Continue Shopping
          </a>
        </StateCard>
      )}

      {loaded && items.length > 0 && (
        <div className={styles.layout}>
          <section aria-labelledby="cart-items-heading">
            <h2 id="cart-items-heading" className="visually-hidden">
              Items in your cart
            </h2>
            <ul className={styles.lines} role="list">
              {lines.map((line) => (
                <CartLineItem
                  key={line.item.productId}
                  line={line}
                  reducedTo={reduced[line.item.productId]}
                  onQuantity={changeQuantity}
                  onRemove={remove}
                />
              ))}
            </ul>
          </section>

          <aside className={`card ${styles.summary}`} aria-labelledby="order-summary-heading">
            <h2 id="order-summary-heading" className={styles.summaryTitle}>
              Order Summary
            </h2>
            <dl className={styles.figures}>
              <div>
                <dt>Items</dt>
                <dd>{totals.totalItems}</dd>
              </div>
              <div>
                <dt>Subtotal</dt>
                <dd>{usd(summary.subtotalSen)}</dd>
              </div>
              <div>
                <dt>Shipping</dt>
                <dd className={styles.free}>Free</dd>
              </div>
              <div>
                <dt>Tax (8%)</dt>
                <dd>{usd(summary.taxSen)}</dd>
              </div>
              <div className={styles.total}>
                <dt>Total</dt>
                <dd>{usd(summary.totalSen)}</dd>
              </div>
            </dl>
            {excluded > 0 && (
              <p className={styles.excluded}>
                {excluded === 1 ? '1 item is' : `${excluded} items are`} unavailable and not included in the total.
              </p>
            )}
            {totals.totalItems > 0 ? (
              <a className={`btn btn-primary ${styles.checkout}`} href="/checkout">
                Proceed to Checkout
              </a>
            ) : (
              <button type="button" className={`btn btn-primary ${styles.checkout}`} disabled>
                Proceed to Checkout
              </button>
            )}
            <a className={`btn btn-ghost ${styles.checkout}`} href="/">
              Continue Shopping
            </a>
            <p className={styles.assurance}>
              <LockIcon />
              Secure checkout. Card, FPX and e-wallet accepted.
            </p>
          </aside>
        </div>
      )}
    </div>
  );
}

interface LineProps {
  line: CartLine;
  reducedTo: number | undefined;
  onQuantity: (product: CartProduct, quantity: number) => void;
  onRemove: (line: CartLine) => void;
}

function CartLineItem({ line, reducedTo, onQuantity, onRemove }: LineProps) {
  const { product } = line;

  if (!product) {
    return (
      <li className={`card ${styles.line} ${styles.lineGone}`}>
        <span className={`${styles.thumb} ${styles.thumbEmpty}`} aria-hidden="true">
          <CartIcon />
        </span>
        <div className={styles.info}>
          <h3 className={styles.name}>No longer available</h3>
          <p className={styles.description}>This product is no longer sold in the shop. It is not included in your total.</p>
        </div>
        <div className={styles.controls}>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => onRemove(line)}>
            Remove<span className="visually-hidden"> the item that is no longer available</span>
          </button>
        </div>
      </li>
    );
  }

  const max = buyableQuantity(product);
  const soldOut = max <= 0;

  return (
    <li className={`card ${styles.line}`}>
      <a className={styles.thumb} href={`/product/${product.id}`} tabIndex={-1} aria-hidden="true">
        <img src={product.imageUrl} alt="" width="112" height="84" loading="lazy" decoding="async" />
      </a>
      <div className={styles.info}>
        <h3 className={styles.name}>
          <a href={`/product/${product.id}`}>{product.name}</a>
        </h3>
        <p className={styles.description}>{product.description}</p>
        <p className={styles.seller}>
          Sold by <a href={`/seller/${product.merchantId}`}>{product.merchantName}</a>
        </p>
        {soldOut ? (
          <p className={`${styles.note} ${styles.noteDanger}`}>Out of stock</p>
        ) : (
          reducedTo !== undefined && (
            <p className={`${styles.note} ${styles.noteWarning}`}>Only {reducedTo} left: quantity reduced</p>
          )
        )}
        {line.backordered > 0 && (
          <p className={`${styles.note} ${styles.noteWarning}`}>
            {line.backordered === line.available ? 'On backorder' : `${line.backordered} of ${line.available} on backorder`}: ships when restocked
          </p>
        )}
      </div>
      <div className={styles.controls}>
        {soldOut ? (
          <p className={styles.excludedLine}>Not included in your total</p>
        ) : (
          <QuantityStepper
            name={product.name}
            quantity={line.available}
            max={max}
            onChange={(quantity) => onQuantity(product, quantity)}
          />
        )}
        <div className={styles.prices}>
          <p className={soldOut ? `${styles.lineTotal} ${styles.struck}` : styles.lineTotal}>
            {usd(soldOut ? product.priceSen * line.item.quantity : line.lineTotalSen)}
          </p>
          <p className={styles.unit}>{usd(product.priceSen)} each</p>
        </div>
        <button type="button" className={styles.remove} onClick={() => onRemove(line)} aria-label={`Remove ${product.name}`}>
          <TrashIcon />
        </button>
      </div>
    </li>
  );
}

function CartSkeleton() {
  return (
    <div className={styles.layout} aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading your cart
      </p>
      <div className={styles.lines}>
        {[0, 1].map((n) => (
          <div key={n} className={`card ${styles.line} ${styles.skeletonLine}`} aria-hidden="true">
            <span className={`${styles.thumb} ${styles.shimmer}`} />
            <span className={styles.skeletonText}>
              <span className={styles.shimmer} />
              <span className={styles.shimmer} />
            </span>
          </div>
        ))}
      </div>
      <div className={`card ${styles.summary} ${styles.skeletonSummary}`} aria-hidden="true">
        <span className={styles.shimmer} />
        <span className={styles.shimmer} />
        <span className={styles.shimmer} />
      </div>
    </div>
  );
}

function TrashIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </svg>
  );
}

function CartIcon() {
  return (
    <svg aria-hidden="true" width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.6 12.4a2 2 0 0 0 2 1.6h8.8a2 2 0 0 0 2-1.6L22 7H6" />
    </svg>
  );
}

function LockIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}
