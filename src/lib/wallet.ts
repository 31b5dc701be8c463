/**
 * A wallet transaction's description: stored in English with the transaction, made from one of these texts and
 * its values (the payment method, the order), so that the profile can say a known one in its page's language.
 * One not made from them (written some other way) is shown as it was stored.
 */
import { knownIn } from '../i18n/catalogue';
import { fill } from '../i18n/fill';

export const WALLET_DESCRIPTIONS = {
  topUp: 'Top up via {method}',
  payment: 'Payment for order {orderId}',
} as const;

export type WalletDescriptionKey = keyof typeof WALLET_DESCRIPTIONS;

/** The description to store for a transaction of `kind`, with its values. */
export function walletDescription(kind: WalletDescriptionKey, values: Record<string, string>): string {
  return fill(WALLET_DESCRIPTIONS[kind], values);
}

/**
 * A stored description in the words of `local` (the same keys, the same values in braces); null when it was not
 * made from one of WALLET_DESCRIPTIONS, to be shown as stored.
 */
export function walletDescriptionIn(
  description: string,
  local: Readonly<Record<WalletDescriptionKey, string>>,
): string | null {
  return knownIn(description, WALLET_DESCRIPTIONS, local);
}
