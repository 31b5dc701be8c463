/** One file to choose for the application: its label, the chosen file's name and size, and its message. */
import type { FileField } from '../../lib/merchant-application';
import { FieldError, Required } from '../form/Field';
import styles from './FileInput.module.css';

interface Props {
  id: FileField;
  label: string;
  accept: string;
  required: boolean;
  file?: File;
  /** The file was chosen before a reload, which the browser could not keep. */
  chooseAgain: boolean;
  hint?: string;
  /** What the field says when the file must be chosen again, in the page's language. */
  chooseAgainText: string;
  error?: string;
  onChoose: (file: File | undefined) => void;
}

function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export default function FileInput({
  id,
  label,
  accept,
  required,
  file,
  chooseAgain,
  chooseAgainText,
  hint,
  error,
  onChoose,
}: Props) {
  const described = [hint && `${id}-hint`, file && `${id}-chosen`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={`field ${styles.fileField} ${error ? styles.fileInvalid : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && <Required />}
      </label>
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      <input
        id={id}
        name={id}
        type="file"
        className={styles.fileInput}
        accept={accept}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(e) => onChoose(e.target.files?.[0] ?? undefined)}
      />
      {file ? (
        <span id={`${id}-chosen`} className={styles.chosen}>
          <svg
            aria-hidden="true"
            width="16"
            height="16"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9l-6-6Z" />
            <path d="M14 3v6h6" />
          </svg>
          <span className={styles.chosenName} translate="no">
            {file.name}
          </span>
          <span className={styles.chosenSize}>{formatFileSize(file.size)}</span>
        </span>
      ) : (
        chooseAgain && <span className={styles.again}>{chooseAgainText}</span>
      )}
      <FieldError id={id} message={error} />
    </div>
  );
}
