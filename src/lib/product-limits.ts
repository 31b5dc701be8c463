/** A product's id (and a product image's), as every address, form and stored list that names one must give it. */
export const PRODUCT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A product's text and tag limits: the editor's schema (src/lib/product-draft.ts) and the bulk upload's row
 * checks both hold them. Apart from the schema, so that the bulk upload's island does not ship zod for three
 * numbers.
 */
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;
export const TEXT_LIMITS = { name: 200, description: 5000, sku: 64 } as const;
