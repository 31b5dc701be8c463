/**
 * Bulk Upload Products: the Upload, Review and Progress tabs. The file is read on the server (nothing is
 * written); the Review tab shows the checked rows, which the seller may edit or remove (checked again here
 * with the same rules); Upload sends the valid and warning rows in batches, and the server checks each row
 * again before writing it. The Progress tab counts what the server answered. The state is in use-bulk-upload.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { fill } from '../../i18n/fill';
import type { Lang } from '../../i18n/languages';
import { countRows, type RawRow } from '../../lib/bulk-import/rows';
import type { CategoryNames } from '../../lib/product-rules';
import Banner from '../seller/Banner';
import { cx } from '../seller/class-names';
import { useModal } from '../seller/modal';
import list from '../seller/SellerList.module.css';
import { useBulkUpload, type Tab } from './use-bulk-upload';
import UploadTab from './UploadTab';
import ReviewTab from './ReviewTab';
import ProgressTab from './ProgressTab';
import EditRow from './EditRow';
import styles from './BulkUpload.module.css';
import type { BulkUploadTexts } from './texts';

const TABS: Tab[] = ['upload', 'review', 'progress'];

interface Props {
  texts: BulkUploadTexts;
  lang: Lang;
  /** Every language's category names, by value: a file may name a category in either language. */
  categoryNames: readonly CategoryNames[];
}

export default function BulkUpload({ texts: t, lang, categoryNames }: Props) {
  const bulk = useBulkUpload(lang, categoryNames);
  const { tab, setTab, rows, progress } = bulk;
  const [editing, setEditing] = useState<RawRow | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  useModal(dialog, editing !== null);

  const counts = countRows(rows);
  const enabled: Record<Tab, boolean> = { upload: true, review: rows.length > 0, progress: progress !== null };

  function tabKeys(event: KeyboardEvent<HTMLDivElement>) {
    const open = TABS.filter((id) => enabled[id]);
    const index = open.indexOf(tab);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: open.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = open[(moves[event.key]! + open.length) % open.length]!;
    setTab(next);
    document.getElementById(`bulk-tab-${next}`)?.focus();
  }

  return (
    <div className={list.page}>
      {bulk.redirecting && progress && (
        <Banner tone="success" text={fill(t.progress.banner, { count: progress.successful })} texts={t.shared} />
      )}

      <div className={styles.head}>
        <div className={styles.tablist} role="tablist" aria-label={t.tabs.label} onKeyDown={tabKeys}>
          {TABS.map((id) => (
            <button
              key={id}
              type="button"
              role="tab"
              id={`bulk-tab-${id}`}
              aria-controls={`bulk-panel-${id}`}
              aria-selected={tab === id}
              tabIndex={tab === id ? 0 : -1}
              disabled={!enabled[id]}
              onClick={() => setTab(id)}
            >
              {t.tabs[id]}
              {id === 'review' && rows.length > 0 && <span className={styles.tabCount}>{rows.length}</span>}
            </button>
          ))}
        </div>
        {tab === 'review' && counts.uploadable > 0 && !progress && (
          <button type="button" className="btn btn-primary" onClick={bulk.upload}>
            {fill(t.tabs.uploadProducts, { count: counts.uploadable })}
          </button>
        )}
      </div>

      {tab === 'upload' && (
        <UploadTab
          input={bulk.input}
          file={bulk.file}
          fileError={bulk.fileError}
          reading={bulk.reading}
          uploading={bulk.uploading}
          onChoose={(file) => void bulk.choose(file)}
          onClear={bulk.reset}
          texts={t}
        />
      )}
      {tab === 'review' && (
        <ReviewTab rows={rows} locked={progress !== null} onEdit={setEditing} onRemove={bulk.removeRow} texts={t} />
      )}
      {tab === 'progress' && (
        <ProgressTab progress={progress} redirecting={bulk.redirecting} onAnother={bulk.reset} texts={t} lang={lang} />
      )}

      <dialog
        ref={dialog}
        className={cx(list.dialog, styles.dialog)}
        aria-labelledby="edit-row-title"
        onClose={() => setEditing(null)}
      >
        {editing && (
          <EditRow
            key={editing.line}
            row={editing}
            onSave={(edited) => {
              bulk.saveRow(edited);
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
            texts={t}
          />
        )}
      </dialog>
    </div>
  );
}
