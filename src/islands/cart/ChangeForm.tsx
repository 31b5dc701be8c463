/**
 * One cart or wishlist change as a plain form post (the shopping.changeForm action), so that the control works
 * before the island hydrates and without scripts. Once the island is ready it passes `onChange`, and the form
 * changes the stores instead (which send the change to the server themselves).
 */
import type { ReactNode } from 'react';
import styles from './ChangeForm.module.css';

export type ChangeKind =
  | 'cart.add'
  | 'cart.set'
  | 'cart.remove'
  | 'cart.clear'
  | 'wishlist.add'
  | 'wishlist.remove'
  | 'wishlist.clear';

interface Props {
  /** The form post's address: the page to come back to, with the action's query. */
  action: string;
  kind: ChangeKind;
  productId?: string;
  /** A fixed quantity (the stepper's − and +); a typed one is a field among the children. */
  quantity?: number;
  /** Set once the stores are loaded: the change is made in the browser instead of posted. */
  onChange?: () => void;
  className?: string;
  /** The form lays out as its children alone (a button among others in a row), instead of as a box. */
  contents?: boolean;
  children: ReactNode;
}

export default function ChangeForm({
  action,
  kind,
  productId,
  quantity,
  onChange,
  className,
  contents,
  children,
}: Props) {
  return (
    <form
      method="post"
      action={action}
      className={contents ? styles.contents : className}
      onSubmit={(event) => {
        if (!onChange) return;
        event.preventDefault();
        onChange();
      }}
    >
      <input type="hidden" name="kind" value={kind} />
      {productId !== undefined && <input type="hidden" name="productId" value={productId} />}
      {quantity !== undefined && <input type="hidden" name="quantity" value={quantity} />}
      {children}
    </form>
  );
}
