/**
 * The notification bell of the seller dashboard and of the buyer's profile: unread badge (99+ cap), a dropdown
 * of at most 10 with "View all notifications", mark as read (button or click), Mark all read and Clear all,
 * each saved on the server. On the screen's first load in a browser session the first unread one also shows
 * as a toast.
 */
import { useEffect, useRef, useState } from 'react';
import { actions } from 'astro:actions';
import type { ShownNotification } from '../../i18n/notifications';
import {
  DROPDOWN_LIMIT,
  firstLoadToast,
  messageParts,
  priorityOf,
  relativeTime,
  unreadBadge,
} from '../../lib/notifications';
import { showToast } from '../../stores/toasts';
import styles from './NotificationBell.module.css';
import { fill } from '../../i18n/fill';
import { BELL_TEXTS, type BellTexts } from './texts';
import { asWritten } from '../form/as-written';
import type { NoticeAudience } from '../../lib/notices';

interface Props {
  initial: ShownNotification[];
  /** Unread in all, which may exceed what was sent. */
  unread: number;
  total: number;
  /** Whose notices this bell holds: the seller dashboard's the merchant's, the profile's the buyer's. */
  audience: NoticeAudience;
  /** Where the first-load toast is remembered for the browser session: one per screen (dashboard, profile). */
  toastKey?: string;
  /** The bell's words in the page's language (the page passes them: no island carries a catalogue). */
  texts?: BellTexts;
}

export default function NotificationBell({
  initial,
  unread: initialUnread,
  total: initialTotal,
  audience,
  toastKey = 'dashboardNotificationToastShown',
  texts: t = BELL_TEXTS,
}: Props) {
  const [items, setItems] = useState(initial);
  const [unread, setUnread] = useState(initialUnread);
  const [total, setTotal] = useState(initialTotal);
  const [open, setOpen] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the toast key is fixed for the page; the toast follows the notifications
  useEffect(() => {
    const first = initial.find((n) => !n.read);
    if (!first) return;
    try {
      if (sessionStorage.getItem(toastKey)) return;
      sessionStorage.setItem(toastKey, '1');
    } catch {
      /* without session storage the toast shows on every load, which is harmless */
    }
    const toast = firstLoadToast(first.type);
    if (toast) showToast(first.title, { kind: toast.kind, description: first.message, duration: toast.duration });
  }, [initial]);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, [open]);

  const markRead = async (notification: ShownNotification) => {
    if (notification.read) return true;
    const { error: failed } = await actions.notifications.markRead({ ids: [notification.id] });
    if (failed) {
      setError(t.failed);
      return false;
    }
    setItems((list) => list.map((n) => (n.id === notification.id ? { ...n, read: true } : n)));
    setUnread((count) => Math.max(0, count - 1));
    return true;
  };

  const follow = async (notification: ShownNotification) => {
    await markRead(notification);
    if (notification.link) window.location.assign(notification.link);
  };

  const markAll = async () => {
    const { error: failed } = await actions.notifications.markAllRead({ audience });
    if (failed) return setError(t.failed);
    setItems((list) => list.map((n) => ({ ...n, read: true })));
    setUnread(0);
    showToast(t.markedAll, { kind: 'success' });
  };

  const clearAll = async () => {
    const { error: failed } = await actions.notifications.clearAll({ audience });
    if (failed) return setError(t.failed);
    setItems([]);
    setUnread(0);
    setTotal(0);
    showToast(t.cleared, { kind: 'success' });
  };

  const shown = showAll ? items : items.slice(0, DROPDOWN_LIMIT);

  return (
    <div className={styles.bell} ref={root}>
      <button
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls="notification-panel"
        onClick={() => setOpen((value) => !value)}
      >
        <svg
          aria-hidden="true"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0" />
        </svg>
        <span className="visually-hidden">{fill(t.unread, { count: unread })}</span>
        {unread > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {unreadBadge(unread)}
          </span>
        )}
      </button>
      {open && (
        <div id="notification-panel" className={`${styles.panel} card`} role="region" aria-label={t.panel}>
          <div className={styles.head}>
            <h2>{t.heading}</h2>
            <div className={styles.headActions}>
              <button type="button" onClick={markAll} disabled={unread === 0}>
                {t.markAll}
              </button>
              <button type="button" onClick={clearAll} disabled={total === 0}>
                {t.clearAll}
              </button>
            </div>
          </div>
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
          {items.length === 0 ? (
            <p className={styles.empty}>{t.empty}</p>
          ) : (
            <ul className={styles.list}>
              {shown.map((notification) => (
                <li
                  key={notification.id}
                  className={`${styles.item} ${notification.read ? '' : styles.unread} ${styles[notification.type] ?? ''}`}
                >
                  <button type="button" className={styles.itemMain} onClick={() => follow(notification)}>
                    <span className={styles.type}>
                      {t.types[notification.type] ?? notification.type}
                      {priorityOf(notification.type) === 'high' && t.highPriority}
                    </span>
                    <strong>{notification.title}</strong>
                    <Message notification={notification} />
                    <time dateTime={notification.createdAt}>
                      {relativeTime(notification.createdAt, undefined, t.time)}
                    </time>
                  </button>
                  {!notification.read && (
                    <button type="button" className={styles.markRead} onClick={() => markRead(notification)}>
                      {t.markRead}
                      <span className="visually-hidden">: {notification.title}</span>
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {!showAll && items.length > DROPDOWN_LIMIT && (
            <button type="button" className={styles.viewAll} onClick={() => setShowAll(true)}>
              {t.viewAll}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/** The message in the page's language with people's own words in it marked as theirs; an older one, stored as written in English, marked whole. */
function Message({ notification }: { notification: ShownNotification }) {
  if (notification.ownWords === null) {
    return (
      <span lang="en" {...asWritten}>
        {notification.message}
      </span>
    );
  }
  return (
    <span>
      {messageParts(notification.message, notification.ownWords).map((part, index) =>
        part.own ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed message, in order
          <span key={index} {...asWritten}>
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )}
    </span>
  );
}
