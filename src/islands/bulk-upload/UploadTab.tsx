/** The Upload tab: how it works, the template, and the file to choose or drop. */
import { useState, type DragEvent, type RefObject } from 'react';
import { CATEGORY_OPTIONS } from '../../lib/product-rules';
import { TEMPLATE_COLUMNS } from '../../lib/bulk-import/limits';
import { templateCsv } from '../../lib/bulk-import/template';
import Banner from '../seller/Banner';
import { downloadText } from '../seller/download';
import list from '../seller/SellerList.module.css';
import { cx } from '../seller/class-names';
import shared from './BulkUpload.module.css';
import styles from './UploadTab.module.css';
import { asWritten } from '../form/as-written';
import { toldIn, type BulkUploadTexts, type Told } from './texts';

interface Props {
  input: RefObject<HTMLInputElement | null>;
  file: { name: string; size: number } | null;
  fileError: Told | null;
  reading: boolean;
  uploading: boolean;
  onChoose: (file: File | undefined) => void;
  onClear: () => void;
  texts: BulkUploadTexts;
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;

/** The template in the page's language: its header and its examples' descriptions. */
function downloadTemplate({ fileName, columns, example1, example2 }: BulkUploadTexts['template']) {
  downloadText(
    fileName,
    templateCsv(
      TEMPLATE_COLUMNS.map((column) => columns[column]),
      [example1, example2],
    ),
  );
}

export default function UploadTab({ input, file, fileError, reading, uploading, onChoose, onClear, texts }: Props) {
  const t = texts.upload;
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
          <h2 className={shared.panelTitle}>{t.howItWorks}</h2>
          <ol className={styles.steps}>
            <li>
              <span className={styles.stepNumber} aria-hidden="true">
                1
              </span>
              <div>
                <strong>{t.step1Title}</strong>
                <p>{t.step1Text}</p>
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  onClick={() => downloadTemplate(texts.template)}
                >
                  <span aria-hidden="true">⬇</span> {t.downloadTemplate}
                </button>
              </div>
            </li>
            <li>
              <span className={styles.stepNumber} aria-hidden="true">
                2
              </span>
              <div>
                <strong>{t.step2Title}</strong>
                <p>{t.step2Text}</p>
              </div>
            </li>
            <li>
              <span className={styles.stepNumber} aria-hidden="true">
                3
              </span>
              <div>
                <strong>{t.step3Title}</strong>
                <p>{t.step3Text}</p>
              </div>
            </li>
          </ol>
          <div className={styles.formats}>
            <h3>{t.formats}</h3>
            <p>{t.formatsText}</p>
            <p>{t.limitsText}</p>
            <details>
              <summary>{t.categories}</summary>
              <p className={styles.categories}>
                {/* The values are typed into the file as they are, in every language: the reader knows them so. */}
                {CATEGORY_OPTIONS.map((c, index) => (
                  <span key={c.value}>
                    {index > 0 && ', '}
                    <span {...asWritten}>{c.value}</span> ({texts.categories[c.value] ?? c.label})
                  </span>
                ))}
              </p>
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
            <p className={styles.dropTitle}>{t.dropTitle}</p>
            <p className={shared.muted}>{t.or}</p>
            <label className={cx('btn btn-primary', styles.chooser)}>
              {t.chooseFile}
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
                <span className={styles.fileName} {...asWritten}>
                  {file.name}
                </span>
                <span className={shared.muted}>{megabytes(file.size)}</span>
              </div>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={onClear}
                disabled={uploading}
                aria-label={t.clearFile}
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
          )}
          {reading && (
            <p className={styles.reading} role="status">
              <span className={list.spinner} aria-hidden="true" /> {t.reading}
            </p>
          )}
          {fileError && <Banner tone="error" text={toldIn(fileError, texts)} texts={texts.shared} />}
        </div>
      </div>
    </section>
  );
}
