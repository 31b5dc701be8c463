/**
 * A list row's "More actions" menu: the ⋯ button opens it with the first item focused, the arrow keys move
 * through the items, Escape closes it and gives focus back to the button, and a click on an item or anywhere
 * else closes it. Opening another row's menu closes this one, as that click lands outside it.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import list from './SellerList.module.css';
import styles from './RowMenu.module.css';
import { fill } from '../../i18n/fill';
import { SELLER_LIST_TEXTS, type SellerListTexts } from './texts';

export interface RowMenuItem {
  label: string;
  /** A link; otherwise a button that runs onSelect. */
  href?: string;
  /** Opens the link in a new tab (invoices and labels to print). */
  newTab?: boolean;
  onSelect?: () => void;
  danger?: boolean;
}

interface Props {
  /** Names the row in "More actions for …" and "Actions for …". */
  label: string;
  /** The menu's id, unique on the page. */
  id: string;
  /** Items left out for this row are given as false. */
  items: (RowMenuItem | false)[];
  disabled?: boolean;
  /** Shows a spinner in place of ⋯ while an action of this row runs. */
  busy?: boolean;
  /** At the foot of a card the menu opens upwards. */
  opens?: 'down' | 'up';
  /** A screen's own class, to set --row-menu-width, --row-menu-left or --row-menu-right. */
  className?: string;
  /** The seller lists' words in the page's language. */
  texts?: SellerListTexts;
}

export default function RowMenu({
  label,
  id,
  items,
  disabled = false,
  busy = false,
  opens = 'down',
  className,
  texts = SELLER_LIST_TEXTS,
}: Props) {
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const close = (event: MouseEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, [open]);

  function keys(event: KeyboardEvent<HTMLDivElement>) {
    const entries = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    const index = entries.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      trigger.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      entries[(index + step + entries.length) % entries.length]?.focus();
    }
  }

  return (
    <div ref={wrap} className={className ? `${styles.wrap} ${className}` : styles.wrap}>
      <button
        ref={trigger}
        type="button"
        className="btn btn-ghost btn-sm"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={fill(texts.moreActions, { label })}
        disabled={disabled}
        onClick={() => setOpen(!open)}
      >
        {busy ? <span className={list.spinner} aria-hidden="true" /> : <span aria-hidden="true">⋯</span>}
      </button>
      {open && (
        <div
          ref={menu}
          id={id}
          role="menu"
          aria-label={fill(texts.actionsFor, { label })}
          className={opens === 'up' ? `${styles.menu} ${styles.up}` : styles.menu}
          onKeyDown={keys}
          onClick={(event) => (event.target as Element).closest('[role="menuitem"]') && setOpen(false)}
        >
          {items.map((item) =>
            item === false ? null : item.href ? (
              <a
                key={item.label}
                role="menuitem"
                href={item.href}
                className={item.danger ? styles.danger : undefined}
                {...(item.newTab ? { target: '_blank', rel: 'noopener' } : {})}
              >
                {item.label}
              </a>
            ) : (
              <button
                key={item.label}
                type="button"
                role="menuitem"
                className={item.danger ? styles.danger : undefined}
                onClick={item.onSelect}
              >
                {item.label}
              </button>
            ),
          )}
        </div>
      )}
    </div>
  );
}
