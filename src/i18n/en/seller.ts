/**
 * The seller area's frame (English, the spec's): what every seller screen shares (the way back to the dashboard,
 * the quick actions), the notification bell, and the shared parts of the seller lists (banner, pages, row menu).
 * Island texts are plain strings; a text that takes values names them in braces (src/i18n/fill.ts).
 */
import { BELL_TEXTS } from '../../islands/notifications/texts';
import { SELLER_LIST_TEXTS } from '../../islands/seller/texts';

export const seller = {
  frame: {
    back: '← Back to Dashboard',
  },
  /** The spec's six shortcuts and Customer Reviews, by their address (src/lib/seller-routes.ts). */
  quickActions: {
    title: 'Quick Actions',
    actions: {
      '/seller/products/new': { label: 'Add Product', description: 'List a new product' },
      '/seller/orders': { label: 'View Orders', description: 'Follow customer orders' },
      '/seller/manage-products': { label: 'Manage Products', description: 'Edit your catalogue' },
      '/seller/analytics': { label: 'Analytics', description: 'Sales and traffic' },
      '/seller/bulk-upload': { label: 'Bulk Upload', description: 'Many products at once' },
      '/seller/store-settings': { label: 'Store Settings', description: 'Your store profile' },
      '/seller/reviews': { label: 'Customer Reviews', description: 'Reply to your buyers' },
      '/seller/payouts': { label: 'Payouts', description: 'Your balance and statements' },
    },
    /** After Customer Reviews' count, for a screen reader. */
    awaiting: (count: number) => `${count} awaiting your reply`,
  },
  /** The notification bell's texts (the island's props). */
  bell: { ...BELL_TEXTS },
  /** The seller lists' shared parts. */
  list: { ...SELLER_LIST_TEXTS },
};
