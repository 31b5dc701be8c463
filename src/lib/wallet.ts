/**
 * A wallet transaction the shop describes is stored as a code and its values (migrations/0029): the payment
 * method of a top-up, the order of a payment. Each language's catalogue says every code
 * (src/i18n/<lang>/account.ts); a description written some other way is shown as it was stored.
 */
export interface WalletValuesByCode {
  topUp: { method: string };
  payment: { orderId: string };
}

export type WalletCode = keyof WalletValuesByCode;
export type WalletDescription = { [C in WalletCode]: { code: C; values: WalletValuesByCode[C] } }[WalletCode];

/** How one language says each description: a text naming its values in braces. */
export type WalletTexts = Record<WalletCode, string>;

const CODES: readonly WalletCode[] = ['topUp', 'payment'];

/** The stored code and values as a description, or null when the row has none (or values that cannot be read). */
export function storedWalletDescription(code: string | null, vals: string | null): WalletDescription | null {
  if (!CODES.includes(code as WalletCode) || vals === null) return null;
  try {
    const values: unknown = JSON.parse(vals);
    if (typeof values !== 'object' || values === null) return null;
    const named = Object.values(values).every((value) => typeof value === 'string');
    return named ? ({ code, values } as WalletDescription) : null;
  } catch {
    return null;
  }
}
