/**
 * A text with values put in, as src/i18n/fill.ts does it: the copy the cart, wishlist and checkout islands and the
 * cart's sync use. Sharing that module with the product page's island would make it a file of its own in the
 * product page's first load; this one is loaded only with the islands, or with the sync when it has news.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
