/** A text someone typed, shown as a sentence of the shop's: one full stop at its end, never two. */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
