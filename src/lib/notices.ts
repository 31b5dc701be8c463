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

/** The columns a notice is stored in: its code and values, and its English title and message. */
export function noticeColumns(notice: Notice): { code: NoticeCode; vals: string; title: string; message: string } {
  return { code: notice.code, vals: JSON.stringify(notice.values), ...noticeText(notices, notice) };
}
