/**
 * A cart line's quantity: − and + buttons and a box to type into. The value stays between 1 and `max` (what
 * may be bought today); a typed value above it is capped at once, an empty or zero entry goes back on leaving
 * the box, and only the leading whole number of what is typed counts ("1.5" is 1).
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { typedQuantity } from '../../lib/cart';
import styles from './CartView.module.css';

interface Props {
  /** The product's name, for the controls' accessible names. */
  name: string;
  quantity: number;
  max: number;
  onChange: (quantity: number) => void;
}

export default function QuantityStepper({ name, quantity, max, onChange }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  /** Set between a click's focus and its mouseup, which would otherwise undo the selection made on focus. */
  const focusedByClick = useRef(false);

  const apply = (wanted: number) => {
    const next = Math.min(Math.max(Math.trunc(wanted), 1), max);
    if (next !== quantity) onChange(next);
    return next;
  };

  // The same rules as the product page's box: the leading whole number counts ("1.5" is 1, never 15).
  const typed = (text: string) => {
    const wanted = typedQuantity(text);
    if (wanted === null || wanted < 1) {
      setDraft(text.trim() === '' ? '' : text);
      return;
    }
    const next = apply(wanted);
    setDraft(next !== wanted || /^\s*\d+\s*$/.test(text) ? String(next) : text);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') setDraft(null);
  };

  return (
    <div className={styles.stepper} role="group" aria-label={`Quantity of ${name}`}>
      <button
        type="button"
        className={styles.step}
        onClick={() => {
          setDraft(null);
          apply(quantity - 1);
        }}
        disabled={quantity <= 1}
        aria-label={`Decrease quantity of ${name}`}
      >
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M5 12h14" />
        </svg>
      </button>
      <input
        className={styles.quantity}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        value={draft ?? String(quantity)}
        aria-label={`Quantity of ${name}`}
        onChange={(event) => typed(event.target.value)}
        onFocus={(event) => event.currentTarget.select()}
        onMouseDown={(event) => {
          focusedByClick.current = document.activeElement !== event.currentTarget;
        }}
        onMouseUp={(event) => {
          if (focusedByClick.current) event.preventDefault();
          focusedByClick.current = false;
        }}
        onBlur={() => setDraft(null)}
        onKeyDown={keyDown}
      />
      <button
        type="button"
        className={styles.step}
        onClick={() => {
          setDraft(null);
          apply(quantity + 1);
        }}
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
