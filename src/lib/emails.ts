/**
 * The shop's emails in no language: each kind and the values it is queued with (its payload). The outbox
 * (src/data/outbox.ts) stores a message's kind and payload; src/mail says it in the recipient's language when it
 * is sent.
 */
/** The kinds of email the shop sends today (migrations/0013 names the others to come). */
export type EmailKind =
  | 'order_confirmation'
  | 'shipping_update'
  | 'order_cancelled'
  | 'new_order'
  | 'low_stock'
  | 'application_decision';

/**
 * Each kind as the profile's settings offer it, in their order; a merchant's kinds only to a merchant. Their
 * labels and hints are the account catalogue's (src/i18n/<lang>/account.ts).
 */
export const EMAIL_SETTINGS: { kind: EmailKind; merchantOnly: boolean }[] = [
  { kind: 'order_confirmation', merchantOnly: false },
  { kind: 'shipping_update', merchantOnly: false },
  { kind: 'order_cancelled', merchantOnly: false },
  { kind: 'new_order', merchantOnly: true },
  { kind: 'low_stock', merchantOnly: true },
  { kind: 'application_decision', merchantOnly: false },
];

export function emailKindsFor(isMerchant: boolean): EmailKind[] {
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
