/**
 * A seller's own products: create, change and read one, always within the seller's merchant. Another
 * merchant's product id behaves as if it did not exist (ProductNotFoundError, nothing changed).
 *
 * Order of writes: new images go to R2 first, then one D1 batch writes the product, its tags and its image
 * rows. If that batch fails the new objects are deleted again, so no row points at a missing image; images a
 * seller removed are deleted from R2 only after the batch committed.
 */
import type { Category } from '../lib/catalogue';
import { checkedFileType, cleanedUpload, EXTENSIONS, type SniffedType } from '../lib/file-types';
import {
  IMAGE_TYPES,
  LEGACY_IMAGE_ID,
  MAX_IMAGE_BYTES,
  MAX_IMAGES,
  MESSAGES,
  savedStatus,
  type Condition,
  type ProductValues,
  type SaveIntent,
} from '../lib/product-draft';
import { sellablePrice } from '../lib/product-rules';
import { insertStatements } from './sql';

export type ProductStatus = 'active' | 'draft' | 'out_of_stock' | 'archived';

/** An image checked by the caller (type from its bytes, size within the limit). */
export interface NewImage {
  contentType: Extract<SniffedType, `image/${string}`>;
  bytes: ArrayBuffer;
}

export interface SellerProductImage {
  id: string;
  url: string;
  contentType: string;
  sizeBytes: number;
}

export interface EditableProduct extends ProductValues {
  id: string;
  merchantId: string;
  status: ProductStatus;
  imageUrl: string;
  images: SellerProductImage[];
  /** The picture of a product without uploaded images (see LEGACY_IMAGE_ID), else null. */
  legacyImageUrl: string | null;
  createdAt: string;
  updatedAt: string;
  figures: { unitsSold: number; revenueSen: number; views: number; rating: number; reviewCount: number };
}

export class ProductNotFoundError extends Error {
  constructor() {
    super('This product does not exist or is not one of yours.');
  }
}

export class SkuTakenError extends Error {
  constructor() {
    super('Another of your products already uses this SKU');
  }
}

/** The seller's quantity cannot be applied: units were sold (or restocked) since the form was loaded. */
export class StockChangedError extends Error {
  constructor(
    readonly stockNow: number,
    readonly loadedStock: number,
  ) {
    super(
      `The stock changed while you were editing: ${stockNow} in stock now, not ${loadedStock}. ` +
        'Nothing was saved. Check the quantity and save again.',
    );
  }
}

/** A product on sale without a price a buyer can be charged (src/lib/product-rules). */
export class UnsellablePriceError extends Error {
  constructor() {
    super(MESSAGES.price);
  }
}

/** The product rules that hold whatever the form said: a product on sale has a real price. */
function checkRules(values: ProductValues, intent: SaveIntent): void {
  if (savedStatus(intent, values) !== 'draft' && !sellablePrice(values.priceSen)) throw new UnsellablePriceError();
}

export class ImagesRequiredError extends Error {
  constructor() {
    super(MESSAGES.images);
  }
}

export class BadImageError extends Error {
  constructor() {
    super('Only PNG, JPG, GIF or WebP images up to 10MB each can be uploaded');
  }
}

/** Every image is checked again here, by its bytes, before anything is written anywhere. */
function checkImages(images: NewImage[]): void {
  if (images.length > MAX_IMAGES) throw new TooManyImagesError();
  for (const image of images) {
    const type = checkedFileType(new Uint8Array(image.bytes));
    if (type !== image.contentType || !(IMAGE_TYPES as readonly string[]).includes(type) || image.bytes.byteLength > MAX_IMAGE_BYTES) {
      throw new BadImageError();
    }
  }
}

export class TooManyImagesError extends Error {
  constructor() {
    super(`At most ${MAX_IMAGES} images per product`);
  }
}

const random = () => crypto.randomUUID();
export const mediaUrl = (storageKey: string) => `/media/${storageKey}`;


const bit = (value: boolean) => (value ? 1 : 0);

interface StoredImage {
  id: string;
  key: string;
  contentType: string;
  sizeBytes: number;
}

async function putImages(bucket: R2Bucket, productId: string, images: NewImage[]): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  try {
    for (const image of images) {
      const key = `products/${productId}/${random()}.${EXTENSIONS[image.contentType]}`;
      // Stored without its text and metadata chunks (checkImages has refused anything that cannot be cleaned).
      const bytes = cleanedUpload(new Uint8Array(image.bytes))!.bytes;
      await bucket.put(key, bytes, { httpMetadata: { contentType: image.contentType } });
      stored.push({ id: `img-${random()}`, key, contentType: image.contentType, sizeBytes: bytes.byteLength });
    }
    return stored;
  } catch (error) {
    await Promise.allSettled(stored.map(({ key }) => bucket.delete(key)));
    throw error;
  }
}

function productColumns(values: ProductValues, intent: SaveIntent, imageUrl: string) {
  return {
    name: values.name,
    description: values.description,
    category: values.category,
    condition: values.condition,
    sku: values.sku,
    price_sen: values.priceSen,
    compare_at_sen: values.compareAtSen,
    stock: values.stock,
    track_quantity: bit(values.trackQuantity),
    allow_backorders: bit(values.allowBackorders),
    requires_shipping: bit(values.requiresShipping),
    taxable: bit(values.taxable),
    // Without shipping there is nothing to weigh or measure.
    weight_grams: values.requiresShipping ? values.weightGrams : null,
    length_mm: values.requiresShipping ? values.lengthMm : null,
    width_mm: values.requiresShipping ? values.widthMm : null,
    height_mm: values.requiresShipping ? values.heightMm : null,
    image_url: imageUrl,
    status: savedStatus(intent, values),
  };
}

function imageRows(productId: string, images: StoredImage[], now: string) {
  return images.map((image, position) => ({
    id: image.id,
    product_id: productId,
    storage_key: image.key,
    content_type: image.contentType,
    size_bytes: image.sizeBytes,
    position,
    created_at: now,
  }));
}

function tagRows(productId: string, tags: string[]) {
  return tags.map((tag) => ({ product_id: productId, tag }));
}

function mapConstraint(error: unknown): never {
  if (/UNIQUE constraint failed: products\.merchant_id, products\.sku/i.test(String(error))) throw new SkuTakenError();
  throw error;
}

/** A new product of this merchant, with its images in the order given. Returns its id and status. */
export async function createProduct(
  db: D1Database,
  bucket: R2Bucket,
  merchantId: string,
  values: ProductValues,
  images: NewImage[],
  intent: SaveIntent,
  now = new Date().toISOString(),
): Promise<{ id: string; status: ProductStatus }> {
  checkRules(values, intent);
  checkImages(images);
  if (intent === 'publish' && images.length === 0) throw new ImagesRequiredError();
  const id = `p-${random()}`;
  const stored = await putImages(bucket, id, images);
  const columns = productColumns(values, intent, stored[0] ? mediaUrl(stored[0].key) : '');
  try {
    await db.batch([
      ...insertStatements(db, 'products', [{ id, merchant_id: merchantId, ...columns, created_at: now, updated_at: now }]),
      ...insertStatements(db, 'product_tags', tagRows(id, values.tags)),
      ...insertStatements(db, 'product_images', imageRows(id, stored, now)),
    ]);
  } catch (error) {
    await Promise.allSettled(stored.map(({ key }) => bucket.delete(key)));
    mapConstraint(error);
  }
  return { id, status: columns.status };
}

/**
 * Saves changes to one of this merchant's products. `keepImageIds` lists the existing images to keep, in the
 * order wanted (any others are removed); `images` are appended after them. At most ten in all.
 */
export async function updateProduct(
  db: D1Database,
  bucket: R2Bucket,
  merchantId: string,
  productId: string,
  values: ProductValues,
  keepImageIds: string[],
  images: NewImage[],
  intent: SaveIntent,
  /** The quantity the form showed when it was loaded: the seller's quantity is applied as a change from it. */
  loadedStock: number,
  now = new Date().toISOString(),
): Promise<{ id: string; status: ProductStatus; stock: number }> {
  checkRules(values, intent);
  checkImages(images);
  const [owned, existing] = await db.batch([
    db.prepare('SELECT id, image_url FROM products WHERE id = ? AND merchant_id = ?').bind(productId, merchantId),
    db
      .prepare(
        `SELECT i.id, i.storage_key AS key, i.content_type AS contentType, i.size_bytes AS sizeBytes
         FROM product_images i JOIN products p ON p.id = i.product_id
         WHERE i.product_id = ? AND p.merchant_id = ? ORDER BY i.position`,
      )
      .bind(productId, merchantId),
  ]);
  const product = (owned!.results as { id: string; image_url: string }[])[0];
  if (!product) throw new ProductNotFoundError();
  const current = existing!.results as unknown as StoredImage[];
  const byId = new Map(current.map((image) => [image.id, image]));
  const kept = [...new Set(keepImageIds)].map((id) => byId.get(id)).filter((image): image is StoredImage => !!image);
  const removed = current.filter((image) => !kept.includes(image));
  if (kept.length + images.length > MAX_IMAGES) throw new TooManyImagesError();
  const legacyUrl = current.length === 0 && keepImageIds.includes(LEGACY_IMAGE_ID) ? product.image_url : '';

  if (intent === 'publish' && kept.length + images.length === 0 && !legacyUrl) throw new ImagesRequiredError();

  const stored = await putImages(bucket, productId, images);
  const all = [...kept, ...stored];
  // A save never undoes a sale: units sold since the form was loaded stay sold. The seller's quantity is a
  // change against what they loaded (15 loaded, 2 sold, 15 saved: 13 stay; 20 saved: 18), and a change
  // that would take more than is left breaks CHECK (stock >= 0) and saves nothing.
  const { stock: _typed, ...columns } = productColumns(values, intent, all[0] ? mediaUrl(all[0].key) : legacyUrl);
  const names = Object.keys(columns);
  let saved: { status: ProductStatus; stock: number } | undefined;
  try {
    const results = await db.batch([
      db
        .prepare(`UPDATE products SET ${names.map((n) => `${n} = ?`).join(', ')}, stock = stock + ?, updated_at = ? WHERE id = ? AND merchant_id = ?`)
        .bind(...Object.values(columns), values.stock - loadedStock, now, productId, merchantId),
      db.prepare('DELETE FROM product_tags WHERE product_id = ?').bind(productId),
      ...insertStatements(db, 'product_tags', tagRows(productId, values.tags)),
      // Positions are unique per product: the rows are written again in their new order.
      db.prepare('DELETE FROM product_images WHERE product_id = ?').bind(productId),
      ...insertStatements(db, 'product_images', imageRows(productId, all, now)),
      // The status as the stock rules left it (migrations/0007_product_rules_and_order_tax.sql).
      db.prepare('SELECT status, stock FROM products WHERE id = ?').bind(productId),
    ]);
    saved = results.at(-1)!.results[0] as { status: ProductStatus; stock: number };
  } catch (error) {
    await Promise.allSettled(stored.map(({ key }) => bucket.delete(key)));
    if (/CHECK constraint failed: stock/i.test(String(error))) {
      const now = await db.prepare('SELECT stock FROM products WHERE id = ?').bind(productId).first<{ stock: number }>();
      throw new StockChangedError(now?.stock ?? 0, loadedStock);
    }
    mapConstraint(error);
  }
  await Promise.allSettled(removed.map(({ key }) => bucket.delete(key)));
  return { id: productId, ...saved! };
}

interface ProductRow {
  id: string;
  merchant_id: string;
  name: string;
  description: string;
  category: Category;
  condition: Condition;
  sku: string | null;
  price_sen: number;
  compare_at_sen: number | null;
  stock: number;
  track_quantity: number;
  allow_backorders: number;
  requires_shipping: number;
  taxable: number;
  weight_grams: number | null;
  length_mm: number | null;
  width_mm: number | null;
  height_mm: number | null;
  image_url: string;
  status: ProductStatus;
  views: number;
  created_at: string;
  updated_at: string;
}

/** Today's stock of one of this merchant's products; null for anyone else's. */
export async function sellerProductStock(db: D1Database, merchantId: string, productId: string): Promise<number | null> {
  const row = await db.prepare('SELECT stock FROM products WHERE id = ? AND merchant_id = ?').bind(productId, merchantId).first<{ stock: number }>();
  return row?.stock ?? null;
}

/** One of this merchant's products with its images, tags and figures; null for anyone else's. */
export async function getSellerProduct(db: D1Database, merchantId: string, productId: string): Promise<EditableProduct | null> {
  const [productResult, tagsResult, imagesResult, salesResult, reviewsResult] = await db.batch([
    db.prepare('SELECT * FROM products WHERE id = ? AND merchant_id = ?').bind(productId, merchantId),
    db
      .prepare(
        `SELECT t.tag FROM product_tags t JOIN products p ON p.id = t.product_id
         WHERE t.product_id = ? AND p.merchant_id = ? ORDER BY t.rowid`,
      )
      .bind(productId, merchantId),
    db
      .prepare(
        `SELECT i.id, i.storage_key, i.content_type, i.size_bytes FROM product_images i JOIN products p ON p.id = i.product_id
         WHERE i.product_id = ? AND p.merchant_id = ? ORDER BY i.position`,
      )
      .bind(productId, merchantId),
    // Sales count only orders that were not cancelled, as the catalogue does.
    db
      .prepare(
        `SELECT COALESCE(SUM(oi.quantity), 0) AS units, COALESCE(SUM(oi.total_price_sen), 0) AS revenue
         FROM order_items oi JOIN orders o ON o.id = oi.order_id AND o.status <> 'cancelled'
         WHERE oi.product_id = ? AND oi.merchant_id = ?`,
      )
      .bind(productId, merchantId),
    db
      .prepare('SELECT COALESCE(AVG(rating), 0) AS rating, COUNT(*) AS reviews FROM reviews WHERE product_id = ? AND merchant_id = ?')
      .bind(productId, merchantId),
  ]);
  const row = (productResult!.results as ProductRow[])[0];
  if (!row) return null;
  const images = (imagesResult!.results as { id: string; storage_key: string; content_type: string; size_bytes: number }[]).map((i) => ({
    id: i.id,
    url: mediaUrl(i.storage_key),
    contentType: i.content_type,
    sizeBytes: i.size_bytes,
  }));
  const sales = (salesResult!.results as { units: number; revenue: number }[])[0]!;
  const reviews = (reviewsResult!.results as { rating: number; reviews: number }[])[0]!;
  return {
    id: row.id,
    merchantId: row.merchant_id,
    name: row.name,
    description: row.description,
    category: row.category,
    condition: row.condition,
    priceSen: row.price_sen,
    compareAtSen: row.compare_at_sen,
    sku: row.sku,
    stock: row.stock,
    weightGrams: row.weight_grams,
    lengthMm: row.length_mm,
    widthMm: row.width_mm,
    heightMm: row.height_mm,
    tags: (tagsResult!.results as { tag: string }[]).map((t) => t.tag),
    isActive: row.status === 'active' || row.status === 'out_of_stock',
    trackQuantity: row.track_quantity === 1,
    allowBackorders: row.allow_backorders === 1,
    requiresShipping: row.requires_shipping === 1,
    taxable: row.taxable === 1,
    status: row.status,
    imageUrl: row.image_url,
    images,
    legacyImageUrl: images.length === 0 && row.image_url ? row.image_url : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    figures: {
      unitsSold: sales.units,
      revenueSen: sales.revenue,
      views: row.views,
      rating: Math.round(reviews.rating * 10) / 10,
      reviewCount: reviews.reviews,
    },
  };
}
