/**
 * Notifications as a page shows them, in its language: one the shop wrote with a code (src/lib/notices.ts) is
 * made anew from its values; an older one, stored as written in English, keeps its message, and its title is shown
 * in the page's language when the shop knows it.
 */
import { messages } from './index';
import { inLanguage } from './catalogue';
import type { Lang } from './languages';
import type { Notification } from '../data/notifications';
import { isNoticeCode, noticeText, NOTICE_CODES, type Notice } from '../lib/notices';

/** A notification ready to show: `ownWords` are the names and notes in its message that people wrote (kept as they wrote them), or null when the whole message is as it was stored. */
export type ShownNotification = Omit<Notification, 'code' | 'values'> & { ownWords: string[] | null };

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
const CODED_VALUES = new Set(['status']);

export function notificationsIn(lang: Lang, notifications: readonly Notification[]): ShownNotification[] {
  const local = messages(lang).notices;
  const titles = (catalogue: typeof local) =>
    Object.fromEntries(NOTICE_CODES.map((code) => [code, catalogue[code].title])) as Record<string, string>;
  const english = titles(messages('en').notices);
  const localTitles = titles(local);
  return notifications.map(({ code, values, ...notification }) => {
    const asStored = { ...notification, title: inLanguage(notification.title, english, localTitles), ownWords: null };
    const notice = storedNotice(code, values);
    if (!notice) return asStored;
    try {
      const ownWords = Object.entries(notice.values)
        .filter(([key, value]) => typeof value === 'string' && value !== '' && !CODED_VALUES.has(key))
        .map(([, value]) => value as string);
      return { ...notification, ...noticeText(local, notice), ownWords };
    } catch {
      // Values this code cannot be read with (a row written by hand): the words it was stored with.
      return asStored;
    }
  });
}
