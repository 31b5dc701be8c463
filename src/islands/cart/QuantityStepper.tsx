/**
 * A cart line's quantity: − and + buttons and a box to type into. The value stays between 1 and `max` (what
 * may be bought today); a typed value above it is capped at once, an empty or zero entry goes back on leaving
 * the box, and only the leading whole number of what is typed counts ("1.5" is 1). Each control is a form post
 * of its own until the island is ready (`ready`), so a click before hydration is never lost.
 */
import type { ComponentProps } from 'react';
import { fill } from './shopping-hooks';
import { useQuantityBox } from '../form/quantity-box';
import ChangeForm from './ChangeForm';
import styles from './QuantityStepper.module.css';

interface Props {
  /** The product's name, for the controls' accessible names. */
  name: string;
  productId: string;
  quantity: number;
  max: number;
  action: string;
  ready: boolean;
  /** The controls' names, in the page's language ("Quantity of {name}"). */
  texts: { quantityOf: string; decrease: string; increase: string };
  onChange: (quantity: number) => void;
}

export default function QuantityStepper({ name, productId, quantity, max, action, ready, texts, onChange }: Props) {
  const quantityOf = fill(texts.quantityOf, { name });
  const box = useQuantityBox(quantity, max, onChange);
  const form = (next: number) => ({
    action,
    kind: 'cart.set' as const,
    productId,
    quantity: next,
    onChange: ready ? () => box.set(next) : undefined,
  });

  return (
    <div className={styles.stepper} role="group" aria-label={quantityOf}>
      <Step form={form(quantity - 1)} disabled={quantity <= 1} label={fill(texts.decrease, { name })} path="M5 12h14" />
      <ChangeForm
        action={action}
        kind="cart.set"
        productId={productId}
        onChange={ready ? box.clearDraft : undefined}
        contents
      >
        <input className={styles.quantity} name="quantity" aria-label={quantityOf} {...box.inputProps} />
      </ChangeForm>
      <Step
        form={form(quantity + 1)}
        disabled={quantity >= max}
        label={fill(texts.increase, { name })}
        path="M12 5v14M5 12h14"
      />
    </div>
  );
}

/** One of the stepper's buttons, a form of its own that sets the quantity one lower or higher. */
function Step({
  form,
  disabled,
  label,
  path,
}: {
  form: Omit<ComponentProps<typeof ChangeForm>, 'children'>;
  disabled: boolean;
  label: string;
  path: string;
}) {
  return (
    <ChangeForm {...form} contents>
      <button type="submit" className={styles.step} disabled={disabled} aria-label={label}>
        <svg
          aria-hidden="true"
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        >
          <path d={path} />
        </svg>
      </button>
    </ChangeForm>
  );
}
