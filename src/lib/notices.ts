/**
 * A notification the shop writes is stored as a code and its values (migrations/0019, 0028), so that each reader
 * sees it in their own language (src/i18n/notifications.ts). The codes and each one's values are defined here,
 * in no language: every language's catalogue (src/i18n/<lang>/notices.ts) must say each of them, or the type
 * check fails. `written` is a notification stored before codes, kept in the words it was written in.
 */
import type { SellerStatus } from './orders';

type FromStore = { store: string; orderId: string; note: string };

export interface NoticeValuesByCode {
  orderPlaced: { orderId: string; units: number; totalSen: number };
  newOrder: { buyer: string; units: number; sellerOrderId: string };
  lowStock: { product: string; left: number };
  outOfStock: { product: string };
  newReview: { author: string; product: string; rating: number };
  preparing: FromStore;
  shipped: FromStore & { carrier: string; trackingNumber: string };
  delivered: FromStore;
  cancelled: FromStore;
  update: FromStore & { status: SellerStatus };
  approved: { business: string };
  notApproved: { reason: string };
  payout: { amountSen: number; reference: string };
  written: { title: string; message: string };
  /** To the administrators: a provider's payment not taken as it came (not the order's amount, or too late). */
  paymentFlagged: {
    orderId: string;
    problem: 'amount' | 'late';
    amountSen: number;
    currency: string;
    expectedSen: number;
  };
}

export type NoticeCode = keyof NoticeValuesByCode;
export type NoticeValues<C extends NoticeCode> = NoticeValuesByCode[C];
export type Notice = { [C in NoticeCode]: { code: C; values: NoticeValues<C> } }[NoticeCode];

/** How one language says every notice: a title and a message made from the notice's values. */
export type NoticeCatalogue = { [C in NoticeCode]: { title: string; message: (values: NoticeValues<C>) => string } };

/**
 * Whose bell a notice rings (migrations/0024): a merchant is a buyer too, with one account and two bells, the
 * seller dashboard's for what the shop tells the merchant and the profile's for what it tells the buyer.
 */
export const NOTICE_AUDIENCES = ['buyer', 'merchant'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];

export const NOTICE_AUDIENCE: Readonly<Record<NoticeCode, NoticeAudience>> = {
  orderPlaced: 'buyer',
  newOrder: 'merchant',
  lowStock: 'merchant',
  outOfStock: 'merchant',
  newReview: 'merchant',
  preparing: 'buyer',
  shipped: 'buyer',
  delivered: 'buyer',
  cancelled: 'buyer',
  update: 'buyer',
  // The new merchant's welcome leads to the seller dashboard; a refusal is read where the application was made.
  approved: 'merchant',
  notApproved: 'buyer',
  payout: 'merchant',
  written: 'buyer',
  // An administrator reads it on the profile's bell, as every account does.
  paymentFlagged: 'buyer',
};

export const NOTICE_CODES = Object.keys(NOTICE_AUDIENCE) as NoticeCode[];

export function isNoticeCode(code: unknown): code is NoticeCode {
  return typeof code === 'string' && Object.hasOwn(NOTICE_AUDIENCE, code);
}

/** A notice's title and message in a language's catalogue. */
export function noticeText(catalogue: NoticeCatalogue, notice: Notice): { title: string; message: string } {
  // A notification stored before codes is said as it was written, in whatever language that was.
  if (notice.code === 'written') return { title: notice.values.title, message: notice.values.message };
  const text = catalogue[notice.code];
  return { title: text.title, message: (text.message as (values: Notice['values']) => string)(notice.values) };
}

/** The columns a notice is stored in: its code and values, and whose bell it is. */
export function noticeColumns(notice: Notice): { code: NoticeCode; vals: string; audience: NoticeAudience } {
  return { code: notice.code, vals: JSON.stringify(notice.values), audience: NOTICE_AUDIENCE[notice.code] };
}
