import { ACCESS_MESSAGES } from '../../lib/access';
import { PLAIN_SERVER_ERROR } from '../../lib/server-errors';

/** The texts every page shares: the document, header, footer, language switch and error pages (English, the spec's). */
export const shell = {
  document: {
    siteName: 'Labuan Market',
    description:
      'Fresh produce, seafood, meat and local goods from the merchants of Labuan, delivered across the island.',
    notifications: 'Notifications',
    skipToContent: 'Skip to content',
  },
  header: {
    badge: 'Local Farm & Products Market',
    accountAndCart: 'Account and cart',
    switchTheme: 'Switch theme',
    darkTheme: 'Dark theme',
    cart: 'Cart',
    items: ' items',
    signIn: 'Sign In',
    signUp: 'Sign Up',
    buyerOrSeller: 'Buyer or seller view',
    buyer: 'Buyer',
    seller: 'Seller',
    view: ' view',
    accountMenu: 'Account menu',
    profile: 'Profile',
    applications: 'Merchant Applications',
    logOut: 'Log out',
  },
  footer: {
    about: 'Fresh produce, seafood, meat and local goods from the merchants of our island.',
    forBuyers: 'For Buyers',
    browseProducts: 'Browse Products',
    cart: 'Cart',
    wishlist: 'Wishlist',
    trackOrder: 'Track Order',
    forMerchants: 'For Merchants',
    startSelling: 'Start Selling',
    sellerDashboard: 'Seller Dashboard',
    bulkUpload: 'Bulk Upload',
    support: 'Support',
    myAccount: 'My Account',
    emailSupport: 'Email Support',
    call: (phone: string) => `Call ${phone}`,
    copyright: (year: number) => `© ${year} Labuan Market. All rights reserved.`,
  },
  language: {
    label: 'Language',
  },
  /** The data saver switch (footer and profile settings). */
  pictures: {
    fullNow: 'Pictures: full size.',
    smallNow: 'Pictures: small, to save data.',
    useSmall: 'Use small pictures',
    useFull: 'Use full-size pictures',
  },
  notFound: {
    title: 'Page not found',
    message: "The page you're looking for doesn't exist or has moved.",
    backHome: 'Back to Home',
  },
  serverError: {
    title: 'Something went wrong',
    message: 'We could not load this page just now. Please try again in a moment.',
    backToShop: 'Back to the shop',
  },
  /**
   * What an action says to someone it does not serve, or when the server fails (src/lib/access.ts,
   * src/lib/server-errors.ts): any form may meet them, and shows them in its page's language by these keys.
   */
  refusals: { ...ACCESS_MESSAGES, serverError: PLAIN_SERVER_ERROR },
};
