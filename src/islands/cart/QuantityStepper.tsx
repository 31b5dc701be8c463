/**
 * A cart line's quantity: − and + buttons and a box to type into. The value stays between 1 and `max` (what
 * may be bought today); a typed value above it is capped at once, an empty or zero entry goes back on leaving
 * the box, and only the leading whole number of what is typed counts ("1.5" is 1).
 */
import { useQuantityBox } from '../form/quantity-box';
import styles from './CartView.module.css';

interface Props {
  /** The product's name, for the controls' accessible names. */
  name: string;
  quantity: number;
  max: number;
  onChange: (quantity: number) => void;
}

export default function QuantityStepper({ name, quantity, max, onChange }: Props) {
  const box = useQuantityBox(quantity, max, onChange);

  return (
    <div className={styles.stepper} role="group" aria-label={`Quantity of ${name}`}>
      <button
        type="button"
        className={styles.step}
        onClick={() => box.set(quantity - 1)}
        disabled={quantity <= 1}
        aria-label={`Decrease quantity of ${name}`}
      >
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M5 12h14" />
        </svg>
      </button>
      <input className={styles.quantity} aria-label={`Quantity of ${name}`} {...box.inputProps} />
      <button
        type="button"
        className={styles.step}
        onClick={() => box.set(quantity + 1)}
        disabled={quantity >= max}
        aria-label={`Increase quantity of ${name}`}
      >
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M12 5v14M5 12h14" />
        </svg>
      </button>
    </div>
  );
}
