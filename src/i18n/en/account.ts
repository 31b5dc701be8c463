/**
 * The profile page (English, the spec's): the header card, the seller status, the Profile, Orders, Wallet and
 * Settings tabs, and the texts the profile form island is given as props (plain strings).
 */
import type { SettingEmailKind } from '../../lib/emails';
import { PROFILE_REFUSALS } from '../../lib/profile';
import { ANSWER_REFUSALS, textsOf } from '../../lib/refusals';
import { refusals } from './refusals';
import type { WalletTexts } from '../../lib/wallet';

/** Each kind of email's label and hint, as the profile's settings offer them (src/lib/emails EMAIL_SETTINGS). */
const emailKinds: Record<SettingEmailKind, { label: string; hint: string }> = {
  order_confirmation: {
    label: 'Order confirmations',
    hint: 'What you ordered, the total and the tracking link.',
  },
  shipping_update: {
    label: 'Shipping updates',
    hint: 'When a seller prepares, ships and delivers your order.',
  },
  order_cancelled: {
    label: 'Cancelled orders',
    hint: 'When a seller cancels your order, with their note.',
  },
  new_order: { label: 'New orders in my store', hint: 'Who ordered what from your store.' },
  low_stock: {
    label: 'Low stock in my store',
    hint: 'When an order leaves a product with few units or none.',
  },
  application_decision: {
    label: 'Seller application decisions',
    hint: 'Whether your store was approved, or why not.',
  },
};

export const account = {
  title: 'Profile',
  back: 'Back',
  tabsLabel: 'Your account',
  needsScript:
    'Editing your profile needs JavaScript, which is off in this browser. Your orders, wallet and settings can still be read.',
  tabs: { profile: 'Profile', orders: 'Orders', wallet: 'Wallet', settings: 'Settings' },
  header: {
    verified: 'Verified',
    unverified: 'Unverified',
    memberSince: (date: string) => `Member since ${date}`,
    editProfile: 'Edit Profile',
  },
  seller: {
    title: 'Selling on Labuan Market',
    approved: 'Approved',
    active: 'Your seller account is active.',
    openDashboard: 'Open the seller dashboard',
    underReview: 'Under review',
    /** Around the business name (marked as the applicant wrote it) and the day it was sent. */
    pendingBefore: 'Your application for',
    pendingAfter: (date: string) =>
      `, sent on ${date}, is being checked. Document verification takes 2-3 business days.`,
    notApproved: 'Not approved',
    rejectedBefore: 'Your application for',
    rejectedAfter: 'was not approved:',
    applyAgain: 'Apply again',
    invite: 'Sell your produce and goods to the whole island.',
    apply: 'Apply to become a merchant',
  },
  /** The profile form island's texts. */
  form: {
    label: 'Profile details',
    personal: 'Personal Information',
    address: 'Address',
    fields: {
      name: 'Display Name',
      fullName: 'Full Name',
      email: 'Email',
      phone: 'Phone',
      dateOfBirth: 'Date of Birth',
      citizenship: 'Citizenship',
      addressLine1: 'Address Line 1',
      addressLine2: 'Address Line 2 (optional)',
      city: 'City',
      state: 'State',
      postalCode: 'Postal Code',
      country: 'Country',
    },
    notProvided: 'Not provided',
    cancel: 'Cancel',
    save: 'Save',
    saving: 'Saving...',
    saved: 'Profile updated',
    emailPending: 'Profile updated. We sent a link to {email}: your address changes once you open it.',
    saveFailed: 'Your profile could not be saved. Please try again.',
    /** The form's refusals and the server's answers any form may meet, by code (src/lib/profile.ts). */
    refusals: textsOf(refusals, [...PROFILE_REFUSALS, ...ANSWER_REFUSALS]),
  },
  orders: {
    count: (count: number) => (count === 1 ? '1 order' : `${count} orders`),
    track: 'Track Order',
    emptyTitle: 'No orders yet',
    emptyText: 'Fresh produce, seafood and local goods are a few taps away.',
    browse: 'Browse Products',
    placedOn: 'Placed on',
    total: 'Total',
    trackWith: (carrier: string) => `Track with ${carrier}`,
    newTab: ' (opens in a new tab)',
    rate: 'Rate your items',
    rateOf: (id: string) => ` of ${id}`,
  },
  wallet: {
    balance: 'Wallet Balance',
    active: 'Active',
    hidden: 'Balance hidden',
    hide: 'Hide balance',
    show: 'Show balance',
    topUp: 'Top Up',
    withdraw: 'Withdraw',
    note: 'The wallet holds no money of its own: you pay each order online or in cash on delivery, and a refund goes back the way you paid. Top Up and Withdraw are not offered.',
    recent: 'Payments and Refunds',
    none: 'No payments or refunds yet',
    /** A line's description by its kind, and a refund's state (src/lib/wallet.ts), with its values in braces. */
    ...({
      descriptions: {
        payment: 'Payment for order {orderId}',
        cash: 'Cash paid on delivery for order {orderId}',
        refund: 'Refund for order {orderId}',
      },
      states: { pending: 'On its way back', succeeded: 'Refunded' },
    } satisfies WalletTexts),
  },
  settings: {
    emailsTitle: 'Email Notifications',
    emailsText: 'Choose which emails reach your inbox. The notifications in your bell stay either way.',
    emailKinds,
    saveEmails: 'Save email settings',
    emailsSaved: 'Your email settings are saved.',
    /** A refused save: English shows the server's own words. */
    emailsRefused: '{message}',
    picturesTitle: 'Small Pictures',
    picturesText: 'Product pictures load at their smallest, to save data on a slow or costly connection.',
    dangerTitle: 'Danger Zone',
  },
};
