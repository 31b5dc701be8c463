/**
 * A notification the shop writes is stored as a code and its values (migrations/0019), so that each reader sees it
 * in their own language (src/i18n/notifications.ts); its English title and message are stored beside them, as
 * written, for whatever reads the table itself. The codes and each one's values are the English catalogue's.
 */
import { notices } from '../i18n/en/notices';

type Notices = typeof notices;
export type NoticeCode = keyof Notices;
export type NoticeValues<C extends NoticeCode> = Parameters<Notices[C]['message']>[0];
export type Notice = { [C in NoticeCode]: { code: C; values: NoticeValues<C> } }[NoticeCode];

export const NOTICE_CODES = Object.keys(notices) as NoticeCode[];

export function isNoticeCode(code: unknown): code is NoticeCode {
  return typeof code === 'string' && Object.hasOwn(notices, code);
}

/** A notice's title and message in the catalogue given (a language's `notices`, the same keys and values). */
export function noticeText(
  catalogue: Readonly<Record<NoticeCode, { title: string; message: (values: never) => string }>>,
  notice: Notice,
) {
  const text = catalogue[notice.code];
  return { title: text.title, message: (text.message as (values: Notice['values']) => string)(notice.values) };
}

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
};

/** The columns a notice is stored in: its code and values, its English title and message, and whose bell it is. */
export function noticeColumns(notice: Notice): {
  code: NoticeCode;
  vals: string;
  title: string;
  message: string;
  audience: NoticeAudience;
} {
  return {
    code: notice.code,
    vals: JSON.stringify(notice.values),
    ...noticeText(notices, notice),
    audience: NOTICE_AUDIENCE[notice.code],
  };
}
