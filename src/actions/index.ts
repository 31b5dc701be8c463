/** Every mutation of the shop, grouped by domain. */
import { auth } from './auth';
import { bulkImport } from './bulk-import';
import { checkout } from './checkout';
import { emailSettings } from './email-settings';
import { merchant } from './merchant';
import { notifications } from './notifications';
import { productEditor } from './product-editor';
import { profile } from './profile';
import { reviews } from './reviews';
import { secondFactor } from './second-factor';
import { account } from './account';
import { shopping } from './shopping';
import { sellerOrders } from './seller-orders';
import { sellerProducts } from './seller-products';
import { storeSettings } from './store-settings';

export const server = {
  auth,
  bulkImport,
  checkout,
  emailSettings,
  merchant,
  notifications,
  productEditor,
  profile,
  reviews,
  secondFactor,
  account,
  shopping,
  sellerOrders,
  sellerProducts,
  storeSettings,
};
