/** The selection's bulk bar, and the confirmation before a delete (of the selection or of one product). */
import { useRef } from 'react';
import { fill } from '../../i18n/fill';
import type { BulkAction } from '../../lib/seller-products';
import { useModal } from '../seller/modal';
import type { Confirm } from './use-product-actions';
import { cx } from '../seller/class-names';
import list from '../seller/SellerList.module.css';
import styles from './ManageProducts.module.css';

import { asWritten } from '../form/as-written';
import type { ListTexts } from './ProductParts';

type Said = 'activate' | 'deactivate' | 'archive' | 'delete' | 'activating' | 'deactivating' | 'archiving' | 'deleting';

const BULK_BUTTONS: { action: BulkAction; label: Said; busy: Said }[] = [
  { action: 'activate', label: 'activate', busy: 'activating' },
  { action: 'deactivate', label: 'deactivate', busy: 'deactivating' },
  { action: 'archive', label: 'archive', busy: 'archiving' },
  { action: 'delete', label: 'delete', busy: 'deleting' },
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
  t: ListTexts;
}

export function BulkBar({ selected, allSelected, onToggleAll, listBusy, busy, running, onBulk, t }: BulkBarProps) {
  return (
    <div
      className={cx(styles.bulkBar, selected.length > 0 && styles.bulkBarActive)}
      aria-label={t.bulkActions}
      role="group"
    >
      <label className={styles.selectAll}>
        <input
          type="checkbox"
          className={styles.check}
          checked={allSelected}
          onChange={onToggleAll}
          disabled={listBusy}
          aria-label={t.selectAllProducts}
        />
        <span>{selected.length > 0 ? fill(t.selected, { count: selected.length }) : t.selectAll}</span>
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
              {running === b.action ? t[b.busy] : t[b.label]}
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
  t: ListTexts;
}

export function DeleteDialog({ confirm, deleting, onCancel, onDelete, t }: DeleteDialogProps) {
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
      <h2 id="delete-title">{confirm?.kind === 'single' ? t.deleteOne : t.deleteMany}</h2>
      <p id="delete-text">
        {confirm?.kind === 'single' ? (
          <NamedSentence text={t.confirmOne} name={confirm.product.name} />
        ) : (
          fill(t.confirmMany, { count })
        )}
      </p>
      <div className={list.dialogButtons}>
        <button type="button" className="btn btn-outline" onClick={onCancel} disabled={deleting}>
          {t.cancel}
        </button>
        <button
          type="button"
          className={cx('btn', list.dangerButton)}
          disabled={deleting}
          onClick={() => confirm && onDelete(confirm)}
        >
          {deleting ? t.deleting : t.delete}
        </button>
      </div>
    </dialog>
  );
}

/** A sentence with the product's name in it, the name marked as its merchant wrote it. */
function NamedSentence({ text, name }: { text: string; name: string }) {
  const [before, after = ''] = text.split('{name}');
  return (
    <>
      {before}
      <span {...asWritten}>{name}</span>
      {after}
    </>
  );
}
