/** The wishlist's sort order and its layout (a grid of cards or a list of rows); both wait for the island. */
import { isWishlistSort, WISHLIST_SORTS, type WishlistSort } from '../../lib/wishlist-view';
import { GridIcon, ListIcon } from '../cart/shopping-icons';
import styles from './WishlistToolbar.module.css';

export type Layout = 'grid' | 'list';

interface Props {
  ready: boolean;
  sort: WishlistSort;
  onSort: (sort: WishlistSort) => void;
  layout: Layout;
  onLayout: (layout: Layout) => void;
}

export default function WishlistToolbar({ ready, sort, onSort, layout, onLayout }: Props) {
  return (
    <div className={styles.toolbar}>
      <label className={`field ${styles.sort}`}>
        <span>Sort by</span>
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
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.views} role="group" aria-label="Layout">
        <button
          type="button"
          className={styles.viewButton}
          aria-pressed={layout === 'grid'}
          disabled={!ready}
          onClick={() => onLayout('grid')}
        >
          <GridIcon />
          Grid<span className="visually-hidden"> view</span>
        </button>
        <button
          type="button"
          className={styles.viewButton}
          aria-pressed={layout === 'list'}
          disabled={!ready}
          onClick={() => onLayout('list')}
        >
          <ListIcon />
          List<span className="visually-hidden"> view</span>
        </button>
      </div>
    </div>
  );
}
