/**
 * Notifications as a page shows them: a stored notification keeps its words (rows carry no language, and the
 * message holds names and figures), but a title the shop writes itself is shown in the page's language.
 */
import { messages } from './index';
import { inLanguage } from './catalogue';
import type { Lang } from './languages';

export function notificationsIn<T extends { title: string }>(lang: Lang, notifications: readonly T[]): T[] {
  const english = messages('en').seller.storedTitles;
  const local = messages(lang).seller.storedTitles;
  return notifications.map((notification) => ({
    ...notification,
    title: inLanguage(notification.title, english, local),
  }));
}
