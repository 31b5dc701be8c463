/**
 * A quantity box typed into, as the product page and the cart have it: focusing selects the value so typing
 * replaces it; only the leading whole number counts ("1.5" is 1, never 15); a value above `max` is capped at
 * once; an empty or zero entry waits for the next digit and goes back to the quantity on leaving the box.
 */
import { useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { typedQuantity } from '../../lib/cart';
import { clampQuantity } from '../../lib/stock';

export function useQuantityBox(quantity: number, max: number, onChange: (quantity: number) => void) {
  /** The box's text while it is typed in and differs from `quantity` (empty, "0", "1.5"); else null. */
  const [draft, setDraft] = useState<string | null>(null);
  /** Set between a click's focus and its mouseup, which would otherwise undo the selection made on focus. */
  const focusedByClick = useRef(false);

  /** Sets the quantity (the − and + buttons, a finished entry), within 1..max. */
  const set = (wanted: number) => {
    setDraft(null);
    const next = clampQuantity(wanted, max);
    if (next !== quantity) onChange(next);
  };

  /** Takes what was typed. React then shows `draft ?? quantity`, also when nothing changed (40 typed, 4 shown). */
  const typed = (text: string) => {
    const wanted = typedQuantity(text);
    if (wanted === null || wanted < 1) {
      setDraft(text.trim() === '' ? '' : text);
      return;
    }
    const next = clampQuantity(wanted, max);
    if (next !== quantity) onChange(next);
    // Capped, or a plain number: the box shows the quantity. Otherwise ("1.5") what was typed, until left.
    const capped = next !== wanted || /^\s*\d+\s*$/.test(text);
    setDraft(capped ? null : text);
  };

  const inputProps = {
    type: 'text',
    inputMode: 'numeric' as const,
    pattern: '[0-9]*',
    autoComplete: 'off',
    value: draft ?? String(quantity),
    onChange: (event: { target: { value: string } }) => typed(event.target.value),
    onFocus: (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select(),
    onMouseDown: (event: MouseEvent<HTMLInputElement>) => {
      focusedByClick.current = document.activeElement !== event.currentTarget;
    },
    onMouseUp: (event: MouseEvent<HTMLInputElement>) => {
      if (focusedByClick.current) event.preventDefault();
      focusedByClick.current = false;
    },
    onBlur: () => setDraft(null),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') setDraft(null);
    },
  };

  return { set, inputProps, clearDraft: () => setDraft(null) };
}
