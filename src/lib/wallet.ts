/**
 * The buyer's wallet in no language: the buyer's real payments and refunds (src/data/wallet.ts reads them from the
 * orders and refunds), each said by its kind in the reader's language (src/i18n/<lang>/account.ts). The wallet holds
 * no money of its own: an order is paid through the payment provider or in cash, and a refund goes back the way it
 * was paid.
 */

/** A line of the wallet: a payment made, or a refund on its way back (pending) or made (succeeded). */
export type WalletEntry =
  | { kind: 'payment'; orderId: string; amountSen: number; at: string }
  | { kind: 'cash'; orderId: string; amountSen: number; at: string }
  | { kind: 'refund'; orderId: string; sellerOrderId: string; amountSen: number; at: string; state: RefundState };

export type RefundState = 'pending' | 'succeeded';

/** How one language says each kind of line (a text naming `{orderId}`) and each refund's state. */
export interface WalletTexts {
  descriptions: Record<WalletEntry['kind'], string>;
  states: Record<RefundState, string>;
}

/** How many lines the wallet shows, newest first. */
export const WALLET_LINES = 20;

/** Payments and refunds as one list, newest first, at most WALLET_LINES. */
export function walletLines(payments: readonly WalletEntry[], refunds: readonly WalletEntry[]): WalletEntry[] {
  return [...payments, ...refunds].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, WALLET_LINES);
}

/** Whether a line adds to what the buyer has (a refund) or takes from it (a payment). */
export function walletSign(entry: WalletEntry): 'credit' | 'debit' {
  return entry.kind === 'refund' ? 'credit' : 'debit';
}
