/** The pieces of one product in Manage Products, shared by the grid's cards and the list's rows. */
import { percentOff } from '../../lib/pricing';
import { formatMoney } from '../../lib/money';
import { STATUS_LABELS, STATUS_TONES, visibleTags, type SellerProduct } from '../../lib/seller-products';
import RowMenu from '../seller/RowMenu';
import { cx } from '../seller/class-names';
import type { SingleAction } from './use-product-actions';
import manage from './ManageProducts.module.css';
import styles from './ProductViews.module.css';

export const usd = (sen: number) => formatMoney(sen, 'USD');

/** What each product's controls need from the page. */
export interface ItemControls {
  picked: ReadonlySet<string>;
  /** The list is loading or stale: nothing shown may be selected. */
  listBusy: boolean;
  /** Something runs: no other action may start. */
  busy: boolean;
  busyOn: (id: string) => SingleAction | null;
  onPick: (id: string) => void;
  /** Runs an action on the product (Delete asks first). */
  onAction: (action: SingleAction, product: SellerProduct) => void;
}

export function Tags({ product, limit }: { product: SellerProduct; limit: number }) {
  const { shown, overflow } = visibleTags(product.tags, limit);
  if (product.tags.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label="Tags">
      {shown.map((tag) => (
        <li key={tag} className={styles.tag}>
          {tag}
        </li>
      ))}
      {overflow > 0 && (
        <li className={styles.tag} title={product.tags.slice(limit).join(', ')}>
          +{overflow}
        </li>
      )}
    </ul>
  );
}

export function Figures({ product }: { product: SellerProduct }) {
  return (
    <dl className={styles.figures}>
      <div>
        <dt>Stock</dt>
        <dd className={cx(product.quantity === 0 && styles.zero)}>{product.quantity} units</dd>
      </div>
      <div>
        <dt>Sales</dt>
        <dd>{product.sales}</dd>
      </div>
      <div>
        <dt>Revenue</dt>
        <dd>{usd(product.revenueSen)}</dd>
      </div>
    </dl>
  );
}

export function Rating({ product }: { product: SellerProduct }) {
  if (product.rating <= 0) return null;
  return (
    <p className={styles.rating}>
      <span aria-hidden="true" className="stars">
        ★
      </span>{' '}
      <span className="visually-hidden">Rated </span>
      {product.rating.toFixed(1)}{' '}
      <span className={styles.muted}>
        ({product.reviews} {product.reviews === 1 ? 'review' : 'reviews'})
      </span>
    </p>
  );
}

export function Badges({ product }: { product: SellerProduct }) {
  const off = percentOff(product.unitPriceSen, product.compareAtSen);
  return (
    <div className={styles.badges}>
      <span className={cx('badge', STATUS_TONES[product.status])}>{STATUS_LABELS[product.status]}</span>
      {off !== null && <span className={cx('badge', 'tone-destructive')}>{off}% off</span>}
    </div>
  );
}

export function Price({ product }: { product: SellerProduct }) {
  const off = percentOff(product.unitPriceSen, product.compareAtSen);
  return (
    <p className={styles.price}>
      <strong>{usd(product.unitPriceSen)}</strong>
      {off !== null && product.compareAtSen !== null && (
        <s className={styles.muted}>
          <span className="visually-hidden">was </span>
          {usd(product.compareAtSen)}
        </s>
      )}
    </p>
  );
}

export function Picture({ product, size }: { product: SellerProduct; size: 'card' | 'row' }) {
  return product.imageUrl ? (
    <img
      className={size === 'card' ? styles.cardImage : styles.rowImage}
      src={product.imageUrl}
      alt=""
      width={size === 'card' ? 320 : 72}
      height={size === 'card' ? 200 : 72}
      loading="lazy"
      decoding="async"
    />
  ) : (
    <div className={cx(size === 'card' ? styles.cardImage : styles.rowImage, styles.noImage)} aria-hidden="true">
      No image
    </div>
  );
}

export function PickBox({ product, controls }: { product: SellerProduct; controls: ItemControls }) {
  return (
    <input
      type="checkbox"
      className={manage.check}
      checked={controls.picked.has(product.id)}
      onChange={() => controls.onPick(product.id)}
      disabled={controls.listBusy}
      aria-label={`Select ${product.name}`}
    />
  );
}

export function RowActions({ product, controls }: { product: SellerProduct; controls: ItemControls }) {
  const busyHere = controls.busyOn(product.id);
  return (
    <div className={styles.rowActions}>
      <a className="btn btn-outline btn-sm" href={`/seller/products/${encodeURIComponent(product.id)}/edit`}>
        Edit<span className="visually-hidden"> {product.name}</span>
      </a>
      <a className="btn btn-outline btn-sm" href={`/seller/products/${encodeURIComponent(product.id)}`}>
        View<span className="visually-hidden"> {product.name}</span>
      </a>
      <RowMenu
        label={product.name}
        id={`menu-${product.id}`}
        opens="up"
        disabled={controls.busy}
        busy={busyHere !== null}
        items={[
          { label: 'Duplicate', onSelect: () => controls.onAction('duplicate', product) },
          product.status !== 'archived' && { label: 'Archive', onSelect: () => controls.onAction('archive', product) },
          { label: 'Delete', danger: true, onSelect: () => controls.onAction('delete', product) },
        ]}
      />
      {busyHere && (
        <span className="visually-hidden" role="status">
          {busyHere === 'duplicate' ? 'Duplicating…' : busyHere === 'archive' ? 'Archiving…' : 'Deleting…'}
        </span>
      )}
    </div>
  );
}
