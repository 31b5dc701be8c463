/** The wishlist's figures: how many items, how many can be bought today, and what they are worth. */
import { formatMoney } from '../../lib/money';
import type { WishlistSummary as Figures } from '../../lib/wishlist-view';
import styles from './WishlistSummary.module.css';
import type { WishlistTexts } from './WishlistView';

const money = (sen: number) => formatMoney(sen);

export default function WishlistSummary({ summary, texts: t }: { summary: Figures; texts: WishlistTexts }) {
  return (
    <section className={`card ${styles.summary}`} aria-labelledby="wishlist-summary-heading">
      <h2 id="wishlist-summary-heading" className={styles.summaryTitle}>
        {t.summary}
      </h2>
      <dl className={styles.figures}>
        <div>
          <dt>{t.totalItems}</dt>
          <dd>{summary.totalItems}</dd>
        </div>
        <div>
          <dt>{t.available}</dt>
          <dd className={styles.good}>{summary.available}</dd>
        </div>
        <div>
          <dt>{t.outOfStockLabel}</dt>
          <dd className={summary.outOfStock > 0 ? styles.bad : undefined}>{summary.outOfStock}</dd>
        </div>
        <div>
          <dt>{t.totalValue}</dt>
          <dd>{money(summary.totalValueSen)}</dd>
        </div>
        <div>
          <dt>{t.availableValue}</dt>
          <dd>{money(summary.availableValueSen)}</dd>
        </div>
      </dl>
    </section>
  );
}
