/**
 * Manage Products' toolbar: search, status, category and sort as a plain GET form (it works before the island
 * runs), then the layout switch and Reload.
 */
import type { RefObject } from 'react';
import { type Lang, localisedPath } from '../../i18n/languages';
import { PRODUCT_STATUS_FILTERS, SELLER_SORTS, type SellerProductListQuery } from '../../lib/seller-products';
import { cx } from '../seller/class-names';
import list from '../seller/SellerList.module.css';
import type { ListTexts } from './ProductParts';
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
  t: ListTexts;
  lang: Lang;
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
  t,
  lang,
}: Props) {
  return (
    <form
      ref={form}
      className={cx('card', list.toolbar, styles.toolbar)}
      role="search"
      method="get"
      action={localisedPath('/seller/manage-products', lang)}
      onSubmit={(e) => {
        e.preventDefault();
        onChosen();
      }}
    >
      <label className={cx('field', styles.search)}>
        <span className="visually-hidden">{t.searchLabel}</span>
        <input
          className="input"
          type="search"
          name="q"
          placeholder={t.searchPlaceholder}
          defaultValue={initial.search}
          maxLength={100}
          autoComplete="off"
          onChange={onTyped}
        />
      </label>
      <label className="field">
        <span className="visually-hidden">{t.status}</span>
        <select className="select" name="status" defaultValue={initial.status} onChange={onChosen}>
          {PRODUCT_STATUS_FILTERS.map((s) => (
            <option key={s.value} value={s.value}>
              {t.statusFilters[s.value]}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="visually-hidden">{t.category}</span>
        <select className="select" name="category" defaultValue={initial.category} onChange={onChosen}>
          {categories.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="visually-hidden">{t.sortBy}</span>
        <select className="select" name="sort" defaultValue={initial.sort} onChange={onChosen}>
          {SELLER_SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {t.sorts[s.value]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn btn-outline btn-sm no-js-only">
        {t.apply}
      </button>
      <div className={styles.viewButtons} role="group" aria-label={t.layout}>
        <button
          type="button"
          className={cx('btn btn-outline btn-sm', view === 'grid' && styles.pressed)}
          aria-pressed={view === 'grid'}
          onClick={() => onView('grid')}
        >
          <span aria-hidden="true">▦</span>
          <span className="visually-hidden">{t.gridView}</span>
        </button>
        <button
          type="button"
          className={cx('btn btn-outline btn-sm', view === 'list' && styles.pressed)}
          aria-pressed={view === 'list'}
          onClick={() => onView('list')}
        >
          <span aria-hidden="true">☰</span>
          <span className="visually-hidden">{t.listView}</span>
        </button>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={onReload}
          disabled={busy}
          aria-label={reloading ? t.reloading : t.reload}
        >
          <span aria-hidden="true" className={cx(reloading && styles.turning)}>
            ↻
          </span>
        </button>
      </div>
    </form>
  );
}
