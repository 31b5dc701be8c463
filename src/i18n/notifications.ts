/**
 * Notifications as a page shows them, in its language: each is made anew from its code and values
 * (src/lib/notices.ts) by the language's catalogue; one stored before codes (`written`) keeps its words.
 */
import { messages } from './index';
import type { Lang } from './languages';
import type { StoredNotification } from '../lib/notifications';
import { isNoticeCode, noticeText, type Notice } from '../lib/notices';

/** A notification ready to show: `ownWords` are the names and notes in its message that people wrote (kept as they wrote them), or null when the whole message is as it was stored. */
export type ShownNotification = Omit<StoredNotification, 'code' | 'values'> & {
  title: string;
  message: string;
  ownWords: string[] | null;
};

/** The stored notice, or null when the row has no code or its values cannot be read. */
function storedNotice(code: string | null, values: string | null): Notice | null {
  if (!isNoticeCode(code) || values === null) return null;
  try {
    const parsed: unknown = JSON.parse(values);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    return { code, values: parsed } as Notice;
  } catch {
    return null;
  }
}

/** Values that are codes the catalogue names in words, not words of their own. */
const CODED_VALUES = new Set(['status', 'problem', 'currency']);

export function notificationsIn(lang: Lang, notifications: readonly StoredNotification[]): ShownNotification[] {
  const local = messages(lang).notices;
  return notifications.map(({ code, values, ...notification }) => {
    const notice = storedNotice(code, values);
    // A row that cannot be read (written by hand) says only that it is a notification.
    const unreadable = { ...notification, title: local.written.title, message: '', ownWords: null };
    if (!notice) return unreadable;
    if (notice.code === 'written') return { ...notification, ...noticeText(local, notice), ownWords: null };
    try {
      const ownWords = Object.entries(notice.values)
        .filter(([key, value]) => typeof value === 'string' && value !== '' && !CODED_VALUES.has(key))
        .map(([, value]) => value as string);
      return { ...notification, ...noticeText(local, notice), ownWords };
    } catch {
      return unreadable;
    }
  });
}
