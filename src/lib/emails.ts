/**
 * The shop's emails in no language: each kind and the values it is queued with (its payload). The outbox
 * (src/data/outbox.ts) stores a message's kind and payload; src/mail says it in the recipient's language when it
 * is sent.
 */
import type { Lang } from './languages';

/** The kinds of email the shop sends today (migrations/0013 names the others to come). */
export type EmailKind =
  | 'order_confirmation'
  | 'shipping_update'
  | 'order_cancelled'
  | 'new_order'
  | 'low_stock'
  | 'application_decision'
  | AccountEmailKind;

/**
 * The account's own emails: a reset link, a verification link, a password changed, an address being changed. They
 * are about the account's safety, so they are not among the settings and cannot be turned off.
 */
type AccountEmailKind =
  | 'password_reset'
  | 'password_changed'
  | 'verify_email'
  | 'email_change_requested'
  | 'second_factor_on'
  | 'second_factor_off'
  | 'account_deleted';
/** The kinds a person may turn off in the profile's settings. */
export type SettingEmailKind = Exclude<EmailKind, AccountEmailKind>;

/**
 * Each kind as the profile's settings offer it, in their order; a merchant's kinds only to a merchant. Their
 * labels and hints are the account catalogue's (src/i18n/<lang>/account.ts).
 */
export const EMAIL_SETTINGS: { kind: SettingEmailKind; merchantOnly: boolean }[] = [
  { kind: 'order_confirmation', merchantOnly: false },
  { kind: 'shipping_update', merchantOnly: false },
  { kind: 'order_cancelled', merchantOnly: false },
  { kind: 'new_order', merchantOnly: true },
  { kind: 'low_stock', merchantOnly: true },
  { kind: 'application_decision', merchantOnly: false },
];

export function emailKindsFor(isMerchant: boolean): SettingEmailKind[] {
  return EMAIL_SETTINGS.filter((s) => isMerchant || !s.merchantOnly).map((s) => s.kind);
}

export interface EmailLine {
  name: string;
  quantity: number;
  totalSen: number;
}

export type EmailPayload =
  | { kind: 'order_confirmation'; orderId: string; buyerName: string; lines: EmailLine[]; totalSen: number }
  | {
      kind: 'application_decision';
      decision: 'approved' | 'rejected';
      businessName: string;
      storeId: string | null;
      reason: string;
    }
  | {
      kind: 'new_order';
      sellerOrderId: string;
      storeName: string;
      buyerName: string;
      lines: EmailLine[];
      subtotalSen: number;
    }
  | { kind: 'low_stock'; productId: string; productName: string; storeName: string; left: number }
  /**
   * A link's token travels in the payload only until the message is sent: the outbox removes it then
   * (src/data/outbox.ts), and the database keeps its hash alone (account_tokens).
   */
  | { kind: 'password_reset'; name: string; email: string; token?: string; minutes: number }
  | { kind: 'verify_email'; name: string; email: string; token?: string; hours: number; change: boolean }
  | { kind: 'password_changed'; name: string; at: string }
  | { kind: 'email_change_requested'; name: string; newEmail: string }
  | { kind: 'second_factor_on'; name: string; at: string }
  /** Turned off by its owner, or reset by the market's administrator (`byAdministrator`). */
  | { kind: 'second_factor_off'; name: string; at: string; byAdministrator: boolean }
  /**
   * Queued to the address the account had, with no user: the account is gone, so the message carries its
   * language, and the outbox replaces its address once it is sent (src/data/outbox.ts).
   */
  | { kind: 'account_deleted'; at: string; lang: Lang }
  | {
      kind: 'shipping_update' | 'order_cancelled';
      orderId: string;
      storeName: string;
      status: 'processing' | 'shipped' | 'completed' | 'cancelled';
      carrier: string | null;
      trackingNumber: string | null;
      note: string;
    };

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}
