/** The Upload tab: how it works, the template, and the file to choose or drop. */
import { useState, type DragEvent, type RefObject } from 'react';
import { CATEGORY_OPTIONS } from '../../lib/product-rules';
import { TEMPLATE_FILE_NAME, templateCsv } from '../../lib/bulk-import/template';
import Banner from '../seller/Banner';
import { downloadText } from '../seller/download';
import list from '../seller/SellerList.module.css';
import { cx } from '../seller/class-names';
import shared from './BulkUpload.module.css';
import styles from './UploadTab.module.css';

interface Props {
  input: RefObject<HTMLInputElement | null>;
  file: { name: string; size: number } | null;
  fileError: string | null;
  reading: boolean;
  uploading: boolean;
  onChoose: (file: File | undefined) => void;
  onClear: () => void;
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;

function downloadTemplate() {
  downloadText(TEMPLATE_FILE_NAME, templateCsv());
}

export default function UploadTab({ input, file, fileError, reading, uploading, onChoose, onClear }: Props) {
  const [dragging, setDragging] = useState(false);

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    onChoose(event.dataTransfer.files[0]);
  }

  return (
    <section
      className={cx('card', shared.panel)}
      id="bulk-panel-upload"
      role="tabpanel"
      aria-labelledby="bulk-tab-upload"
    >
      <div className={styles.uploadGrid}>
        <div className={styles.guide}>
          <h2 className={shared.panelTitle}>How it works</h2>
          <ol className={styles.steps}>
            <li>
              <span className={styles.stepNumber} aria-hidden="true">
                1
              </span>
              <div>
                <strong>Download the template</strong>
                <p>A CSV file with the columns name, category, price, quantity, sku and description.</p>
                <button type="button" className="btn btn-outline btn-sm" onClick={downloadTemplate}>
                  <span aria-hidden="true">⬇</span> Download Template
                </button>
              </div>
            </li>
            <li>
              <span className={styles.stepNumber} aria-hidden="true">
                2
              </span>
              <div>
                <strong>Fill in your products</strong>
                <p>
                  One product per row. Prices in dollars such as 12.50; quantity in whole units. Leave sku empty to have
                  one made from the name.
                </p>
              </div>
            </li>
            <li>
              <span className={styles.stepNumber} aria-hidden="true">
                3
              </span>
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
            <p className={shared.muted}>or</p>
            <label className={cx('btn btn-primary', styles.chooser)}>
              Choose File
              <input
                ref={input}
                id="bulk-file"
                className={styles.fileInput}
                type="file"
                accept=".csv,.xlsx,.xls,text/csv"
                onChange={(event) => onChoose(event.currentTarget.files?.[0])}
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
                <span className={shared.muted}>{megabytes(file.size)}</span>
              </div>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={onClear}
                disabled={uploading}
                aria-label="Clear file"
              >
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
  );
}
