/** The step indicator: six numbered dots joined by a line; the names show from tablet width up. */
import { STEP_TITLES } from '../../lib/merchant-application';
import styles from './StepProgress.module.css';

export default function StepProgress({ step }: { step: number }) {
  return (
    <ol className={styles.progress} aria-label="Application steps">
      {STEP_TITLES.map((title, index) => {
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
              {number < step && <span className="visually-hidden"> (completed)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
