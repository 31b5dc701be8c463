/** The page's products as a grid of cards or a list of rows, or what to do when there are none. */
import type { MouseEvent } from 'react';
import { categoryLabel } from '../../lib/catalogue';
import { CARD_TAG_LIMIT, ROW_TAG_LIMIT, type SellerProduct } from '../../lib/seller-products';
import { cx } from '../seller/class-names';
import { Badges, Figures, PickBox, Picture, Price, Rating, RowActions, Tags, type ItemControls } from './ProductParts';
import manage from './ManageProducts.module.css';
import styles from './ProductViews.module.css';

interface ViewProps {
  products: SellerProduct[];
  controls: ItemControls;
}

export function ProductGrid({ products, controls }: ViewProps) {
  return (
    <ul className={styles.grid} aria-label="Products" aria-busy={controls.listBusy}>
      {products.map((product) => (
        <li key={product.id} className={cx('card', styles.card, controls.picked.has(product.id) && styles.picked)}>
          <div className={styles.cardMedia}>
            <Picture product={product} size="card" />
            <div className={styles.cardCheck}>
              <PickBox product={product} controls={controls} />
            </div>
            <Badges product={product} />
          </div>
          <div className={styles.cardBody}>
            <h3 className={styles.name}>{product.name}</h3>
            <p className={styles.sku}>
              SKU: {product.sku || '—'} · {categoryLabel(product.category)}
            </p>
            <Price product={product} />
            <Figures product={product} />
            <Rating product={product} />
            <Tags product={product} limit={CARD_TAG_LIMIT} />
            <RowActions product={product} controls={controls} />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function ProductRows({ products, controls }: ViewProps) {
  return (
    <ul className={styles.list} aria-label="Products" aria-busy={controls.listBusy}>
      {products.map((product) => (
        <li key={product.id} className={cx('card', styles.row, controls.picked.has(product.id) && styles.picked)}>
          <PickBox product={product} controls={controls} />
          <Picture product={product} size="row" />
          <div className={styles.rowMain}>
            <div className={styles.rowTitle}>
              <h3 className={styles.name}>{product.name}</h3>
              <Badges product={product} />
            </div>
            <p className={styles.sku}>
              SKU: {product.sku || '—'} · {categoryLabel(product.category)}
            </p>
            <Rating product={product} />
            <Tags product={product} limit={ROW_TAG_LIMIT} />
          </div>
          <div className={styles.rowFigures}>
            <Price product={product} />
            <Figures product={product} />
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
}: {
  filtered: boolean;
  clearHref: string;
  onClear: () => void;
}) {
  return (
    <div className={cx('card', manage.empty)}>
      <h2>No products found</h2>
      {filtered ? (
        <>
          <p>Try a different search term, or choose another status or category.</p>
          <a
            className="btn btn-outline"
            href={clearHref}
            onClick={(e: MouseEvent) => {
              e.preventDefault();
              onClear();
            }}
          >
            Clear Filters
          </a>
        </>
      ) : (
        <>
          <p>Add your first product, or import many at once from a CSV file.</p>
          <a className="btn btn-primary" href="/seller/products/new">
            Add Product
          </a>
        </>
      )}
    </div>
  );
}
