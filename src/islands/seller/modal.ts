import { useEffect, type RefObject } from 'react';

/** Shows the <dialog> as a modal while `open` holds, and closes it when it no longer does. */
export function useModal(dialog: RefObject<HTMLDialogElement | null>, open: boolean): void {
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [dialog, open]);
}
