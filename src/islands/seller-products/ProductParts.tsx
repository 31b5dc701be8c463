/** The pieces of one product in Manage Products, shared by the grid's cards and the list's rows. */
import { pictureProps } from '../../lib/pictures';
import type { Messages } from '../../i18n/index';
import { type Lang, localisedPath } from '../../i18n/languages';
import { fill } from '../../i18n/fill';
import { percentOff } from '../../lib/pricing';
import { formatMoney } from '../../lib/money';
import { STATUS_TONES, visibleTags, type SellerProduct } from '../../lib/seller-products';
import RowMenu from '../seller/RowMenu';
import { cx } from '../seller/class-names';
import type { SingleAction } from './use-product-actions';
import { asWritten } from '../form/as-written';
import manage from './ManageProducts.module.css';
import styles from './ProductViews.module.css';

export const money = (sen: number) => formatMoney(sen);

/** Manage Products' texts in the page's language (the page passes them: no island carries a catalogue). */
export type ListTexts = Messages['sellerProducts']['list'] & {
  /** The shared seller list parts' (row menu, banner, page links): the seller area's catalogue. */
  shared: Messages['seller']['list'];
};

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
  texts: ListTexts;
  lang: Lang;
}

export function Tags({ product, limit, t }: { product: SellerProduct; limit: number; t: ListTexts }) {
  const { shown, overflow } = visibleTags(product.tags, limit);
  if (product.tags.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label={t.tags}>
      {shown.map((tag) => (
        <li key={tag} className={styles.tag} {...asWritten}>
          {tag}
        </li>
      ))}
      {overflow > 0 && (
        <li className={styles.tag} title={product.tags.slice(limit).join(', ')} {...asWritten}>
          +{overflow}
        </li>
      )}
    </ul>
  );
}

export function Figures({ product, t }: { product: SellerProduct; t: ListTexts }) {
  return (
    <dl className={styles.figures}>
      <div>
        <dt>{t.stock}</dt>
        <dd className={cx(product.quantity === 0 && styles.zero)}>{fill(t.units, { count: product.quantity })}</dd>
      </div>
      <div>
        <dt>{t.sales}</dt>
        <dd>{product.sales}</dd>
      </div>
      <div>
        <dt>{t.revenue}</dt>
        <dd>{money(product.revenueSen)}</dd>
      </div>
    </dl>
  );
}

export function Rating({ product, t }: { product: SellerProduct; t: ListTexts }) {
  if (product.rating <= 0) return null;
  return (
    <p className={styles.rating}>
      <span aria-hidden="true" className="stars">
        ★
      </span>{' '}
      <span className="visually-hidden">{t.rated}</span>
      {product.rating.toFixed(1)}{' '}
      <span className={styles.muted}>
        ({product.reviews} {product.reviews === 1 ? t.oneReview : t.reviews})
      </span>
    </p>
  );
}

export function Badges({ product, t }: { product: SellerProduct; t: ListTexts }) {
  const off = percentOff(product.unitPriceSen, product.compareAtSen);
  return (
    <div className={styles.badges}>
      <span className={cx('badge', STATUS_TONES[product.status])}>{t.statuses[product.status]}</span>
      {off !== null && <span className={cx('badge', 'tone-destructive')}>{fill(t.percentOff, { percent: off })}</span>}
    </div>
  );
}

export function Price({ product, t }: { product: SellerProduct; t: ListTexts }) {
  const off = percentOff(product.unitPriceSen, product.compareAtSen);
  return (
    <p className={styles.price}>
      <strong>{money(product.unitPriceSen)}</strong>
      {off !== null && product.compareAtSen !== null && (
        <s className={styles.muted}>
          <span className="visually-hidden">{t.was}</span>
          {money(product.compareAtSen)}
        </s>
      )}
    </p>
  );
}

export function Picture({ product, size, t }: { product: SellerProduct; size: 'card' | 'row'; t: ListTexts }) {
  return product.imageUrl ? (
    <img
      className={size === 'card' ? styles.cardImage : styles.rowImage}
      {...pictureProps(size === 'card' ? 'card' : 'line', product.imageUrl, {
        box: size === 'card' ? { width: 320, height: 200 } : { width: 72, height: 72 },
      })}
      alt=""
    />
  ) : (
    <div className={cx(size === 'card' ? styles.cardImage : styles.rowImage, styles.noImage)} aria-hidden="true">
      {t.noImage}
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
      aria-label={fill(controls.texts.select, { name: product.name })}
    />
  );
}

export function RowActions({ product, controls }: { product: SellerProduct; controls: ItemControls }) {
  const busyHere = controls.busyOn(product.id);
  const { texts: t, lang } = controls;
  const here = (path: string) => localisedPath(`/seller/products/${encodeURIComponent(product.id)}${path}`, lang);
  return (
    <div className={styles.rowActions}>
      <a className="btn btn-outline btn-sm" href={here('/edit')}>
        {t.edit}
        <span className="visually-hidden" {...asWritten}>
          {' '}
          {product.name}
        </span>
      </a>
      <a className="btn btn-outline btn-sm" href={here('')}>
        {t.view}
        <span className="visually-hidden" {...asWritten}>
          {' '}
          {product.name}
        </span>
      </a>
      <RowMenu
        label={product.name}
        id={`menu-${product.id}`}
        texts={t.shared}
        opens="up"
        disabled={controls.busy}
        busy={busyHere !== null}
        items={[
          { label: t.duplicate, onSelect: () => controls.onAction('duplicate', product) },
          product.status !== 'archived' && { label: t.archive, onSelect: () => controls.onAction('archive', product) },
          { label: t.delete, danger: true, onSelect: () => controls.onAction('delete', product) },
        ]}
      />
      {busyHere && (
        <span className="visually-hidden" role="status">
          {busyHere === 'duplicate' ? t.duplicating : busyHere === 'archive' ? t.archiving : t.deleting}
        </span>
      )}
    </div>
  );
}
