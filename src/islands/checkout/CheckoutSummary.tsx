/** The checkout's Order Summary: each line at today's price and stock, the totals, and Complete Order. */
import { pictureProps } from '../../lib/pictures';
import { fill } from '../cart/shopping-hooks';
import { type Lang, localisedPath } from '../../i18n/languages';
import type { CartLine } from '../../lib/cart';
import { formatMoney } from '../../lib/money';
import { taxLineLabel, type CheckoutTotals as OrderTotals, type TaxRule } from '../../lib/pricing';
import type { CheckoutTexts } from './CheckoutFlow';
import styles from './CheckoutFlow.module.css';
import { asWritten } from '../form/as-written';

interface Props {
  lines: CartLine[];
  totals: OrderTotals;
  tax: TaxRule;
  problems: number;
  canOrder: boolean;
  texts: CheckoutTexts;
  lang: Lang;
}

export default function CheckoutSummary({ lines, totals, tax, problems, canOrder, texts: t, lang }: Props) {
  const taxLabel = taxLineLabel(tax);
  return (
    <aside className={`${styles.summary} card`} aria-labelledby="summary-heading">
      <h2 id="summary-heading" className={styles.sectionTitle}>
        {t.summary}
      </h2>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.item.productId} className={styles.line}>
            {line.product ? (
              <>
                <img {...pictureProps('line', line.product.imageUrl, { box: { width: 56, height: 42 } })} alt="" />
                <span className={styles.lineName}>
                  <span {...asWritten}>{line.product.name}</span>
                  <span className={styles.muted}>
                    {fill(t.each, { quantity: line.available, price: formatMoney(line.product.priceSen) })}
                  </span>
                  {line.available < line.item.quantity && (
                    <span className={styles.warn}>
                      {line.available === 0 ? t.notIncluded : fill(t.onlyLeft, { count: line.available })}
                    </span>
                  )}
                  {line.backordered > 0 && (
                    <span className={styles.warn}>{fill(t.backordered, { count: line.backordered })}</span>
                  )}
                </span>
                <span>{formatMoney(line.lineTotalSen)}</span>
              </>
            ) : (
              <span className={styles.warn}>{t.goneLine}</span>
            )}
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>{t.subtotal}</dt>
          <dd>{formatMoney(totals.subtotalSen)}</dd>
        </div>
        <div>
          <dt>{t.shippingCost}</dt>
          <dd>{totals.shippingSen === 0 ? t.free : formatMoney(totals.shippingSen)}</dd>
        </div>
        {taxLabel && (
          <div>
            <dt>{taxLabel}</dt>
            <dd>{formatMoney(totals.taxSen)}</dd>
          </div>
        )}
        <div className={styles.total}>
          <dt>{t.total}</dt>
          <dd>{formatMoney(totals.totalSen)}</dd>
        </div>
      </dl>
      {problems > 0 && <p className={styles.warn}>{t.reduced}</p>}
      <button type="submit" className="btn btn-primary" disabled={!canOrder}>
        {t.complete}
      </button>
      <a className={styles.back} href={localisedPath('/cart', lang)}>
        {t.backToCart}
      </a>
    </aside>
  );
}
