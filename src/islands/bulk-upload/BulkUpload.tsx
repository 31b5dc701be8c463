/**
 * Bulk Upload Products: the Upload, Review and Progress tabs. The file is read on the server (nothing is
 * written); the Review tab shows the checked rows, which the seller may edit or remove (checked again here
 * with the same rules); Upload sends the valid and warning rows in batches, and the server checks each row
 * again before writing it. The Progress tab counts what the server answered.
 */
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { actions, isInputError } from 'astro:actions';
import { formatMoney } from '../../lib/money';
import { CATEGORY_OPTIONS } from '../../lib/product-rules';
import {
  bannerMessage,
  errorRowsMessage,
  FILE_MESSAGES,
  MAX_FILE_BYTES,
  REDIRECT_AFTER_MS,
  UPLOAD_BATCH_SIZE,
  uploadedMessage,
} from '../../lib/bulk-import/limits';
import { acceptedFileName } from '../../lib/bulk-import/read-name';
import { checkRows, countRows, rawRow, type BulkRow, type RawRow } from '../../lib/bulk-import/rows';
import { TEMPLATE_FILE_NAME, templateCsv } from '../../lib/bulk-import/template';
import Banner from '../seller/Banner';
import Counters from '../seller/Counters';
import RowMenu from '../seller/RowMenu';
import { downloadText } from '../seller/download';
import { useModal } from '../seller/modal';
import list from '../seller/SellerList.module.css';
import { useEarlyInput } from '../form/early-input';
import styles from './BulkUpload.module.css';

type Tab = 'upload' | 'review' | 'progress';

interface Failure {
  line: number;
  name: string;
  message: string;
}

interface Progress {
  total: number;
  processed: number;
  successful: number;
  failed: number;
  isUploading: boolean;
  failures: Failure[];
}

const TABS: { id: Tab; label: string }[] = [
  { id: 'upload', label: 'Upload' },
  { id: 'review', label: 'Review' },
  { id: 'progress', label: 'Progress' },
];

const STATUS_LOOK: Record<BulkRow['status'], { label: string; tone: string }> = {
  valid: { label: 'Valid', tone: 'tone-success' },
  warning: { label: 'Warning', tone: 'tone-warning' },
  error: { label: 'Error', tone: 'tone-destructive' },
};

const CONNECTION_MESSAGE = 'The shop could not be reached. Check your connection and try again.';

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');
const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;

function downloadTemplate() {
  downloadText(TEMPLATE_FILE_NAME, templateCsv());
}

function errorText(error: unknown): string {
  if (!error) return CONNECTION_MESSAGE;
  if (isInputError(error)) return FILE_MESSAGES.wrongType;
  const message = (error as { message?: string }).message;
  return message || CONNECTION_MESSAGE;
}

export default function BulkUpload() {
  const [tab, setTab] = useState<Tab>('upload');
  const [file, setFile] = useState<{ name: string; size: number } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [rows, setRows] = useState<BulkRow[]>([]);
  const [catalogueSkus, setCatalogueSkus] = useState<string[]>([]);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [editing, setEditing] = useState<RawRow | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const readToken = useRef(0);

  const counts = countRows(rows);
  const uploading = progress?.isUploading ?? false;
  const finished = progress !== null && !progress.isUploading;
  const enabled: Record<Tab, boolean> = { upload: true, review: rows.length > 0, progress: progress !== null };

  useModal(dialog, editing !== null);
  // A file chosen before the island started is read as soon as it starts.
  useEarlyInput('bulk-panel-upload', (changed) => {
    const early = changed['bulk-file'];
    if (early instanceof FileList) void choose(early[0]);
  });

  const redirecting = finished && progress.successful > 0 && progress.failed === 0;
  useEffect(() => {
    if (!redirecting) return;
    const timer = setTimeout(() => window.location.assign('/seller-dashboard'), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [redirecting]);

  function reset() {
    readToken.current += 1;
    setTab('upload');
    setFile(null);
    setFileError(null);
    setReading(false);
    setRows([]);
    setCatalogueSkus([]);
    setProgress(null);
    if (input.current) input.current.value = '';
  }

  async function choose(chosen: File | undefined) {
    if (!chosen || uploading) return;
    reset();
    setFile({ name: chosen.name, size: chosen.size });
    if (!acceptedFileName(chosen.name, chosen.type)) return setFileError(FILE_MESSAGES.wrongType);
    if (chosen.size > MAX_FILE_BYTES) return setFileError(FILE_MESSAGES.tooLarge);
    const token = readToken.current;
    setReading(true);
    const form = new FormData();
    form.set('file', chosen);
    try {
      const { data, error } = await actions.bulkImport.read(form);
      if (token !== readToken.current) return;
      if (error || !data) return setFileError(errorText(error));
      setRows(data.rows);
      setCatalogueSkus(data.catalogueSkus);
      setTab('review');
    } catch {
      if (token === readToken.current) setFileError(CONNECTION_MESSAGE);
    } finally {
      if (token === readToken.current) setReading(false);
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void choose(event.dataTransfer.files[0]);
  }

  function recheck(next: RawRow[]) {
    setRows(checkRows(next, catalogueSkus));
  }

  function removeRow(row: BulkRow) {
    recheck(rows.filter((r) => r.id !== row.id).map(rawRow));
  }

  function saveEdit(edited: RawRow) {
    recheck(rows.map((r) => (r.line === edited.line ? edited : rawRow(r))));
    setEditing(null);
  }

  async function upload() {
    const queue = rows.filter((row) => row.status !== 'error');
    if (queue.length === 0 || uploading) return;
    const names = new Map(queue.map((row) => [row.line, row.name.trim()]));
    let state: Progress = { total: queue.length, processed: 0, successful: 0, failed: 0, isUploading: true, failures: [] };
    setProgress(state);
    setTab('progress');
    for (let start = 0; start < queue.length; start += UPLOAD_BATCH_SIZE) {
      const batch = queue.slice(start, start + UPLOAD_BATCH_SIZE);
      let results: { line: number; ok: boolean; message?: string }[];
      try {
        const { data, error } = await actions.bulkImport.upload({ rows: batch.map(rawRow) });
        results = data?.results ?? batch.map((row) => ({ line: row.line, ok: false, message: errorText(error) }));
      } catch {
        results = batch.map((row) => ({ line: row.line, ok: false, message: CONNECTION_MESSAGE }));
      }
      const failures = results.filter((r) => !r.ok).map((r) => ({ line: r.line, name: names.get(r.line) ?? '', message: r.message ?? '' }));
      state = {
        ...state,
        processed: state.processed + results.length,
        successful: state.successful + results.filter((r) => r.ok).length,
        failed: state.failed + failures.length,
        failures: [...state.failures, ...failures],
      };
      setProgress(state);
    }
    setProgress({ ...state, isUploading: false });
  }

  function tabKeys(event: KeyboardEvent<HTMLDivElement>) {
    const open = TABS.filter((t) => enabled[t.id]);
    const index = open.findIndex((t) => t.id === tab);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: open.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = open[(moves[event.key]! + open.length) % open.length]!;
    setTab(next.id);
    document.getElementById(`bulk-tab-${next.id}`)?.focus();
  }

  return (
    <div className={list.page}>
      {redirecting && <Banner tone="success" text={bannerMessage(progress.successful)} />}

      <div className={styles.head}>
        <div className={styles.tablist} role="tablist" aria-label="Bulk upload steps" onKeyDown={tabKeys}>
          {TABS.map((t) => (
            <button
              key={t.id}
              type="button"
              role="tab"
              id={`bulk-tab-${t.id}`}
              aria-controls={`bulk-panel-${t.id}`}
              aria-selected={tab === t.id}
              tabIndex={tab === t.id ? 0 : -1}
              disabled={!enabled[t.id]}
              onClick={() => setTab(t.id)}
            >
              {t.label}
              {t.id === 'review' && rows.length > 0 && <span className={styles.tabCount}>{rows.length}</span>}
            </button>
          ))}
        </div>
        {tab === 'review' && counts.uploadable > 0 && !progress && (
          <button type="button" className="btn btn-primary" onClick={upload}>
            Upload {counts.uploadable} Products
          </button>
        )}
      </div>

      {tab === 'upload' && (
        <section className={cx('card', styles.panel)} id="bulk-panel-upload" role="tabpanel" aria-labelledby="bulk-tab-upload">
          <div className={styles.uploadGrid}>
            <div className={styles.guide}>
              <h2 className={styles.panelTitle}>How it works</h2>
              <ol className={styles.steps}>
                <li>
                  <span className={styles.stepNumber} aria-hidden="true">1</span>
                  <div>
                    <strong>Download the template</strong>
                    <p>A CSV file with the columns name, category, price, quantity, sku and description.</p>
                    <button type="button" className="btn btn-outline btn-sm" onClick={downloadTemplate}>
                      <span aria-hidden="true">⬇</span> Download Template
                    </button>
                  </div>
                </li>
                <li>
                  <span className={styles.stepNumber} aria-hidden="true">2</span>
                  <div>
                    <strong>Fill in your products</strong>
                    <p>One product per row. Prices in dollars such as 12.50; quantity in whole units. Leave sku empty to have one made from the name.</p>
                  </div>
                </li>
                <li>
                  <span className={styles.stepNumber} aria-hidden="true">3</span>
                  <div>
                    <strong>Upload and review</strong>
                    <p>Check every row before anything is added to your store. Rows with errors are never uploaded.</p>
                  </div>
                </li>
              </ol>
              <div className={styles.formats}>
                <h3>Supported formats</h3>
                <p>CSV (.csv) and Excel (.xlsx). Old Excel files (.xls): save them as .xlsx or CSV first.</p>
                <p>Maximum file size 10MB, at most 1000 products per upload.</p>
                <details>
                  <summary>Categories you can use</summary>
                  <p className={styles.categories}>{CATEGORY_OPTIONS.map((c) => `${c.value} (${c.label})`).join(', ')}</p>
                </details>
              </div>
            </div>

            <div className={styles.dropArea}>
              {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a shortcut; the file input inside is the way in from a keyboard */}
              <div
                className={cx(styles.dropZone, dragging && styles.dragging)}
                onDragOver={(event) => {
                  event.preventDefault();
                  setDragging(true);
                }}
                onDragLeave={() => setDragging(false)}
                onDrop={onDrop}
              >
                <span className={styles.dropIcon} aria-hidden="true">
                  ⇪
                </span>
                <p className={styles.dropTitle}>Drag and drop your file here</p>
                <p className={styles.muted}>or</p>
                <label className={cx('btn btn-primary', styles.chooser)}>
                  Choose File
                  <input
                    ref={input}
                    id="bulk-file"
                    className={styles.fileInput}
                    type="file"
                    accept=".csv,.xlsx,.xls,text/csv"
                    onChange={(event) => void choose(event.currentTarget.files?.[0])}
                    disabled={reading || uploading}
                  />
                </label>
              </div>

              {file && (
                <div className={styles.fileRow}>
                  <span className={styles.fileIcon} aria-hidden="true">
                    ▤
                  </span>
                  <div className={styles.fileText}>
                    <span className={styles.fileName}>{file.name}</span>
                    <span className={styles.muted}>{megabytes(file.size)}</span>
                  </div>
                  <button type="button" className="btn btn-ghost btn-sm" onClick={reset} disabled={uploading} aria-label="Clear file">
                    <span aria-hidden="true">×</span>
                  </button>
                </div>
              )}
              {reading && (
                <p className={styles.reading} role="status">
                  <span className={list.spinner} aria-hidden="true" /> Reading your file…
                </p>
              )}
              {fileError && <Banner tone="error" text={fileError} />}
            </div>
          </div>
        </section>
      )}

      {tab === 'review' && (
        <section className={styles.panelPlain} id="bulk-panel-review" role="tabpanel" aria-labelledby="bulk-tab-review">
          <Counters
            label="Row counts"
            accented
            className={styles.rowCounters}
            counters={[
              { label: 'Total Products', value: counts.total },
              { label: 'Valid', value: counts.valid, tone: 'success' },
              { label: 'Warnings', value: counts.warnings, tone: 'warning' },
              { label: 'Errors', value: counts.errors, tone: 'danger' },
            ]}
          />

          {counts.errors > 0 && <Banner tone="error" text={errorRowsMessage(counts.errors)} />}

          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region takes the focus so that it scrolls from the keyboard */}
          <div className={cx('card', styles.tableWrap)} role="region" aria-label="Products in the file" tabIndex={0}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Status</th>
                  <th scope="col">Product Name</th>
                  <th scope="col">Category</th>
                  <th scope="col">Price</th>
                  <th scope="col">Quantity</th>
                  <th scope="col">SKU</th>
                  <th scope="col">Issues</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const look = STATUS_LOOK[row.status];
                  const label = row.name.trim() || `row ${row.line}`;
                  return (
                    <tr key={row.id}>
                      <td data-label="Status">
                        <span className={cx('badge', look.tone)}>{look.label}</span>
                      </td>
                      <td data-label="Product Name" className={styles.nameCell}>
                        {row.name.trim() ? <span className={styles.productName}>{row.name.trim()}</span> : <span className={styles.danger}>Missing name</span>}
                        <span className={styles.lineNo}>Row {row.line}</span>
                      </td>
                      <td data-label="Category">{row.category.trim() || <span className={styles.muted}>—</span>}</td>
                      <td data-label="Price" className={cx(styles.number, row.priceSen !== null && row.priceSen < 0 && styles.danger)}>
                        {row.priceSen !== null ? formatMoney(row.priceSen, 'USD') : row.price.trim() || <span className={styles.muted}>—</span>}
                      </td>
                      <td data-label="Quantity" className={cx(styles.number, row.quantityValue === 0 && styles.warning)}>
                        {row.quantityValue ?? (row.quantity.trim() || <span className={styles.muted}>—</span>)}
                      </td>
                      <td data-label="SKU" className={styles.sku}>
                        {row.finalSku || <span className={styles.muted}>—</span>}
                        {!row.sku.trim() && row.finalSku && <span className={styles.lineNo}>made from the name</span>}
                      </td>
                      <td data-label="Issues">
                        {row.errors.length + row.warnings.length === 0 ? (
                          <span className={styles.muted}>None</span>
                        ) : (
                          <ul className={styles.issues}>
                            {row.errors.map((message) => (
                              <li key={message} className={styles.danger}>
                                {message}
                              </li>
                            ))}
                            {row.warnings.map((message) => (
                              <li key={message} className={styles.warning}>
                                {message}
                              </li>
                            ))}
                          </ul>
                        )}
                      </td>
                      <td className={styles.menuCell}>
                        <RowMenu
                          label={label}
                          id={`menu-${row.id}`}
                          disabled={progress !== null}
                          items={[
                            { label: 'Edit Product', onSelect: () => setEditing(rawRow(row)) },
                            { label: 'Remove', danger: true, onSelect: () => removeRow(row) },
                          ]}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>
      )}

      {tab === 'progress' && (
        <section className={cx('card', styles.panel)} id="bulk-panel-progress" role="tabpanel" aria-labelledby="bulk-tab-progress">
          {!progress ? (
            <p className={styles.muted}>No upload in progress</p>
          ) : (
            <div className={styles.progress}>
              <div className={styles.progressHead}>
                <h2 className={styles.panelTitle}>{progress.isUploading ? 'Uploading products…' : 'Upload finished'}</h2>
                <span className={styles.progressCount} aria-live="polite">
                  {progress.processed} of {progress.total}
                </span>
              </div>
              <progress className={styles.bar} max={progress.total} value={progress.processed} aria-label="Upload progress" />
              <Counters
                label="Upload counts"
                accented
                className={styles.uploadCounters}
                counters={[
                  { label: 'Successful', value: progress.successful, tone: 'success' },
                  { label: 'Failed', value: progress.failed, tone: 'danger' },
                  { label: 'Remaining', value: progress.total - progress.processed },
                ]}
              />
              {finished && (
                <p className={styles.done} role="status">
                  {uploadedMessage(progress.successful)}
                </p>
              )}
              {progress.failures.length > 0 && (
                <div className={styles.failures}>
                  <h3>Not uploaded</h3>
                  <ul>
                    {progress.failures.map((failure) => (
                      <li key={failure.line}>
                        <strong>
                          Row {failure.line}
                          {failure.name ? `: ${failure.name}` : ''}
                        </strong>{' '}
                        <span className={styles.danger}>{failure.message}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {finished && !redirecting && (
                <div className={styles.finishActions}>
                  <a className="btn btn-primary" href="/seller/manage-products">
                    Go to Manage Products
                  </a>
                  <button type="button" className="btn btn-outline" onClick={reset}>
                    Upload another file
                  </button>
                </div>
              )}
            </div>
          )}
        </section>
      )}

      <dialog ref={dialog} className={cx(list.dialog, styles.dialog)} aria-labelledby="edit-row-title" onClose={() => setEditing(null)}>
        {editing && <EditRow key={editing.line} row={editing} onSave={saveEdit} onCancel={() => setEditing(null)} />}
      </dialog>
    </div>
  );
}

function EditRow({ row, onSave, onCancel }: { row: RawRow; onSave: (row: RawRow) => void; onCancel: () => void }) {
  const [draft, setDraft] = useState(row);
  const field = (name: keyof Omit<RawRow, 'line'>, label: string, extra: { inputMode?: 'decimal' | 'numeric' } = {}) => (
    <label className="field">
      {label}
      <input className="input" value={draft[name]} onChange={(event) => setDraft({ ...draft, [name]: event.currentTarget.value })} {...extra} />
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
        <input className="input" list="bulk-categories" value={draft.category} onChange={(event) => setDraft({ ...draft, category: event.currentTarget.value })} />
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
        <textarea className={cx('input', styles.textarea)} value={draft.description} onChange={(event) => setDraft({ ...draft, description: event.currentTarget.value })} />
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
