/**
 * Manage Products' toolbar: search, status, category and sort as a plain GET form (it works before the island
 * runs), then the layout switch and Reload.
 */
import type { RefObject } from 'react';
import { PRODUCT_STATUS_FILTERS, SELLER_SORTS, type SellerProductListQuery } from '../../lib/seller-products';
import { cx } from '../seller/class-names';
import list from '../seller/SellerList.module.css';
import styles from './ManageProducts.module.css';

export type View = 'grid' | 'list';

interface Props {
  form: RefObject<HTMLFormElement | null>;
  /** The query the server rendered: the fields' first values. */
  initial: SellerProductListQuery;
  categories: { value: string; label: string }[];
  view: View;
  onView: (view: View) => void;
  /** Search typed: the list is searched again after a pause. */
  onTyped: () => void;
  /** A choice made or the form sent: the list is read again at once. */
  onChosen: () => void;
  reloading: boolean;
  busy: boolean;
  onReload: () => void;
}

export default function ProductToolbar({
  form,
  initial,
  categories,
  view,
  onView,
  onTyped,
  onChosen,
  reloading,
  busy,
  onReload,
}: Props) {
  return (
    <form
      ref={form}
      className={cx('card', list.toolbar, styles.toolbar)}
      role="search"
      method="get"
      action="/seller/manage-products"
      onSubmit={(e) => {
        e.preventDefault();
        onChosen();
      }}
    >
      <label className={cx('field', styles.search)}>
        <span className="visually-hidden">Search products</span>
        <input
          className="input"
          type="search"
          name="q"
          placeholder="Search by name, SKU or tag..."
          defaultValue={initial.search}
          maxLength={100}
          autoComplete="off"
          onChange={onTyped}
        />
      </label>
      <label className="field">
        <span className="visually-hidden">Status</span>
        <select className="select" name="status" defaultValue={initial.status} onChange={onChosen}>
          {PRODUCT_STATUS_FILTERS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="visually-hidden">Category</span>
        <select className="select" name="category" defaultValue={initial.category} onChange={onChosen}>
          {categories.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="visually-hidden">Sort by</span>
        <select className="select" name="sort" defaultValue={initial.sort} onChange={onChosen}>
          {SELLER_SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn btn-outline btn-sm no-js-only">
        Apply
      </button>
      <div className={styles.viewButtons} role="group" aria-label="Layout">
        <button
          type="button"
          className={cx('btn btn-outline btn-sm', view === 'grid' && styles.pressed)}
          aria-pressed={view === 'grid'}
          onClick={() => onView('grid')}
        >
          <span aria-hidden="true">▦</span>
          <span className="visually-hidden">Grid view</span>
        </button>
        <button
          type="button"
          className={cx('btn btn-outline btn-sm', view === 'list' && styles.pressed)}
          aria-pressed={view === 'list'}
          onClick={() => onView('list')}
        >
          <span aria-hidden="true">☰</span>
          <span className="visually-hidden">List view</span>
        </button>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={onReload}
          disabled={busy}
          aria-label={reloading ? 'Reloading products' : 'Reload products'}
        >
          <span aria-hidden="true" className={cx(reloading && styles.turning)}>
            ↻
          </span>
        </button>
      </div>
    </form>
  );
}
