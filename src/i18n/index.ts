/**
 * Every language's messages, for the server: a page takes the part it shows (`messages(lang).shell`). An island
 * gets the texts it shows as props from its page, so no island downloads a language it is not shown in.
 */
import type { Catalogue } from './catalogue';
import type { Lang } from './languages';
import { shell as enShell } from './en/shell';
import { shell as msShell } from './ms/shell';
import { catalogue as enCatalogue } from './en/catalogue';
import { catalogue as msCatalogue } from './ms/catalogue';
import { product as enProduct } from './en/product';
import { product as msProduct } from './ms/product';
import { store as enStore } from './en/store';
import { store as msStore } from './ms/store';
import { tracking as enTracking } from './en/tracking';
import { tracking as msTracking } from './ms/tracking';
import { auth as enAuth } from './en/auth';
import { auth as msAuth } from './ms/auth';
import { email as enEmail } from './en/email';
import { email as msEmail } from './ms/email';
import { purchase as enPurchase } from './en/purchase';
import { purchase as msPurchase } from './ms/purchase';
import { reviews as enReviews } from './en/reviews';
import { reviews as msReviews } from './ms/reviews';
import { offline as enOffline } from './en/offline';
import { offline as msOffline } from './ms/offline';
import { sellerReviews as enSellerReviews } from './en/seller-reviews';
import { sellerReviews as msSellerReviews } from './ms/seller-reviews';
import { sellerForms as enSellerForms } from './en/seller-forms';
import { sellerForms as msSellerForms } from './ms/seller-forms';
import { orderReviews as enOrderReviews } from './en/order-reviews';
import { orderReviews as msOrderReviews } from './ms/order-reviews';
import { shopping as enShopping } from './en/shopping';
import { shopping as msShopping } from './ms/shopping';
import { checkout as enCheckout } from './en/checkout';
import { checkout as msCheckout } from './ms/checkout';
import { account as enAccount } from './en/account';
import { account as msAccount } from './ms/account';
import { accountAccess as enAccountAccess } from './en/account-access';
import { accountAccess as msAccountAccess } from './ms/account-access';
import { merchantApplication as enMerchantApplication } from './en/merchant-application';
import { merchantApplication as msMerchantApplication } from './ms/merchant-application';
import { admin as enAdmin } from './en/admin';
import { admin as msAdmin } from './ms/admin';
import { seller as enSeller } from './en/seller';
import { seller as msSeller } from './ms/seller';
import { sellerOrders as enSellerOrders } from './en/seller-orders';
import { sellerOrders as msSellerOrders } from './ms/seller-orders';
import { sellerDashboard as enSellerDashboard } from './en/seller-dashboard';
import { sellerDashboard as msSellerDashboard } from './ms/seller-dashboard';
import { sellerProducts as enSellerProducts } from './en/seller-products';
import { sellerProducts as msSellerProducts } from './ms/seller-products';
import { productEditor as enProductEditor } from './en/product-editor';
import { productEditor as msProductEditor } from './ms/product-editor';
import { bulkUpload as enBulkUpload } from './en/bulk-upload';
import { bulkUpload as msBulkUpload } from './ms/bulk-upload';
import { storeSettings as enStoreSettings } from './en/store-settings';
import { storeSettings as msStoreSettings } from './ms/store-settings';
import { notices as enNotices } from './en/notices';
import { notices as msNotices } from './ms/notices';
import { sellerExports as enSellerExports } from './en/seller-exports';
import { refusals as enRefusals } from './en/refusals';
import { refusals as msRefusals } from './ms/refusals';
import { sellerExports as msSellerExports } from './ms/seller-exports';
import { payouts as enPayouts } from './en/payouts';
import { payouts as msPayouts } from './ms/payouts';
import { secondFactor as enSecondFactor } from './en/second-factor';
import { secondFactor as msSecondFactor } from './ms/second-factor';
import { yourData as enYourData } from './en/your-data';
import { yourData as msYourData } from './ms/your-data';

/** The English catalogue, the spec's texts: its shape is what every other language must match. */
const ENGLISH = {
  shell: enShell,
  catalogue: enCatalogue,
  product: enProduct,
  store: enStore,
  tracking: enTracking,
  auth: enAuth,
  email: enEmail,
  purchase: enPurchase,
  reviews: enReviews,
  offline: enOffline,
  sellerReviews: enSellerReviews,
  sellerForms: enSellerForms,
  orderReviews: enOrderReviews,
  shopping: enShopping,
  checkout: enCheckout,
  account: enAccount,
  accountAccess: enAccountAccess,
  merchantApplication: enMerchantApplication,
  admin: enAdmin,
  seller: enSeller,
  sellerOrders: enSellerOrders,
  sellerDashboard: enSellerDashboard,
  sellerProducts: enSellerProducts,
  productEditor: enProductEditor,
  bulkUpload: enBulkUpload,
  storeSettings: enStoreSettings,
  notices: enNotices,
  sellerExports: enSellerExports,
  refusals: enRefusals,
  payouts: enPayouts,
  secondFactor: enSecondFactor,
  yourData: enYourData,
};

export type Messages = { [Area in keyof typeof ENGLISH]: Catalogue<(typeof ENGLISH)[Area]> };

const CATALOGUES: Record<Lang, Messages> = {
  en: ENGLISH,
  ms: {
    shell: msShell,
    catalogue: msCatalogue,
    product: msProduct,
    store: msStore,
    tracking: msTracking,
    auth: msAuth,
    email: msEmail,
    purchase: msPurchase,
    reviews: msReviews,
    offline: msOffline,
    sellerReviews: msSellerReviews,
    sellerForms: msSellerForms,
    orderReviews: msOrderReviews,
    shopping: msShopping,
    checkout: msCheckout,
    account: msAccount,
    accountAccess: msAccountAccess,
    merchantApplication: msMerchantApplication,
    admin: msAdmin,
    seller: msSeller,
    sellerOrders: msSellerOrders,
    sellerDashboard: msSellerDashboard,
    sellerProducts: msSellerProducts,
    productEditor: msProductEditor,
    bulkUpload: msBulkUpload,
    storeSettings: msStoreSettings,
    notices: msNotices,
    sellerExports: msSellerExports,
    refusals: msRefusals,
    payouts: msPayouts,
    secondFactor: msSecondFactor,
    yourData: msYourData,
  },
};

export function messages(lang: Lang): Messages {
  return CATALOGUES[lang];
}
