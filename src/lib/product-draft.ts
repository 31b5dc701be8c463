/**
 * The seller's product form (spec "Add New Product", sections 3, 5 and 9): the draft as typed, the rules
 * checked on Publish, the tag rules, the price and status previews, and the conversion of a draft into the
 * stored values (integer sen, grams, millimetres). Shared by the editor island and the save action, so the
 * browser and the server judge a draft by the same rules and the same messages. The draft's fields and their
 * limits are one zod schema (zod/mini: the island ships it), and its type is the draft's.
 */
import * as z from 'zod/mini';
import { parseMoney, toDecimalString, formatMoney } from './money';
import { atMost } from './text-limits';
import { percentOff } from './pricing';
import type { Category } from './catalogue';
import { isCategory, sellablePrice } from './product-rules';
import { MAX_TAG_LENGTH, MAX_TAGS, TEXT_LIMITS } from './product-limits';
import { fieldErrors } from './field-errors';
import { fill } from './fill';
import { type RefusalCode, said } from './refusals';

/**
 * The form's categories: every category the shop has, the same list the listing filters by and the bulk
 * upload reads (src/lib/product-rules).
 */
export { CATEGORY_OPTIONS, categoryName } from './product-rules';

export const CONDITIONS = [
  { value: 'new', label: 'New' },
  { value: 'like-new', label: 'Like New' },
  { value: 'good', label: 'Good' },
  { value: 'fair', label: 'Fair' },
  { value: 'refurbished', label: 'Refurbished' },
] as const;
export type Condition = (typeof CONDITIONS)[number]['value'];

export const MAX_IMAGES = 10;
/**
 * A product made before uploads (the demo's illustrations) has an image_url but no image rows: the editor
 * shows that picture under this id, and keeping it keeps the image_url while no uploaded image replaces it.
 */
export const LEGACY_IMAGE_ID = 'legacy';
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const IMAGE_HINT = 'PNG, JPG, GIF up to 10MB each (max 10 images)';
export { MAX_TAG_LENGTH, MAX_TAGS, TEXT_LIMITS };

export const PUBLISHED_MESSAGE = 'Product published successfully! Redirecting to dashboard...';
export const REDIRECT_AFTER_MS = 2000;

/** Decimal strings as typed ("12.50", kg for the weight, cm for the sizes); '' when empty. */
const typedNumber = z.string().check(atMost(20));

export const productDraftSchema = z.object({
  name: z.string().check(atMost(TEXT_LIMITS.name)),
  description: z.string().check(atMost(TEXT_LIMITS.description)),
  /** '' until one is chosen. */
  category: z.string().check(atMost(40)),
  condition: z.string().check(atMost(20)),
  price: typedNumber,
  compareAtPrice: typedNumber,
  sku: z.string().check(atMost(TEXT_LIMITS.sku)),
  quantity: typedNumber,
  weight: typedNumber,
  length: typedNumber,
  width: typedNumber,
  height: typedNumber,
  tags: z
    .array(z.string().check(atMost(MAX_TAG_LENGTH)))
    .check(z.maxLength(MAX_TAGS, said('product.tooManyTags', { max: MAX_TAGS }))),
  isActive: z.boolean(),
  trackQuantity: z.boolean(),
  allowBackorders: z.boolean(),
  requiresShipping: z.boolean(),
  taxable: z.boolean(),
});

export type ProductDraft = z.infer<typeof productDraftSchema>;

export const emptyDraft = (): ProductDraft => ({
  name: '',
  description: '',
  category: '',
  condition: 'new',
  price: '',
  compareAtPrice: '',
  sku: '',
  quantity: '',
  weight: '',
  length: '',
  width: '',
  height: '',
  tags: [],
  isActive: true,
  trackQuantity: true,
  allowBackorders: false,
  requiresShipping: true,
  taxable: true,
});

export type DraftField =
  | 'name'
  | 'description'
  | 'category'
  | 'condition'
  | 'price'
  | 'compareAtPrice'
  | 'sku'
  | 'quantity'
  | 'weight'
  | 'length'
  | 'width'
  | 'height'
  | 'tags'
  | 'images';
export type DraftErrors = Partial<Record<DraftField, string>>;

/**
 * Every refusal of the product form: its rules' (the browser's and the server's alike), its schema's limits
 * (which only a changed form or a request made by hand meets), and the save's (src/data/products.ts,
 * src/lib/product-draft-input.ts). The form is given their texts.
 */
export const PRODUCT_REFUSALS = [
  'product.nameRequired',
  'product.descriptionRequired',
  'product.categoryRequired',
  'product.priceRequired',
  'product.quantityRequired',
  'product.imageRequired',
  'product.compareAtPrice',
  'product.weight',
  'product.dimension',
  'product.condition',
  'product.categoryUnknown',
  'product.tooManyImages',
  'product.tooManyTags',
  'text.tooLong',
  'product.notFound',
  'product.skuTaken',
  'product.badImage',
  'product.reloadStock',
  'product.stockChanged',
  'product.fileTooLarge',
  'product.fileNotImage',
] as const satisfies readonly RefusalCode[];

/** A rule's refusal that carries no values. */
type Plain = Exclude<
  (typeof PRODUCT_REFUSALS)[number],
  'product.tooManyImages' | 'product.tooManyTags' | 'text.tooLong' | 'product.stockChanged' | `product.file${string}`
>;
const refuse = (code: Plain) => said(code);
const tooManyImages = () => said('product.tooManyImages', { max: MAX_IMAGES });

export type SaveIntent = 'publish' | 'draft';

/** The stored form of a draft: what the database holds. */
export interface ProductValues {
  name: string;
  description: string;
  category: Category;
  condition: Condition;
  priceSen: number;
  compareAtSen: number | null;
  sku: string | null;
  stock: number;
  weightGrams: number | null;
  lengthMm: number | null;
  widthMm: number | null;
  heightMm: number | null;
  tags: string[];
  isActive: boolean;
  trackQuantity: boolean;
  allowBackorders: boolean;
  requiresShipping: boolean;
  taxable: boolean;
}

const blank = (text: string) => text.trim() === '';

/** A whole number of units, or null. */
function parseQuantity(text: string): number | null {
  return /^\s*\d{1,7}\s*$/.test(text) ? Number(text) : null;
}

/** A decimal with up to `places` decimals, as an integer in 1/10^places units; null when it is not one. */
function parseScaled(text: string, places: number): number | null {
  const match = new RegExp(`^\\s*(\\d{1,6})(?:\\.(\\d{1,${places}}))?\\s*$`).exec(text);
  if (!match) return null;
  return Number(match[1]) * 10 ** places + Number((match[2] ?? '').padEnd(places, '0'));
}

/**
 * The spec's Publish rules, in its order: each field with its message. `imageCount` counts the images the
 * product will have (kept plus newly chosen).
 */
export function validateForPublish(draft: ProductDraft, imageCount: number): DraftErrors {
  const errors: DraftErrors = {};
  if (blank(draft.name)) errors.name = refuse('product.nameRequired');
  if (blank(draft.description)) errors.description = refuse('product.descriptionRequired');
  if (blank(draft.category)) errors.category = refuse('product.categoryRequired');
  if (!sellablePrice(parseMoney(draft.price))) errors.price = refuse('product.priceRequired');
  if (parseQuantity(draft.quantity) === null) errors.quantity = refuse('product.quantityRequired');
  if (imageCount < 1) errors.images = refuse('product.imageRequired');
  return { ...errors, ...validateShape(draft, imageCount) };
}

/** Save as Draft needs only a name; whatever else is filled in must still be well formed. */
export function validateForDraft(draft: ProductDraft, imageCount: number): DraftErrors {
  const errors: DraftErrors = {};
  if (blank(draft.name)) errors.name = refuse('product.nameRequired');
  if (!blank(draft.price) && parseMoney(draft.price) === null) errors.price = refuse('product.priceRequired');
  if (!blank(draft.quantity) && parseQuantity(draft.quantity) === null)
    errors.quantity = refuse('product.quantityRequired');
  return { ...errors, ...validateShape(draft, imageCount) };
}

/** The schema's limits (each field's first message), then the rules of the intent, which take precedence. */
export function validateDraft(draft: ProductDraft, imageCount: number, intent: SaveIntent): DraftErrors {
  return {
    ...fieldErrors<DraftField>(productDraftSchema, draft),
    ...(intent === 'publish' ? validateForPublish(draft, imageCount) : validateForDraft(draft, imageCount)),
  };
}

/** The rules that hold for both intents: optional fields, when filled, must make sense. */
function validateShape(draft: ProductDraft, imageCount: number): DraftErrors {
  const errors: DraftErrors = {};
  if (!blank(draft.category) && !isCategory(draft.category)) errors.category = refuse('product.categoryUnknown');
  if (!CONDITIONS.some((c) => c.value === draft.condition)) errors.condition = refuse('product.condition');
  if (!blank(draft.compareAtPrice) && parseMoney(draft.compareAtPrice) === null)
    errors.compareAtPrice = refuse('product.compareAtPrice');
  if (!blank(draft.weight) && parseScaled(draft.weight, 3) === null) errors.weight = refuse('product.weight');
  for (const field of ['length', 'width', 'height'] as const) {
    if (!blank(draft[field]) && parseScaled(draft[field], 1) === null) errors[field] = refuse('product.dimension');
  }
  if (imageCount > MAX_IMAGES) errors.images = tooManyImages();
  return errors;
}

/** The stored values of a draft that passed `validateDraft`; a draft without a category is filed under Other. */
export function draftValues(draft: ProductDraft): ProductValues {
  const optional = (text: string, places: number) => (blank(text) ? null : parseScaled(text, places));
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    category: (blank(draft.category) ? 'other' : draft.category) as Category,
    condition: draft.condition as Condition,
    priceSen: parseMoney(draft.price) ?? 0,
    compareAtSen: blank(draft.compareAtPrice) ? null : parseMoney(draft.compareAtPrice),
    sku: blank(draft.sku) ? null : draft.sku.trim(),
    stock: parseQuantity(draft.quantity) ?? 0,
    weightGrams: optional(draft.weight, 3),
    lengthMm: optional(draft.length, 1),
    widthMm: optional(draft.width, 1),
    heightMm: optional(draft.height, 1),
    tags: normaliseTags(draft.tags),
    isActive: draft.isActive,
    trackQuantity: draft.trackQuantity,
    allowBackorders: draft.allowBackorders,
    requiresShipping: draft.requiresShipping,
    taxable: draft.taxable,
  };
}

/** The form filled in from stored values, for the edit screen. */
export function draftFromValues(values: ProductValues): ProductDraft {
  const scaled = (value: number | null, places: number) =>
    value === null ? '' : String(Number((value / 10 ** places).toFixed(places)));
  return {
    name: values.name,
    description: values.description,
    category: values.category,
    condition: values.condition,
    price: toDecimalString(values.priceSen),
    compareAtPrice: values.compareAtSen === null ? '' : toDecimalString(values.compareAtSen),
    sku: values.sku ?? '',
    quantity: String(values.stock),
    weight: scaled(values.weightGrams, 3),
    length: scaled(values.lengthMm, 1),
    width: scaled(values.widthMm, 1),
    height: scaled(values.heightMm, 1),
    tags: values.tags,
    isActive: values.isActive,
    trackQuantity: values.trackQuantity,
    allowBackorders: values.allowBackorders,
    requiresShipping: values.requiresShipping,
    taxable: values.taxable,
  };
}

/**
 * The status a save asks for: Publish with the active switch on lists the product; Save as Draft, or the
 * switch off, keeps it a draft that no buyer sees. A listed product with no stock left to sell becomes out of
 * stock in the database itself (migrations/0007_product_rules_and_order_tax.sql), whatever wrote it.
 */
export function savedStatus(intent: SaveIntent, values: Pick<ProductValues, 'isActive'>): 'active' | 'draft' {
  return intent === 'draft' || !values.isActive ? 'draft' : 'active';
}

/** Adds a tag typed by the seller: trimmed; blank, duplicate (ignoring case) or overlong tags are ignored. */
export function addTag(tags: readonly string[], typed: string): string[] {
  const tag = typed.trim().replace(/\s+/g, ' ');
  if (!tag || tag.length > MAX_TAG_LENGTH || tags.length >= MAX_TAGS) return [...tags];
  if (tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return [...tags];
  return [...tags, tag];
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((t) => t !== tag);
}

/** Tags as the server stores them: the same rules as adding them one by one. */
export function normaliseTags(tags: readonly string[]): string[] {
  return tags.reduce<string[]>((kept, tag) => addTag(kept, tag), []);
}

/**
 * What a merchant is told when files chosen or dropped on Product Images were not added: the files that are
 * not pictures, by name, and how many pictures did not fit under MAX_IMAGES. Null when everything was added.
 */
export function imagesLeftOut(
  notPictures: string[],
  overLimit: number,
  words: Readonly<Record<keyof typeof LEFT_OUT_WORDS, string>> = LEFT_OUT_WORDS,
): string | null {
  const parts: string[] = [];
  if (notPictures.length)
    parts.push(
      fill(notPictures.length === 1 ? words.notPicture : words.notPictures, { names: notPictures.join(', ') }),
    );
  if (overLimit > 0) parts.push(overLimit === 1 ? words.overOne : fill(words.overMany, { count: overLimit }));
  return parts.length ? `${parts.join('; ')}.` : null;
}

/** The parts of imagesLeftOut's message (English; the editor is given them in the page's language). */
export const LEFT_OUT_WORDS = {
  notPicture: '{names} is not a picture',
  notPictures: '{names} are not pictures',
  overOne: `1 picture was not added: at most ${MAX_IMAGES} images per product`,
  overMany: `{count} pictures were not added: at most ${MAX_IMAGES} images per product`,
};

/** What the preview shows for a price that is not one yet. */
export const NO_PRICE = '—';

export interface PricePreview {
  price: string;
  compareAt: string | null;
  /** The percent-off badge, when compare-at exceeds the price. */
  percentOff: number | null;
}

/**
 * The live price preview, in ringgit; compare-at shows only above the price. A price the shop would
 * not sell at (blank, 0, negative, fractions of a cent) previews as a dash, never as "RM 0.00 ... 100% OFF".
 */
export function pricePreview(draft: Pick<ProductDraft, 'price' | 'compareAtPrice'>): PricePreview {
  const price = parseMoney(draft.price);
  if (!sellablePrice(price)) return { price: NO_PRICE, compareAt: null, percentOff: null };
  const compareAt = blank(draft.compareAtPrice) ? null : parseMoney(draft.compareAtPrice);
  const off = percentOff(price, compareAt);
  return {
    price: formatMoney(price),
    compareAt: off !== null && compareAt !== null ? formatMoney(compareAt) : null,
    percentOff: off,
  };
}

/** The Product Status preview: three lines, in the spec's words. */
export function statusPreview(
  draft: Pick<ProductDraft, 'isActive' | 'requiresShipping' | 'taxable'>,
  words: Readonly<Record<keyof typeof PREVIEW_WORDS, string>> = PREVIEW_WORDS,
): { label: string; value: string }[] {
  return [
    { label: words.status, value: draft.isActive ? words.active : words.draft },
    { label: words.shipping, value: draft.requiresShipping ? words.required : words.notRequired },
    { label: words.tax, value: draft.taxable ? words.taxable : words.taxFree },
  ];
}

/** The Product Status preview's words (English; the pages give them in their language). */
export const PREVIEW_WORDS = {
  status: 'Status',
  active: 'Active',
  draft: 'Draft',
  shipping: 'Shipping',
  required: 'Required',
  notRequired: 'Not required',
  tax: 'Tax',
  taxable: 'Taxable',
  taxFree: 'Tax-free',
};

/** Keeps the first images up to the limit: extra files are dropped, as the spec says. */
export function withinImageLimit<T>(current: readonly T[], added: readonly T[]): T[] {
  return [...current, ...added].slice(0, MAX_IMAGES);
}

export function conditionName(value: string): string {
  return CONDITIONS.find((c) => c.value === value)?.label ?? value;
}
