/** A whole-page state of the cart or wishlist: empty, or today's prices could not be loaded. */
import type { ReactNode } from 'react';
import styles from './StateCard.module.css';

interface Props {
  title: string;
  text: string;
  icon?: ReactNode;
  /** An alert is announced at once (a failure); an empty state is not. */
  alert?: boolean;
  children: ReactNode;
}

export default function StateCard({ title, text, icon, alert = false, children }: Props) {
  return (
    <div className={`card ${styles.state}`} role={alert ? 'alert' : undefined}>
      {icon && (
        <span className={styles.stateIcon} aria-hidden="true">
          {icon}
        </span>
      )}
      <h2>{title}</h2>
      <p>{text}</p>
      {children}
    </div>
  );
}

/** Today's prices could not be loaded: said at once, with a retry; the list itself is kept. */
export function PricesUnavailable({
  texts: t,
  onRetry,
}: {
  texts: { pricesFailed: string; pricesSafe: string; tryAgain: string };
  onRetry: () => void;
}) {
  return (
    <StateCard alert title={t.pricesFailed} text={t.pricesSafe}>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t.tryAgain}
      </button>
    </StateCard>
  );
}
