/** The form in the Edit Product dialog: one row of the file, checked again when saved. */
import { asWritten } from '../form/as-written';
import { useState } from 'react';
import { fill } from '../../i18n/fill';
import { CATEGORY_OPTIONS } from '../../lib/product-rules';
import type { RawRow } from '../../lib/bulk-import/rows';
import { cx } from '../seller/class-names';
import list from '../seller/SellerList.module.css';
import styles from './EditRow.module.css';
import type { BulkUploadTexts } from './texts';

export default function EditRow({
  row,
  onSave,
  onCancel,
  texts,
}: {
  row: RawRow;
  onSave: (row: RawRow) => void;
  onCancel: () => void;
  texts: BulkUploadTexts;
}) {
  const t = texts.edit;
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
      <h2 id="edit-row-title">{fill(t.title, { line: row.line })}</h2>
      {field('name', t.name)}
      <label className="field">
        {t.category}
        <input
          className="input"
          list="bulk-categories"
          value={draft.category}
          onChange={(event) => setDraft({ ...draft, category: event.currentTarget.value })}
        />
        <datalist id="bulk-categories">
          {CATEGORY_OPTIONS.map((c) => (
            <option key={c.value} value={c.value}>
              {texts.categories[c.value] ?? c.label}
            </option>
          ))}
        </datalist>
      </label>
      <div className={styles.editPair}>
        {field('price', t.price, { inputMode: 'decimal' })}
        {field('quantity', t.quantity, { inputMode: 'numeric' })}
      </div>
      {field('sku', t.sku)}
      <label className="field">
        {t.description}
        <textarea
          {...asWritten}
          className={cx('input', styles.textarea)}
          value={draft.description}
          onChange={(event) => setDraft({ ...draft, description: event.currentTarget.value })}
        />
      </label>
      <div className={list.dialogButtons}>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {t.cancel}
        </button>
        <button type="submit" className="btn btn-primary">
          {t.save}
        </button>
      </div>
    </form>
  );
}
