/**
 * The notification bell's words in English (buyers and merchants both have the bell): the English catalogue takes
 * them from here (src/i18n/en/seller.ts).
 */
import { RELATIVE_TIME } from '../../lib/notifications';

/** The notification bell's words; `types` names each notification type, `time` the relative times. */
export const BELL_TEXTS = {
  unread: 'Notifications, {count} unread',
  panel: 'Your notifications',
  heading: 'Notifications',
  markAll: 'Mark all read',
  clearAll: 'Clear all',
  failed: 'An error occurred. Please try again.',
  markedAll: 'All notifications marked as read',
  cleared: 'All notifications cleared',
  empty: "You're all caught up.",
  highPriority: ' · high priority',
  markRead: 'Mark as read',
  viewAll: 'View all notifications',
  types: {
    order: 'order',
    stock: 'stock',
    review: 'review',
    system: 'system',
    payment: 'payment',
    shipping: 'shipping',
  } as Record<string, string>,
  time: { ...RELATIVE_TIME },
};

export type BellTexts = typeof BELL_TEXTS;
