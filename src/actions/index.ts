/** Every mutation of the shop, grouped by domain. */
import { account } from './account';
import { auth } from './auth';
import { bulkImport } from './bulk-import';
import { checkout } from './checkout';
import { emailSettings } from './email-settings';
import { merchant } from './merchant';
import { notifications } from './notifications';
import { payments } from './payments';
import { payouts } from './payouts';
import { productEditor } from './product-editor';
import { profile } from './profile';
import { reviews } from './reviews';
import { secondFactor } from './second-factor';
import { shopping } from './shopping';
import { sellerOrders } from './seller-orders';
import { sellerProducts } from './seller-products';
import { storeSettings } from './store-settings';

export const server = {
  account,
  auth,
  bulkImport,
  checkout,
  emailSettings,
  merchant,
  notifications,
  payments,
  payouts,
  productEditor,
  profile,
  reviews,
  secondFactor,
  shopping,
  sellerOrders,
  sellerProducts,
  storeSettings,
};
