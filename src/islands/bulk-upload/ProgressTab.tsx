/** The Progress tab: what the server answered so far, the rows it refused, and where to go next. */
import { uploadedMessage } from '../../lib/bulk-import/limits';
import Counters from '../seller/Counters';
import { cx } from '../seller/class-names';
import type { Progress } from './use-bulk-upload';
import shared from './BulkUpload.module.css';
import styles from './ProgressTab.module.css';

interface Props {
  progress: Progress | null;
  /** Everything was uploaded: the dashboard opens by itself. */
  redirecting: boolean;
  onAnother: () => void;
}

export default function ProgressTab({ progress, redirecting, onAnother }: Props) {
  const finished = progress !== null && !progress.isUploading;
  return (
    <section
      className={cx('card', shared.panel)}
      id="bulk-panel-progress"
      role="tabpanel"
      aria-labelledby="bulk-tab-progress"
    >
      {!progress ? (
        <p className={shared.muted}>No upload in progress</p>
      ) : (
        <div className={styles.progress}>
          <div className={styles.progressHead}>
            <h2 className={shared.panelTitle}>{progress.isUploading ? 'Uploading products…' : 'Upload finished'}</h2>
            <span className={styles.progressCount} aria-live="polite">
              {progress.processed} of {progress.total}
            </span>
          </div>
          <progress
            className={styles.bar}
            max={progress.total}
            value={progress.processed}
            aria-label="Upload progress"
          />
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
                    <span className={shared.danger}>{failure.message}</span>
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
              <button type="button" className="btn btn-outline" onClick={onAnother}>
                Upload another file
              </button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
