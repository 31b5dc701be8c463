/** The checkout's Order Summary: each line at today's price and stock, the totals, and Complete Order. */
import type { CartLine } from '../../lib/cart';
import { formatMoney } from '../../lib/money';
import type { CheckoutTotals as OrderTotals } from '../../lib/pricing';
import styles from './CheckoutFlow.module.css';

interface Props {
  lines: CartLine[];
  totals: OrderTotals;
  problems: number;
  canOrder: boolean;
}

export default function CheckoutSummary({ lines, totals, problems, canOrder }: Props) {
  return (
    <aside className={`${styles.summary} card`} aria-labelledby="summary-heading">
      <h2 id="summary-heading" className={styles.sectionTitle}>
        Order Summary
      </h2>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.item.productId} className={styles.line}>
            {line.product ? (
              <>
                <img src={line.product.imageUrl} alt="" width={56} height={42} />
                <span className={styles.lineName}>
                  {line.product.name}
                  <span className={styles.muted}>
                    {line.available} × {formatMoney(line.product.priceSen, 'MYR')}
                  </span>
                  {line.available < line.item.quantity && (
                    <span className={styles.warn}>
                      {line.available === 0 ? 'Out of stock: not included' : `Only ${line.available} left`}
                    </span>
                  )}
                  {line.backordered > 0 && (
                    <span className={styles.warn}>{line.backordered} on backorder: ships when restocked</span>
                  )}
                </span>
                <span>{formatMoney(line.lineTotalSen, 'MYR')}</span>
              </>
            ) : (
              <span className={styles.warn}>An item is no longer available and is not included.</span>
            )}
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>Subtotal</dt>
          <dd>{formatMoney(totals.subtotalSen, 'MYR')}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>{totals.shippingSen === 0 ? 'Free' : formatMoney(totals.shippingSen, 'MYR')}</dd>
        </div>
        <div>
          <dt>GST (6%)</dt>
          <dd>{formatMoney(totals.taxSen, 'MYR')}</dd>
        </div>
        <div className={styles.total}>
          <dt>Total</dt>
          <dd>{formatMoney(totals.totalSen, 'MYR')}</dd>
        </div>
      </dl>
      {problems > 0 && <p className={styles.warn}>Some quantities were reduced to what is in stock.</p>}
      <button type="submit" className="btn btn-primary" disabled={!canOrder}>
        Complete Order
      </button>
      <a className={styles.back} href="/cart">
        Back to cart
      </a>
    </aside>
  );
}
