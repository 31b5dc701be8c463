/**
 * The seller's CSV exports (English, the spec's): Export Orders, Manage Products' Export, the Analytics
 * report and the dashboard's Export Data. The words are src/lib's own (the exports are written there), kept here by value beside their
 * translations; what a file holds of the merchant's and the buyers' own stays as they wrote it.
 */
import { ANALYTICS_CSV_TEXTS, DASHBOARD_CSV_TEXTS } from '../../lib/analytics';
import { ORDER_CSV_TEXTS } from '../../lib/seller-orders';
import { PRODUCT_CSV_TEXTS } from '../../lib/seller-products';

export const sellerExports = {
  orders: ORDER_CSV_TEXTS,
  products: PRODUCT_CSV_TEXTS,
  analytics: ANALYTICS_CSV_TEXTS,
  dashboard: DASHBOARD_CSV_TEXTS,
};
