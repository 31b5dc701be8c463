/** The cart's Order Summary and its skeleton while today's prices load. */
import type { CartTotals } from '../../lib/cart';
import { cartPageSummary } from '../../lib/cart';
import { formatMoney } from '../../lib/money';
import { LockIcon } from './shopping-icons';
import lineStyles from './CartLineItem.module.css';
import shimmer from './Shimmer.module.css';
import styles from './CartSummary.module.css';
import viewStyles from './CartView.module.css';

const usd = (sen: number) => formatMoney(sen, 'USD');

export function CartSummary({ totals, excluded }: { totals: CartTotals; excluded: number }) {
  const summary = cartPageSummary(totals);
  return (
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
  );
}

export function CartSkeleton() {
  return (
    <div className={viewStyles.layout} aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading your cart
      </p>
      <div className={viewStyles.lines}>
        {[0, 1].map((n) => (
          <div key={n} className={`card ${lineStyles.line} ${styles.skeletonLine}`} aria-hidden="true">
            <span className={`${lineStyles.thumb} ${shimmer.shimmer}`} />
            <span className={styles.skeletonText}>
              <span className={shimmer.shimmer} />
              <span className={shimmer.shimmer} />
            </span>
          </div>
        ))}
      </div>
      <div className={`card ${styles.summary} ${styles.skeletonSummary}`} aria-hidden="true">
        <span className={shimmer.shimmer} />
        <span className={shimmer.shimmer} />
        <span className={shimmer.shimmer} />
      </div>
    </div>
  );
}
