/** Every mutation of the shop, grouped by domain. */
import { auth } from './auth';
import { checkout } from './checkout';
import { merchant } from './merchant';
import { notifications } from './notifications';
import { productEditor } from './product-editor';
import { profile } from './profile';
import { sellerProducts } from './seller-products';
import { storeSettings } from './store-settings';

export const server = { auth, checkout, merchant, notifications, productEditor, profile, sellerProducts, storeSettings };
