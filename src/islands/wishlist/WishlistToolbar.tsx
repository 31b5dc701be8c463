/** The wishlist's sort order and its layout (a grid of cards or a list of rows); both wait for the island. */
import { isWishlistSort, WISHLIST_SORTS, type WishlistSort } from '../../lib/wishlist-view';
import { GridIcon, ListIcon } from '../cart/shopping-icons';
import styles from './WishlistToolbar.module.css';
import type { WishlistTexts } from './WishlistView';

export type Layout = 'grid' | 'list';

interface Props {
  ready: boolean;
  sort: WishlistSort;
  onSort: (sort: WishlistSort) => void;
  layout: Layout;
  onLayout: (layout: Layout) => void;
  texts: WishlistTexts;
}

export default function WishlistToolbar({ ready, sort, onSort, layout, onLayout, texts: t }: Props) {
  return (
    <div className={styles.toolbar}>
      <label className={`field ${styles.sort}`}>
        <span>{t.sortBy}</span>
        <select
          className="select"
          disabled={!ready}
          value={sort}
          onChange={(event) => {
            if (isWishlistSort(event.target.value)) onSort(event.target.value);
          }}
        >
          {WISHLIST_SORTS.map((option) => (
            <option key={option.value} value={option.value}>
              {t.sorts[option.value]}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.views} role="group" aria-label={t.layout}>
        <button
          type="button"
          className={styles.viewButton}
          aria-pressed={layout === 'grid'}
          disabled={!ready}
          onClick={() => onLayout('grid')}
        >
          <GridIcon />
          {t.grid}
          <span className="visually-hidden">{t.view}</span>
        </button>
        <button
          type="button"
          className={styles.viewButton}
          aria-pressed={layout === 'list'}
          disabled={!ready}
          onClick={() => onLayout('list')}
        >
          <ListIcon />
          {t.list}
          <span className="visually-hidden">{t.view}</span>
        </button>
      </div>
    </div>
  );
}
