/** The step indicator: six numbered dots joined by a line; the names show from tablet width up. */
import styles from './StepProgress.module.css';

interface Props {
  step: number;
  /** The steps' names, the list's name and what a done step adds, in the page's language. */
  titles: readonly string[];
  label: string;
  completed: string;
}

export default function StepProgress({ step, titles, label, completed }: Props) {
  return (
    <ol className={styles.progress} aria-label={label}>
      {titles.map((title, index) => {
        const number = index + 1;
        const state = number < step ? styles.done : number === step ? styles.current : styles.todo;
        return (
          <li
            key={title}
            className={`${styles.progressStep} ${state}`}
            aria-current={number === step ? 'step' : undefined}
          >
            <span className={styles.dot} aria-hidden="true">
              {number < step ? '✓' : number}
            </span>
            <span className={styles.stepName}>
              {title}
              {number < step && <span className="visually-hidden">{completed}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
