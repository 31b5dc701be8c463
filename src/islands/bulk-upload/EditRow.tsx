/** The form in the Edit Product dialog: one row of the file, checked again when saved. */
import { useState } from 'react';
import { CATEGORY_OPTIONS } from '../../lib/product-rules';
import type { RawRow } from '../../lib/bulk-import/rows';
import { cx } from '../seller/class-names';
import list from '../seller/SellerList.module.css';
import styles from './EditRow.module.css';

export default function EditRow({
  row,
  onSave,
  onCancel,
}: {
  row: RawRow;
  onSave: (row: RawRow) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(row);
  const field = (
    name: keyof Omit<RawRow, 'line'>,
    label: string,
    extra: { inputMode?: 'decimal' | 'numeric' } = {},
  ) => (
    <label className="field">
      {label}
      <input
        className="input"
        value={draft[name]}
        onChange={(event) => setDraft({ ...draft, [name]: event.currentTarget.value })}
        {...extra}
      />
    </label>
  );
  return (
    <form
      className={styles.editForm}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(draft);
      }}
    >
      <h2 id="edit-row-title">Edit Product (row {row.line})</h2>
      {field('name', 'Product name')}
      <label className="field">
        Category
        <input
          className="input"
          list="bulk-categories"
          value={draft.category}
          onChange={(event) => setDraft({ ...draft, category: event.currentTarget.value })}
        />
        <datalist id="bulk-categories">
          {CATEGORY_OPTIONS.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </datalist>
      </label>
      <div className={styles.editPair}>
        {field('price', 'Price (USD)', { inputMode: 'decimal' })}
        {field('quantity', 'Quantity', { inputMode: 'numeric' })}
      </div>
      {field('sku', 'SKU')}
      <label className="field">
        Description
        <textarea
          className={cx('input', styles.textarea)}
          value={draft.description}
          onChange={(event) => setDraft({ ...draft, description: event.currentTarget.value })}
        />
      </label>
      <div className={list.dialogButtons}>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary">
          Save Changes
        </button>
      </div>
    </form>
  );
}
