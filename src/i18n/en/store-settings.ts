/**
 * Store Settings (English, the spec's): the five tabs' labels, hints and options, the form's own alerts, and the
 * texts of the refusals the settings' schema (src/lib/store-settings.ts) and the save may give. Values in braces
 * are filled by src/i18n/fill.ts.
 */
import {
  BUSINESS_TYPES,
  LOGO_HINT,
  PROCESSING_TIMES,
  RETURN_WINDOWS,
  SAVED_MESSAGE,
  SETTINGS_REFUSALS,
  SETTINGS_TABS,
  STOREFRONT_THEMES,
} from '../../lib/store-settings';
import { ANSWER_REFUSALS, textsOf } from '../../lib/refusals';
import { refusals } from './refusals';

/** An option list's labels by value. */
const labels = <V extends string>(options: readonly { value: V; label: string }[]) =>
  Object.fromEntries(options.map((option) => [option.value, option.label])) as Record<V, string>;

export const storeSettings = {
  title: 'Store Settings',
  description: 'Manage your store profile, preferences and appearance',
  form: {
    label: 'Store settings',
    preview: 'Preview Store',
    newTab: '(opens in a new tab)',
    save: 'Save Changes',
    saving: 'Saving...',
    saved: SAVED_MESSAGE,
    summary: 'Store summary',
    logoAlt: '{name} logo',
    active: 'Active',
    suspended: 'Suspended',
    verified: 'Verified',
    pending: 'Verification pending',
    storeId: 'Store ID',
    tabs: 'Settings sections',
    hasErrors: '(has errors)',
  },
  tabs: labels(SETTINGS_TABS.map((tab) => ({ value: tab.id, label: tab.label }))),
  general: {
    title: 'General Information',
    businessName: 'Business Name',
    displayName: 'Display Name',
    description: 'Description',
    descriptionPlaceholder: 'Tell buyers about your store',
    email: 'Email',
    phone: 'Phone',
    website: 'Website',
    address: 'Address',
    street: 'Street Address',
    city: 'City',
    state: 'State/Province',
    zipCode: 'ZIP/Postal Code',
    country: 'Country',
    logo: 'Store Logo',
    newLogo: 'New logo preview',
    currentLogo: 'Current logo',
    changeLogo: 'Change Logo',
    uploadLogo: 'Upload Logo',
    logoChosen: '{name} will be saved with your changes. ',
    logoSmaller: 'Made smaller: {before} → {after}. ',
    logoHint: LOGO_HINT,
  },
  business: {
    title: 'Business Information',
    registrationNumber: 'Registration Number',
    taxId: 'Tax ID',
    businessType: 'Business Type',
    foundedYear: 'Founded Year',
    foundedPlaceholder: 'e.g. 2016',
    social: 'Social Media',
    facebook: 'https://facebook.com/yourstore',
    twitter: 'https://twitter.com/yourstore',
    instagram: 'https://instagram.com/yourstore',
    linkedin: 'https://linkedin.com/company/yourstore',
  },
  preferences: {
    title: 'Store Preferences',
    autoAcceptOrders: 'Auto-accept orders',
    autoAcceptOrdersHint: 'New orders move to processing without your review',
    requireSignature: 'Require signature',
    requireSignatureHint: 'Buyers sign for deliveries',
    allowReturns: 'Allow returns',
    allowReturnsHint: 'Buyers may return items within the return window',
    returnWindow: 'Return Window',
    processingTime: 'Processing Time',
    privacy: 'Privacy on your store page',
    showEmail: 'Show email',
    showEmailHint: 'Buyers see your email on your store page',
    showPhone: 'Show phone number',
    showPhoneHint: 'Buyers see your phone number on your store page',
    showAddress: 'Show address',
    showAddressHint: 'Buyers see your full address on your store page',
  },
  notifications: {
    title: 'Notification Preferences',
    orderUpdates: 'Order updates',
    orderUpdatesHint: 'New orders and changes to your orders',
    lowStock: 'Low stock alerts',
    lowStockHint: 'When a product is running out',
    newReviews: 'New reviews',
    newReviewsHint: 'When a buyer reviews one of your products',
    promotions: 'Promotions',
    promotionsHint: 'Offers and campaigns from the marketplace',
    newsletter: 'Newsletter',
    newsletterHint: 'News and tips for sellers',
  },
  appearance: {
    title: 'Store Appearance',
    storefront: 'Storefront Theme',
    primaryColor: 'Primary Color',
    accentColor: 'Accent Color',
    picker: '{label} picker',
    preview: 'Color Preview',
    previewDescription: 'A banner from {primary} to {accent}, a button in {primary} and a badge in {accent}',
  },
  /** The options' labels by their stored values (the values stay as they are). */
  options: {
    countries: {
      'United States': 'United States',
      Canada: 'Canada',
      'United Kingdom': 'United Kingdom',
      Australia: 'Australia',
      Malaysia: 'Malaysia',
      Singapore: 'Singapore',
    },
    businessTypes: labels(BUSINESS_TYPES),
    returnWindows: labels(RETURN_WINDOWS),
    processingTimes: labels(PROCESSING_TIMES),
    themes: labels(STOREFRONT_THEMES),
  },
  /** The form's own alerts: a save that was refused field by field, a logo too large to send, a save that failed. */
  messages: {
    notSavedFix: 'Your settings were not saved. Please fix the errors below.',
    logoTooLargeToSend: 'The logo is too large to send. Please choose an image of 2MB or smaller.',
    notSaved: 'Your store settings could not be saved. Please try again.',
  },
  /** The refusals of the schema and of the server, and the answers any form may meet, by code. */
  refusals: textsOf(refusals, [...SETTINGS_REFUSALS, ...ANSWER_REFUSALS]),
};
