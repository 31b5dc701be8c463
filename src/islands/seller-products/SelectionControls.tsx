/** The selection's bulk bar, and the confirmation before a delete (of the selection or of one product). */
import { useRef } from 'react';
import type { BulkAction } from '../../lib/seller-products';
import { useModal } from '../seller/modal';
import type { Confirm } from './use-product-actions';
import { cx } from '../seller/class-names';
import list from '../seller/SellerList.module.css';
import styles from './ManageProducts.module.css';

const BULK_BUTTONS: { action: BulkAction; label: string; busy: string }[] = [
  { action: 'activate', label: 'Activate', busy: 'Activating…' },
  { action: 'deactivate', label: 'Deactivate', busy: 'Deactivating…' },
  { action: 'archive', label: 'Archive', busy: 'Archiving…' },
  { action: 'delete', label: 'Delete', busy: 'Deleting…' },
];

interface BulkBarProps {
  selected: string[];
  allSelected: boolean;
  onToggleAll: () => void;
  listBusy: boolean;
  busy: boolean;
  /** The bulk action running, if any. */
  running: string | null;
  onBulk: (action: BulkAction, ids: string[]) => void;
}

export function BulkBar({ selected, allSelected, onToggleAll, listBusy, busy, running, onBulk }: BulkBarProps) {
  return (
    <div
      className={cx(styles.bulkBar, selected.length > 0 && styles.bulkBarActive)}
      aria-label="Bulk actions"
      role="group"
    >
      <label className={styles.selectAll}>
        <input
          type="checkbox"
          className={styles.check}
          checked={allSelected}
          onChange={onToggleAll}
          disabled={listBusy}
          aria-label="Select all products"
        />
        <span>{selected.length > 0 ? `${selected.length} selected` : 'Select all'}</span>
      </label>
      {selected.length > 0 && (
        <div className={styles.bulkButtons}>
          {BULK_BUTTONS.map((b) => (
            <button
              key={b.action}
              type="button"
              className={cx('btn btn-sm', b.action === 'delete' ? list.dangerButton : 'btn-outline')}
              disabled={busy}
              onClick={() => onBulk(b.action, selected)}
            >
              {running === b.action ? b.busy : b.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

interface DeleteDialogProps {
  confirm: Confirm;
  deleting: boolean;
  onCancel: () => void;
  onDelete: (confirm: NonNullable<Confirm>) => void;
}

export function DeleteDialog({ confirm, deleting, onCancel, onDelete }: DeleteDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useModal(dialog, confirm !== null);
  const count = confirm?.kind === 'bulk' ? confirm.ids.length : 1;
  return (
    <dialog
      ref={dialog}
      className={cx(list.dialog, styles.dialog)}
      aria-labelledby="delete-title"
      aria-describedby="delete-text"
      onCancel={(e) => deleting && e.preventDefault()}
      onClose={onCancel}
    >
      <h2 id="delete-title">{confirm?.kind === 'single' ? 'Delete Product' : 'Delete Products'}</h2>
      <p id="delete-text">
        {confirm?.kind === 'single'
          ? `Are you sure you want to delete “${confirm.product.name}”? This action cannot be undone.`
          : `Are you sure you want to delete ${count} selected products? This action cannot be undone.`}
      </p>
      <div className={list.dialogButtons}>
        <button type="button" className="btn btn-outline" onClick={onCancel} disabled={deleting}>
          Cancel
        </button>
        <button
          type="button"
          className={cx('btn', list.dangerButton)}
          disabled={deleting}
          onClick={() => confirm && onDelete(confirm)}
        >
          {deleting ? 'Deleting…' : 'Delete'}
        </button>
      </div>
    </dialog>
  );
}
