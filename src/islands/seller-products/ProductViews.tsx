/** The page's products as a grid of cards or a list of rows, or what to do when there are none. */
import type { MouseEvent } from 'react';
import { categoryLabel } from '../../lib/catalogue';
import { type Lang, localisedPath } from '../../i18n/languages';
import { asWritten } from '../form/as-written';
import { CARD_TAG_LIMIT, ROW_TAG_LIMIT, type SellerProduct } from '../../lib/seller-products';
import { cx } from '../seller/class-names';
import {
  Badges,
  Figures,
  PickBox,
  Picture,
  Price,
  Rating,
  RowActions,
  Tags,
  type ItemControls,
  type ListTexts,
} from './ProductParts';
import manage from './ManageProducts.module.css';
import styles from './ProductViews.module.css';

interface ViewProps {
  products: SellerProduct[];
  controls: ItemControls;
}

export function ProductGrid({ products, controls }: ViewProps) {
  const t = controls.texts;
  return (
    <ul className={styles.grid} aria-label={t.products} aria-busy={controls.listBusy}>
      {products.map((product) => (
        <li key={product.id} className={cx('card', styles.card, controls.picked.has(product.id) && styles.picked)}>
          <div className={styles.cardMedia}>
            <Picture product={product} size="card" t={t} />
            <div className={styles.cardCheck}>
              <PickBox product={product} controls={controls} />
            </div>
            <Badges product={product} t={t} />
          </div>
          <div className={styles.cardBody}>
            <h2 className={styles.name} {...asWritten}>
              {product.name}
            </h2>
            <p className={styles.sku}>
              {t.sku}: {product.sku || '—'} ·{' '}
              {t.categories[product.category as keyof ListTexts['categories']] ?? categoryLabel(product.category)}
            </p>
            <Price product={product} t={t} />
            <Figures product={product} t={t} />
            <Rating product={product} t={t} />
            <Tags product={product} limit={CARD_TAG_LIMIT} t={t} />
            <RowActions product={product} controls={controls} />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function ProductRows({ products, controls }: ViewProps) {
  const t = controls.texts;
  return (
    <ul className={styles.list} aria-label={t.products} aria-busy={controls.listBusy}>
      {products.map((product) => (
        <li key={product.id} className={cx('card', styles.row, controls.picked.has(product.id) && styles.picked)}>
          <PickBox product={product} controls={controls} />
          <Picture product={product} size="row" t={t} />
          <div className={styles.rowMain}>
            <div className={styles.rowTitle}>
              <h2 className={styles.name} {...asWritten}>
                {product.name}
              </h2>
              <Badges product={product} t={t} />
            </div>
            <p className={styles.sku}>
              {t.sku}: {product.sku || '—'} ·{' '}
              {t.categories[product.category as keyof ListTexts['categories']] ?? categoryLabel(product.category)}
            </p>
            <Rating product={product} t={t} />
            <Tags product={product} limit={ROW_TAG_LIMIT} t={t} />
          </div>
          <div className={styles.rowFigures}>
            <Price product={product} t={t} />
            <Figures product={product} t={t} />
          </div>
          <RowActions product={product} controls={controls} />
        </li>
      ))}
    </ul>
  );
}

/** No product matches: clear the filters, or add the first product. */
export function NoProducts({
  filtered,
  clearHref,
  onClear,
  t,
  lang,
}: {
  filtered: boolean;
  clearHref: string;
  onClear: () => void;
  t: ListTexts;
  lang: Lang;
}) {
  return (
    <div className={cx('card', manage.empty)}>
      <h2>{t.noneTitle}</h2>
      {filtered ? (
        <>
          <p>{t.noneFiltered}</p>
          <a
            className="btn btn-outline"
            href={clearHref}
            onClick={(e: MouseEvent) => {
              e.preventDefault();
              onClear();
            }}
          >
            {t.clearFilters}
          </a>
        </>
      ) : (
        <>
          <p>{t.noneYet}</p>
          <a className="btn btn-primary" href={localisedPath('/seller/products/new', lang)}>
            {t.addProduct}
          </a>
        </>
      )}
    </div>
  );
}
