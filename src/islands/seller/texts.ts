/**
 * The words of the seller lists' shared islands (Banner, PageLinks and RowMenu), in English: the English
 * catalogue takes them from here (src/i18n/en/seller.ts), and a screen not yet given its language's words shows
 * these.
 */
export const SELLER_LIST_TEXTS = {
  dismiss: 'Dismiss message',
  pages: 'Pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Page {page} of {count}',
  moreActions: 'More actions for {label}',
  actionsFor: 'Actions for {label}',
};

export type SellerListTexts = Readonly<Record<keyof typeof SELLER_LIST_TEXTS, string>>;
