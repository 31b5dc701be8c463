/** The Progress tab: what the server answered so far, the rows it refused, and where to go next. */
import { fill } from '../../i18n/fill';
import { localisedPath, type Lang } from '../../i18n/languages';
import { asWritten } from '../form/as-written';
import Counters from '../seller/Counters';
import { cx } from '../seller/class-names';
import type { Progress } from './use-bulk-upload';
import shared from './BulkUpload.module.css';
import styles from './ProgressTab.module.css';
import { toldIn, type BulkUploadTexts } from './texts';

interface Props {
  progress: Progress | null;
  /** Everything was uploaded: the dashboard opens by itself. */
  redirecting: boolean;
  onAnother: () => void;
  texts: BulkUploadTexts;
  lang: Lang;
}

export default function ProgressTab({ progress, redirecting, onAnother, texts, lang }: Props) {
  const t = texts.progress;
  const finished = progress !== null && !progress.isUploading;
  return (
    <section
      className={cx('card', shared.panel)}
      id="bulk-panel-progress"
      role="tabpanel"
      aria-labelledby="bulk-tab-progress"
    >
      {!progress ? (
        <p className={shared.muted}>{t.none}</p>
      ) : (
        <div className={styles.progress}>
          <div className={styles.progressHead}>
            <h2 className={shared.panelTitle}>{progress.isUploading ? t.uploading : t.finished}</h2>
            <span className={styles.progressCount} aria-live="polite">
              {fill(t.processed, { processed: progress.processed, total: progress.total })}
            </span>
          </div>
          <progress className={styles.bar} max={progress.total} value={progress.processed} aria-label={t.bar} />
          <Counters
            label={t.counts}
            accented
            className={styles.uploadCounters}
            counters={[
              { label: t.successful, value: progress.successful, tone: 'success' },
              { label: t.failed, value: progress.failed, tone: 'danger' },
              { label: t.remaining, value: progress.total - progress.processed },
            ]}
          />
          {finished && (
            <p className={styles.done} role="status">
              {fill(t.uploaded, { count: progress.successful })}
            </p>
          )}
          {progress.failures.length > 0 && (
            <div className={styles.failures}>
              <h3>{t.notUploaded}</h3>
              <ul>
                {progress.failures.map((failure) => (
                  <li key={failure.line}>
                    <strong>
                      {fill(t.row, { line: failure.line })}
                      {failure.name && (
                        <>
                          : <span {...asWritten}>{failure.name}</span>
                        </>
                      )}
                    </strong>{' '}
                    <span className={shared.danger}>{toldIn(failure.told, texts)}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {finished && !redirecting && (
            <div className={styles.finishActions}>
              <a className="btn btn-primary" href={localisedPath('/seller/manage-products', lang)}>
                {t.manageProducts}
              </a>
              <button type="button" className="btn btn-outline" onClick={onAnother}>
                {t.another}
              </button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
