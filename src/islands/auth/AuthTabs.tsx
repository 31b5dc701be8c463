/** The screen's two tabs, links to their own pages until the island starts, and each tab's form. */
import type { FormEvent, MouseEvent, ReactNode } from 'react';
import type { AuthTab } from '../../lib/auth-page';
import styles from './AuthScreen.module.css';

interface TabProps {
  id: AuthTab;
  current: AuthTab;
  /** The page of this tab, which a tab opens when no script has started yet. */
  href: string;
  started: boolean;
  onSelect: (tab: AuthTab) => void;
  children: ReactNode;
}

export function Tab({ id, current, href, started, onSelect, children }: TabProps) {
  const selected = id === current;
  return (
    <a
      role="tab"
      href={href}
      id={`tab-${id}`}
      aria-selected={selected}
      aria-controls={selected ? `panel-${id}` : undefined}
      // Arrow keys move between the tabs once the island runs; before that each is an ordinary link.
      tabIndex={selected || !started ? 0 : -1}
      className={selected ? `${styles.tab} ${styles.tabActive}` : styles.tab}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        onSelect(id);
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
          const next = id === 'signin' ? 'signup' : 'signin';
          onSelect(next);
          document.getElementById(`tab-${next}`)?.focus();
        }
      }}
    >
      {children}
    </a>
  );
}

interface TabFormProps {
  tab: AuthTab;
  /** The form action's address, posted by the browser itself until the island has started. */
  action: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  started: boolean;
  /** What the visitor was doing when sent here, carried through the sign-in (src/lib/sign-in-intent.ts). */
  intent: string | null;
  children: ReactNode;
}

/**
 * A tab's panel and its form: a plain post the browser checks until the island starts, then the island's own. The
 * panel is an element of its own: a form cannot take the tab panel's role.
 */
export function TabForm({ tab, action, onSubmit, started, intent, children }: TabFormProps) {
  return (
    <div id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`}>
      <form className={styles.form} method="post" action={action} onSubmit={onSubmit} noValidate={started}>
        {intent && <input type="hidden" name="intent" value={intent} />}
        {children}
      </form>
    </div>
  );
}
