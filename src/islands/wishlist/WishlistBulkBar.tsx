/** Select All and the actions on the selected items: one of each in stock to the cart, or removal. */
import { CartIcon, CheckIcon } from '../cart/shopping-icons';
import styles from './WishlistBulkBar.module.css';

interface Props {
  ready: boolean;
  selectedCount: number;
  allSelected: boolean;
  onSelectAll: () => void;
  onAdd: () => void;
  onRemove: () => void;
}

export default function WishlistBulkBar({ ready, selectedCount, allSelected, onSelectAll, onAdd, onRemove }: Props) {
  return (
    <div className={`card ${styles.bulk}`} role="group" aria-label="Selected items">
      <div className={styles.bulkSelect}>
        <button type="button" className="btn btn-ghost btn-sm" disabled={!ready} onClick={onSelectAll}>
          <span className={allSelected ? `${styles.box} ${styles.boxOn}` : styles.box} aria-hidden="true">
            {allSelected && <CheckIcon />}
          </span>
          {allSelected ? 'Deselect All' : 'Select All'}
        </button>
        <span className={styles.selectedCount} aria-live="polite">
          {selectedCount} selected
        </span>
      </div>
      <div className={styles.bulkActions}>
        <button type="button" className="btn btn-primary btn-sm" onClick={onAdd} disabled={selectedCount === 0}>
          <CartIcon />
          Add to Cart ({selectedCount})
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={onRemove} disabled={selectedCount === 0}>
          Remove ({selectedCount})
        </button>
      </div>
    </div>
  );
}
