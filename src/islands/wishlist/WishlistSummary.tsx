/** The wishlist's figures: how many items, how many can be bought today, and what they are worth. */
import { formatMoney } from '../../lib/money';
import type { WishlistSummary as Figures } from '../../lib/wishlist-view';
import styles from './WishlistSummary.module.css';

const usd = (sen: number) => formatMoney(sen, 'USD');

export default function WishlistSummary({ summary }: { summary: Figures }) {
  return (
    <section className={`card ${styles.summary}`} aria-labelledby="wishlist-summary-heading">
      <h2 id="wishlist-summary-heading" className={styles.summaryTitle}>
        Wishlist Summary
      </h2>
      <dl className={styles.figures}>
        <div>
          <dt>Total Items</dt>
          <dd>{summary.totalItems}</dd>
        </div>
        <div>
          <dt>Available</dt>
          <dd className={styles.good}>{summary.available}</dd>
        </div>
        <div>
          <dt>Out of Stock</dt>
          <dd className={summary.outOfStock > 0 ? styles.bad : undefined}>{summary.outOfStock}</dd>
        </div>
        <div>
          <dt>Total Value</dt>
          <dd>{usd(summary.totalValueSen)}</dd>
        </div>
        <div>
          <dt>Available Value</dt>
          <dd>{usd(summary.availableValueSen)}</dd>
        </div>
      </dl>
    </section>
  );
}
