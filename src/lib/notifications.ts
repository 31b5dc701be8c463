/** How notifications show: the badge cap, the dropdown size, and each type's first-load toast. */
import { fill } from './fill';

export type NotificationType = 'order' | 'stock' | 'review' | 'system' | 'payment' | 'shipping';

/** A notification as stored: what the shop wrote, as a code and its values in JSON (src/lib/notices.ts). */
export interface StoredNotification {
  id: number;
  type: NotificationType;
  link: string | null;
  read: boolean;
  createdAt: string;
  code: string | null;
  values: string | null;
}

export const DROPDOWN_LIMIT = 10;

/** The unread badge: the count, or 99+ above 99. */
export function unreadBadge(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}

/** Stock is high priority, every other type medium (seller spec, Notification entity). */
export function priorityOf(type: string): 'high' | 'medium' {
  return type === 'stock' ? 'high' : 'medium';
}

/** The first unread notification's toast on the dashboard's first load: order, stock and review only. */
export function firstLoadToast(type: string): { kind: 'success' | 'warning' | 'info'; duration: number } | null {
  if (type === 'order') return { kind: 'success', duration: 5000 };
  if (type === 'stock') return { kind: 'warning', duration: 8000 };
  if (type === 'review') return { kind: 'info', duration: 4000 };
  return null;
}

/** The spec's relative time words (English); another language gives its own, the same keys. */
export const RELATIVE_TIME = {
  justNow: 'just now',
  minutes: '{count} min ago',
  hours: '{count} h ago',
  day: '1 day ago',
  days: '{count} days ago',
};

/** "5 min ago", "3 h ago", "2 days ago": the spec's relative time text, in the words given. */
export function relativeTime(
  iso: string,
  now = Date.now(),
  words: Readonly<Record<keyof typeof RELATIVE_TIME, string>> = RELATIVE_TIME,
): string {
  const minutes = Math.max(0, Math.round((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 1) return words.justNow;
  if (minutes < 60) return fill(words.minutes, { count: minutes });
  const hours = Math.round(minutes / 60);
  if (hours < 24) return fill(words.hours, { count: hours });
  const days = Math.round(hours / 24);
  return days === 1 ? words.day : fill(words.days, { count: days });
}

/**
 * A message cut where people's own words appear in it (names, a note), so that those can be marked as theirs:
 * the earliest, longest word first; text around them is the shop's own.
 */
export function messageParts(message: string, ownWords: readonly string[]): { text: string; own: boolean }[] {
  const words = ownWords.filter((word) => word.length > 0);
  const parts: { text: string; own: boolean }[] = [];
  let rest = message;
  while (rest.length > 0) {
    let at = -1;
    let found = '';
    for (const word of words) {
      const index = rest.indexOf(word);
      if (index >= 0 && (at < 0 || index < at || (index === at && word.length > found.length))) {
        at = index;
        found = word;
      }
    }
    if (at < 0) {
      parts.push({ text: rest, own: false });
      break;
    }
    if (at > 0) parts.push({ text: rest.slice(0, at), own: false });
    parts.push({ text: found, own: true });
    rest = rest.slice(at + found.length);
  }
  return parts;
}
