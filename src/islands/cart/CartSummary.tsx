/** The cart's Order Summary and its skeleton while today's prices load. */
import { fill } from './shopping-hooks';
import { type Lang, localisedPath } from '../../i18n/languages';
import { pricedLines, type CartLine, type CartTotals } from '../../lib/cart';
import { formatMoney } from '../../lib/money';
import { orderTotals, taxLineLabel, type TaxRule } from '../../lib/pricing';
import { LockIcon } from './shopping-icons';
import lineStyles from './CartLineItem.module.css';
import shimmer from './Shimmer.module.css';
import styles from './CartSummary.module.css';
import type { CartTexts } from './CartView';
import viewStyles from './CartView.module.css';

const money = (sen: number) => formatMoney(sen);

interface Props {
  lines: CartLine[];
  totals: CartTotals;
  /** The platform's tax, the same checkout charges (the page reads it). */
  tax: TaxRule;
  excluded: number;
  texts: CartTexts;
  lang: Lang;
}

/** The cart's figures are the order's: the shipping and tax checkout will charge for the lines it can buy. */
export function CartSummary({ lines, totals, tax, excluded, texts: t, lang }: Props) {
  const summary = orderTotals(pricedLines(lines), tax);
  const taxLabel = taxLineLabel(tax);
  return (
    <aside className={`card ${styles.summary}`} aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading" className={styles.summaryTitle}>
        {t.summary}
      </h2>
      <dl className={styles.figures}>
        <div>
          <dt>{t.itemsLabel}</dt>
          <dd>{totals.totalItems}</dd>
        </div>
        <div>
          <dt>{t.subtotal}</dt>
          <dd>{money(summary.subtotalSen)}</dd>
        </div>
        <div>
          <dt>{t.shipping}</dt>
          {summary.shippingSen === 0 ? (
            <dd className={styles.free}>{t.free}</dd>
          ) : (
            <dd>{money(summary.shippingSen)}</dd>
          )}
        </div>
        {taxLabel && (
          <div>
            <dt>{taxLabel}</dt>
            <dd>{money(summary.taxSen)}</dd>
          </div>
        )}
        <div className={styles.total}>
          <dt>{t.total}</dt>
          <dd>{money(summary.totalSen)}</dd>
        </div>
      </dl>
      {excluded > 0 && (
        <p className={styles.excluded}>
          {excluded === 1 ? t.oneUnavailable : fill(t.someUnavailable, { count: excluded })}
        </p>
      )}
      {totals.totalItems > 0 ? (
        <a className={`btn btn-primary ${styles.checkout}`} href={localisedPath('/checkout', lang)}>
          {t.proceed}
        </a>
      ) : (
        <button type="button" className={`btn btn-primary ${styles.checkout}`} disabled>
          {t.proceed}
        </button>
      )}
      <a className={`btn btn-ghost ${styles.checkout}`} href={localisedPath('/', lang)}>
        {t.continueShopping}
      </a>
      <p className={styles.assurance}>
        <LockIcon />
        {t.secure}
      </p>
    </aside>
  );
}

export function CartSkeleton({ label }: { label: string }) {
  return (
    <div className={viewStyles.layout} aria-busy="true">
      <p className="visually-hidden" role="status">
        {label}
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
