/**
 * The rules every product obeys, however it is made: the Add Product form, the bulk upload and the data layer
 * all judge a product by these. One category list (the listing's filter categories plus the rest the shop
 * stores), and one rule for a price a buyer can be charged.
 */
import { CATEGORIES, type Category } from './catalogue';

/** Every category a product may have, with its label: the listing's categories first, in the listing's order. */
export const CATEGORY_OPTIONS: readonly { value: Category; label: string }[] = [
  ...CATEGORIES,
  { value: 'toys', label: 'Toys & Games' },
  { value: 'beauty', label: 'Beauty & Personal Care' },
  { value: 'automotive', label: 'Automotive' },
  { value: 'other', label: 'Other' },
];

const BY_VALUE = new Map(CATEGORY_OPTIONS.map((c) => [c.value as string, c]));
const typed = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const BY_TEXT = new Map<string, Category>(
  CATEGORY_OPTIONS.flatMap((c) => [
    [c.value.toLowerCase(), c.value],
    [typed(c.label), c.value],
  ]),
);

export function isCategory(value: string): value is Category {
  return BY_VALUE.has(value);
}

/** A category typed as the shop's value or label, in any case; null when the shop has no such category. */
export function categoryFrom(text: string): Category | null {
  return BY_TEXT.get(typed(text)) ?? null;
}

/** The categories' names in one language, by value (each language's catalogue has them: src/i18n/category-names.ts). */
export type CategoryNames = Readonly<Record<string, string>>;

/**
 * A reader of categories typed as the shop's value or label, or as one of `names` (another language's names of
 * the same categories), each in any case. The names come from the caller, so that this module, which the
 * browser loads too, carries no language's catalogue.
 */
export function categoryReader(names: readonly CategoryNames[] = []): (text: string) => Category | null {
  if (names.length === 0) return categoryFrom;
  const more = new Map<string, Category>();
  for (const list of names)
    for (const [value, name] of Object.entries(list)) if (isCategory(value)) more.set(typed(name), value);
  return (text) => categoryFrom(text) ?? more.get(typed(text)) ?? null;
}

export function categoryName(value: string): string {
  return BY_VALUE.get(value)?.label ?? value;
}

/** The smallest price a product on sale may have: RM 0.01. A free product would be sold for shipping alone. */
export const MIN_PRICE_SEN = 1;
/** The largest price the forms accept (nine digits of ringgit). */
export const MAX_PRICE_SEN = 999_999_999_99;

/** True for a price a buyer can be charged: a whole number of sen, at least RM 0.01. */
export function sellablePrice(sen: number | null | undefined): sen is number {
  return typeof sen === 'number' && Number.isSafeInteger(sen) && sen >= MIN_PRICE_SEN && sen <= MAX_PRICE_SEN;
}

/** What the database says when a write would put a product on sale without such a price (migration 0007). */
export const UNSELLABLE_PRICE_REFUSAL = 'A product on sale needs a price of at least RM 0.01';

export function isUnsellablePriceRefusal(error: unknown): boolean {
  return String(error instanceof Error ? error.message : error).includes(UNSELLABLE_PRICE_REFUSAL);
}
