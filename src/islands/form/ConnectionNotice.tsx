/**
 * What a seller's form says when a save did not reach the shop for lack of a connection: that nothing typed
 * was lost, and a button to try again with the values as they are.
 */
import styles from './ConnectionNotice.module.css';

export interface ConnectionTexts {
  title: string;
  body: string;
  retry: string;
}

export function ConnectionNotice({
  texts,
  onRetry,
  busy,
}: {
  texts: ConnectionTexts;
  onRetry: () => void;
  busy: boolean;
}) {
  return (
    <div className={styles.notice} role="alert" data-testid="connection-notice">
      <p className={styles.title}>{texts.title}</p>
      <p className={styles.body}>{texts.body}</p>
      <button type="button" className={styles.retry} onClick={onRetry} disabled={busy}>
        {texts.retry}
      </button>
    </div>
  );
}
