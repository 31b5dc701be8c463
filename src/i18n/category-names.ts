/**
 * Every product category's name in every language, by its value, as each language's catalogue gives it (the
 * seller's lists name them so). A bulk upload file may name a category by any of them; the server reads the
 * files with these, and the bulk upload page passes them to its island, which checks edited rows alike.
 * Taken from the two catalogues themselves, not through `messages`, which src/data (a user of this) is loaded by.
 */
import type { Lang } from './languages';
import { sellerProducts as english } from './en/seller-products';
import { categoryNames as malay } from './ms/seller-products';
import type { CategoryNames } from '../lib/product-rules';

const BY_LANGUAGE: Record<Lang, CategoryNames> = { en: english.list.categories, ms: malay };

export const CATEGORY_NAMES: readonly CategoryNames[] = Object.values(BY_LANGUAGE);
