/** Select All and the actions on the selected items: one of each in stock to the cart, or removal. */
import { CartIcon, CheckIcon } from '../cart/shopping-icons';
import { fill } from '../cart/shopping-hooks';
import styles from './WishlistBulkBar.module.css';
import type { WishlistTexts } from './WishlistView';

interface Props {
  ready: boolean;
  selectedCount: number;
  allSelected: boolean;
  onSelectAll: () => void;
  onAdd: () => void;
  onRemove: () => void;
  texts: WishlistTexts;
}

export default function WishlistBulkBar({
  ready,
  selectedCount,
  allSelected,
  onSelectAll,
  onAdd,
  onRemove,
  texts: t,
}: Props) {
  return (
    <div className={`card ${styles.bulk}`} role="group" aria-label={t.selectedItems}>
      <div className={styles.bulkSelect}>
        <button type="button" className="btn btn-ghost btn-sm" disabled={!ready} onClick={onSelectAll}>
          <span className={allSelected ? `${styles.box} ${styles.boxOn}` : styles.box} aria-hidden="true">
            {allSelected && <CheckIcon />}
          </span>
          {allSelected ? t.deselectAll : t.selectAll}
        </button>
        <span className={styles.selectedCount} aria-live="polite">
          {fill(t.selected, { count: selectedCount })}
        </span>
      </div>
      <div className={styles.bulkActions}>
        <button type="button" className="btn btn-primary btn-sm" onClick={onAdd} disabled={selectedCount === 0}>
          <CartIcon />
          {fill(t.addSelected, { count: selectedCount })}
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={onRemove} disabled={selectedCount === 0}>
          {fill(t.removeSelected, { count: selectedCount })}
        </button>
      </div>
    </div>
  );
}
