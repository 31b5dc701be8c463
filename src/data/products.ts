/**
 * Products: every write to the products table goes through this module (the editor's create and save, Manage
 * Products' status, delete and duplicate, the bulk import, and the stock statements that a checkout and a
 * cancellation run inside their own batches), and one product as its seller edits it.
 *
 * Whatever the write, the product's status follows its stock in the database itself
 * (migrations/0007_product_rules_and_order_tax.sql): a listed product with none left of a counted stock and no
 * backorders is out of stock, and on sale again when units come back. No code here decides that.
 *
 * Every statement is scoped to the seller's merchant: another merchant's product id behaves as if it did not
 * exist (ProductNotFoundError or "not found", nothing changed).
 *
 * Order of the editor's writes: new images go to R2 first (the upload as received, kept private, and the widths
 * buyers get, made by the Images binding: src/data/pictures.ts), then one D1 batch writes the product, its tags
 * and its image rows. If that batch fails the new uploads are deleted again, so no row points at a missing image;
 * images a seller removed are deleted from R2 only after the batch committed. Variants are named by the hash of
 * the picture and may be shared by several products: they are left in place.
 */
import type { Category } from '../lib/catalogue';
import { checkedFileType, cleanedUpload, EXTENSIONS, type SniffedType } from '../lib/file-types';
import {
  IMAGE_TYPES,
  LEGACY_IMAGE_ID,
  MAX_IMAGE_BYTES,
  MAX_IMAGES,
  savedStatus,
  type Condition,
  type ProductValues,
  type SaveIntent,
} from '../lib/product-draft';
import { ROW_REFUSALS } from '../lib/bulk-import/limits';
import { said } from '../lib/refusals';
import { checkRows, type RawRow } from '../lib/bulk-import/rows';
import { type CategoryNames, sellablePrice } from '../lib/product-rules';
import { pictureUrlOf, variantKeysOf } from '../lib/pictures';
import { copyName, copySku, type SellerProductStatus as ProductStatus } from '../lib/seller-products';
import { chunked, insertStatements, placeholders, readBatch } from './sql';
import { makePicture, UnreadablePictureError, type MadePicture, type PictureBindings } from './pictures';

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

/* A save refused: each error's message is its refusal's code and values (src/lib/refusals.ts). */

export class ProductNotFoundError extends Error {
  constructor() {
    super(said('product.notFound'));
  }
}

export class SkuTakenError extends Error {
  constructor() {
    super(said('product.skuTaken'));
  }
}

/** The seller's quantity cannot be applied: units were sold (or restocked) since the form was loaded. */
export class StockChangedError extends Error {
  constructor(
    readonly stockNow: number,
    readonly loadedStock: number,
  ) {
    super(said('product.stockChanged', { now: stockNow, loaded: loadedStock }));
  }
}

/** A product on sale without a price a buyer can be charged (src/lib/product-rules). */
export class UnsellablePriceError extends Error {
  constructor() {
    super(said('product.priceRequired'));
  }
}

/** The product rules that hold whatever the form said: a product on sale has a real price. */
function checkRules(values: ProductValues, intent: SaveIntent): void {
  if (savedStatus(intent, values) !== 'draft' && !sellablePrice(values.priceSen)) throw new UnsellablePriceError();
}

export class ImagesRequiredError extends Error {
  constructor() {
    super(said('product.imageRequired'));
  }
}

export class BadImageError extends Error {
  constructor() {
    super(said('product.badImage'));
  }
}

/** Every image is checked again here, by its bytes, before anything is written anywhere. */
function checkImages(images: NewImage[]): void {
  if (images.length > MAX_IMAGES) throw new TooManyImagesError();
  for (const image of images) {
    const type = checkedFileType(new Uint8Array(image.bytes));
    if (
      type !== image.contentType ||
      !(IMAGE_TYPES as readonly string[]).includes(type) ||
      image.bytes.byteLength > MAX_IMAGE_BYTES
    ) {
      throw new BadImageError();
    }
  }
}

export class TooManyImagesError extends Error {
  constructor() {
    super(said('product.tooManyImages', { max: MAX_IMAGES }));
  }
}

const random = () => crypto.randomUUID();
export const mediaUrl = (storageKey: string) => `/media/${storageKey}`;
/** Where a stored image is shown: its card-sized variant, or for one stored before variants, its old address. */
const imageUrlOf = (image: { key: string; picture: string | null }) =>
  image.picture ? pictureUrlOf(image.picture) : mediaUrl(image.key);

const bit = (value: boolean) => (value ? 1 : 0);

interface StoredImage {
  id: string;
  key: string;
  contentType: string;
  sizeBytes: number;
  /** The folder of its variants (src/lib/pictures.ts); null for an image stored before they were made. */
  picture: string | null;
  /** Whether this save made those variants (rather than finding them stored for the same picture). */
  madeNow?: boolean;
}

/**
 * Takes back what a save that failed had stored: the uploads, and the variants it made itself that no image
 * row names (the same picture may belong to another product, which keeps them).
 */
async function discardStored(db: Database, media: PictureBindings, stored: StoredImage[]): Promise<void> {
  const made = [...new Set(stored.filter((image) => image.madeNow && image.picture).map((image) => image.picture!))];
  // Made by this save, they existed nowhere before it; when the database cannot say whether another save of the
  // same picture has named them since, they go too (that other product's page would lose its picture, where
  // keeping them would leave files nothing names).
  const named = made.length
    ? await readBatch<{ picture: string }[]>(
        db,
        made.map((folder) => db.prepare('SELECT picture FROM product_images WHERE picture = ? LIMIT 1').bind(folder)),
      ).catch(() => made.map(() => []))
    : [];
  const unused = made.filter((_, i) => named[i]!.length === 0);
  await Promise.allSettled([
    ...stored.map(({ key }) => media.bucket.delete(key)),
    ...unused.map((folder) => media.bucket.delete(variantKeysOf(folder))),
  ]);
}

async function putImages(
  db: Database,
  media: PictureBindings,
  productId: string,
  images: NewImage[],
): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  let picture: MadePicture | null = null;
  try {
    for (const image of images) {
      const key = `products/${productId}/${random()}.${EXTENSIONS[image.contentType]}`;
      // Stored without its text and metadata chunks (checkImages has refused anything that cannot be cleaned).
      const bytes = cleanedUpload(new Uint8Array(image.bytes))!.bytes;
      picture = null;
      picture = await makePicture(media, bytes).catch((error: unknown) => {
        throw error instanceof UnreadablePictureError ? new BadImageError() : error;
      });
      await media.bucket.put(key, bytes, { httpMetadata: { contentType: image.contentType } });
      stored.push({
        id: `img-${random()}`,
        key,
        contentType: image.contentType,
        sizeBytes: bytes.byteLength,
        picture: picture.folder,
        madeNow: picture.made,
      });
      picture = null;
    }
    return stored;
  } catch (error) {
    // The picture whose upload could not be stored after its variants were made is taken back too.
    const half: StoredImage[] = picture
      ? [{ id: '', key: '', contentType: '', sizeBytes: 0, picture: picture.folder, madeNow: picture.made }]
      : [];
    await discardStored(db, media, [...stored, ...half]);
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
    picture: image.picture,
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
  db: Database,
  media: PictureBindings,
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
  const stored = await putImages(db, media, id, images);
  const columns = productColumns(values, intent, stored[0] ? imageUrlOf(stored[0]) : '');
  let status: ProductStatus | undefined;
  try {
    const results = await db.batch([
      ...insertStatements(db, 'products', [
        { id, merchant_id: merchantId, ...columns, created_at: now, updated_at: now },
      ]),
      ...insertStatements(db, 'product_tags', tagRows(id, values.tags)),
      ...insertStatements(db, 'product_images', imageRows(id, stored, now)),
      // The status as the stock rules left it (migrations/0007_product_rules_and_order_tax.sql).
      db.prepare('SELECT status FROM products WHERE id = ?').bind(id),
    ]);
    status = (results.at(-1)!.results[0] as { status: ProductStatus }).status;
  } catch (error) {
    await discardStored(db, media, stored);
    mapConstraint(error);
  }
  return { id, status: status! };
}

/**
 * Saves changes to one of this merchant's products. `keepImageIds` lists the existing images to keep, in the
 * order wanted (any others are removed); `images` are appended after them. At most ten in all.
 */
export async function updateProduct(
  db: Database,
  media: PictureBindings,
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
  const [owned, current] = await readBatch<[{ id: string; image_url: string }, StoredImage]>(db, [
    db.prepare('SELECT id, image_url FROM products WHERE id = ? AND merchant_id = ?').bind(productId, merchantId),
    db
      .prepare(
        `SELECT i.id, i.storage_key AS key, i.content_type AS contentType, i.size_bytes AS sizeBytes, i.picture
         FROM product_images i JOIN products p ON p.id = i.product_id
         WHERE i.product_id = ? AND p.merchant_id = ? ORDER BY i.position`,
      )
      .bind(productId, merchantId),
  ]);
  const product = owned[0];
  if (!product) throw new ProductNotFoundError();
  const byId = new Map(current.map((image) => [image.id, image]));
  const kept = [...new Set(keepImageIds)].map((id) => byId.get(id)).filter((image): image is StoredImage => !!image);
  const removed = current.filter((image) => !kept.includes(image));
  if (kept.length + images.length > MAX_IMAGES) throw new TooManyImagesError();
  const legacyUrl = current.length === 0 && keepImageIds.includes(LEGACY_IMAGE_ID) ? product.image_url : '';

  if (intent === 'publish' && kept.length + images.length === 0 && !legacyUrl) throw new ImagesRequiredError();

  const stored = await putImages(db, media, productId, images);
  const all = [...kept, ...stored];
  // A save never undoes a sale: units sold since the form was loaded stay sold. The seller's quantity is a
  // change against what they loaded (15 loaded, 2 sold, 15 saved: 13 stay; 20 saved: 18), and a change
  // that would take more than is left breaks CHECK (stock >= 0) and saves nothing.
  const { stock: _typed, ...columns } = productColumns(values, intent, all[0] ? imageUrlOf(all[0]) : legacyUrl);
  const names = Object.keys(columns);
  let saved: { status: ProductStatus; stock: number } | undefined;
  try {
    const results = await db.batch([
      db
        .prepare(
          `UPDATE products SET ${names.map((n) => `${n} = ?`).join(', ')}, stock = stock + ?, updated_at = ? WHERE id = ? AND merchant_id = ?`,
        )
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
    await discardStored(db, media, stored);
    if (/CHECK constraint failed: stock/i.test(String(error))) {
      const now = await db
        .prepare('SELECT stock FROM products WHERE id = ?')
        .bind(productId)
        .first<{ stock: number }>();
      throw new StockChangedError(now?.stock ?? 0, loadedStock);
    }
    mapConstraint(error);
  }
  await Promise.allSettled(removed.map(({ key }) => media.bucket.delete(key)));
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
  units_sold: number;
  revenue_sen: number;
  rating_x10: number;
  review_count: number;
  created_at: string;
  updated_at: string;
}

/** Today's stock of one of this merchant's products; null for anyone else's. */
export async function sellerProductStock(db: Database, merchantId: string, productId: string): Promise<number | null> {
  const row = await db
    .prepare('SELECT stock FROM products WHERE id = ? AND merchant_id = ?')
    .bind(productId, merchantId)
    .first<{ stock: number }>();
  return row?.stock ?? null;
}

/** One of this merchant's products with its images, tags and figures; null for anyone else's. */
export async function getSellerProduct(
  db: Database,
  merchantId: string,
  productId: string,
): Promise<EditableProduct | null> {
  const [products, tags, storedImages] = await readBatch<
    [
      ProductRow,
      { tag: string },
      { id: string; storage_key: string; content_type: string; size_bytes: number; picture: string | null },
    ]
  >(db, [
    db.prepare('SELECT * FROM products WHERE id = ? AND merchant_id = ?').bind(productId, merchantId),
    db
      .prepare(
        `SELECT t.tag FROM product_tags t JOIN products p ON p.id = t.product_id
         WHERE t.product_id = ? AND p.merchant_id = ? ORDER BY t.rowid`,
      )
      .bind(productId, merchantId),
    db
      .prepare(
        `SELECT i.id, i.storage_key, i.content_type, i.size_bytes, i.picture FROM product_images i JOIN products p ON p.id = i.product_id
         WHERE i.product_id = ? AND p.merchant_id = ? ORDER BY i.position`,
      )
      .bind(productId, merchantId),
  ]);
  const row = products[0];
  if (!row) return null;
  const images = storedImages.map((i) => ({
    id: i.id,
    url: imageUrlOf({ key: i.storage_key, picture: i.picture }),
    contentType: i.content_type,
    sizeBytes: i.size_bytes,
  }));
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
    tags: tags.map((t) => t.tag),
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
    // The product's own counters (migrations/0002), the figures Manage Products lists: items of seller
    // orders not cancelled, and the reviews' average to one decimal.
    figures: {
      unitsSold: row.units_sold,
      revenueSen: row.revenue_sen,
      views: row.views,
      rating: row.rating_x10 / 10,
      reviewCount: row.review_count,
    },
  };
}

// Manage Products: status, delete and duplicate, all or nothing over the ids given.

interface OwnedRow {
  id: string;
  stock: number;
  /** 1 when order items or reviews point at it: it must stay so that they keep their product. */
  referenced: number;
}

/** Which of these ids the merchant owns; the rest are "not found". */
async function ownedProducts(
  db: Database,
  merchantId: string,
  ids: string[],
): Promise<{ owned: OwnedRow[]; notFound: string[] }> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { owned: [], notFound: [] };
  const results = await db.batch(
    chunked(unique, 1, 1).map((chunk) =>
      db
        .prepare(
          `SELECT p.id, p.stock,
                  (EXISTS (SELECT 1 FROM order_items oi WHERE oi.product_id = p.id)
                   OR EXISTS (SELECT 1 FROM reviews rv WHERE rv.product_id = p.id)) AS referenced
           FROM products p WHERE p.merchant_id = ? AND p.id IN (${placeholders(chunk.length)})`,
        )
        .bind(merchantId, ...chunk),
    ),
  );
  const owned = results.flatMap((r) => r.results as OwnedRow[]);
  const ownedIds = new Set(owned.map((o) => o.id));
  return { owned, notFound: unique.filter((id) => !ownedIds.has(id)) };
}

export type ProductStatusChange = 'active' | 'draft' | 'archived';

export interface StatusResult {
  /** Rows changed. */
  changed: number;
  /** Ids that are not this merchant's products (or do not exist). */
  notFound: string[];
}

/**
 * Activate ('active'; the database makes it out of stock when its stock says so, migrations/0007), deactivate
 * ('draft') or archive ('archived') the merchant's products in one batch. All or nothing: a list with any id that is not this
 * merchant's product changes nothing and names those ids.
 */
export async function setProductStatus(
  db: Database,
  merchantId: string,
  ids: string[],
  status: ProductStatusChange,
  now = new Date().toISOString(),
): Promise<StatusResult> {
  const { owned, notFound } = await ownedProducts(db, merchantId, ids);
  if (owned.length === 0 || notFound.length > 0) return { changed: 0, notFound };
  const results = await db.batch(
    chunked(
      owned.map((o) => o.id),
      1,
      3,
    ).map((chunk) =>
      db
        .prepare(
          `UPDATE products SET status = ?1, updated_at = ?2
           WHERE merchant_id = ?3 AND id IN (${chunk.map((_, i) => `?${i + 4}`).join(', ')}) RETURNING id`,
        )
        .bind(status, now, merchantId, ...chunk),
    ),
  );
  // The rows returned, not meta.changes: D1 counts the rows the catalogue's triggers touch there too.
  return { changed: results.reduce((sum, r) => sum + r.results.length, 0), notFound };
}

export interface DeleteResult {
  /** Products erased, with their tags and image rows. */
  deleted: string[];
  /** Products that orders or reviews refer to: archived instead, so that the history keeps them. */
  archived: string[];
  notFound: string[];
  /** R2 keys of the erased products' images, for the caller to remove from the bucket. */
  imageKeys: string[];
}

export async function deleteProducts(
  db: Database,
  merchantId: string,
  ids: string[],
  now = new Date().toISOString(),
): Promise<DeleteResult> {
  const { owned, notFound } = await ownedProducts(db, merchantId, ids);
  // All or nothing, as for status changes.
  if (owned.length === 0 || notFound.length > 0) return { deleted: [], archived: [], notFound, imageKeys: [] };
  const archived = owned.filter((o) => o.referenced).map((o) => o.id);
  const deleted = owned.filter((o) => !o.referenced).map((o) => o.id);

  let imageKeys: string[] = [];
  if (deleted.length > 0) {
    const keys = await db.batch(
      chunked(deleted, 1, 1).map((chunk) =>
        db
          .prepare(
            `SELECT i.storage_key FROM product_images i JOIN products p ON p.id = i.product_id
             WHERE p.merchant_id = ? AND i.product_id IN (${placeholders(chunk.length)})`,
          )
          .bind(merchantId, ...chunk),
      ),
    );
    imageKeys = keys.flatMap((r) => (r.results as { storage_key: string }[]).map((k) => k.storage_key));
  }

  const owns = (column: string, n: number) =>
    `${column} IN (SELECT id FROM products WHERE merchant_id = ? AND id IN (${placeholders(n)}))`;
  const statements: D1PreparedStatement[] = [];
  for (const chunk of chunked(archived, 1, 2)) {
    statements.push(
      db
        .prepare(
          `UPDATE products SET status = 'archived', updated_at = ? WHERE merchant_id = ? AND id IN (${placeholders(chunk.length)})`,
        )
        .bind(now, merchantId, ...chunk),
    );
  }
  for (const chunk of chunked(deleted, 1, 1)) {
    statements.push(
      db.prepare(`DELETE FROM product_tags WHERE ${owns('product_id', chunk.length)}`).bind(merchantId, ...chunk),
      db.prepare(`DELETE FROM product_images WHERE ${owns('product_id', chunk.length)}`).bind(merchantId, ...chunk),
      // A product that gained an order or review since the check above is left alone rather than failing.
      db
        .prepare(
          `DELETE FROM products WHERE merchant_id = ? AND id IN (${placeholders(chunk.length)})
           AND NOT EXISTS (SELECT 1 FROM order_items oi WHERE oi.product_id = products.id)
           AND NOT EXISTS (SELECT 1 FROM reviews rv WHERE rv.product_id = products.id)`,
        )
        .bind(merchantId, ...chunk),
    );
  }
  await db.batch(statements);
  return { deleted, archived, notFound, imageKeys };
}

export type DuplicateResult = { ok: true; id: string; name: string; sku: string } | { ok: false; notFound: true };

/**
 * A new draft copy: "(Copy)" on the name, "-COPY" (then "-COPY-2"...) on the SKU, the tags copied, no image
 * rows (R2 keys are never shared; the copy keeps the image URL), dated now so that it leads the default sort.
 * Sales, revenue, rating and reviews are computed, so a new id starts them at 0; views start at 0.
 */
export async function duplicateProduct(
  db: Database,
  merchantId: string,
  id: string,
  now = new Date().toISOString(),
): Promise<DuplicateResult> {
  const source = await db
    .prepare('SELECT name, sku FROM products WHERE merchant_id = ? AND id = ?')
    .bind(merchantId, id)
    .first<{ name: string; sku: string | null }>();
  if (!source) return { ok: false, notFound: true };

  const newId = `prod-${crypto.randomUUID()}`;
  const name = copyName(source.name);
  for (let attempt = 0; ; attempt++) {
    let sku = '';
    if (source.sku) {
      const taken = await db
        .prepare("SELECT sku FROM products WHERE merchant_id = ? AND sku LIKE ? ESCAPE '\\'")
        .bind(merchantId, `${source.sku.replace(/[\\%_]/g, '\\$&')}-COPY%`)
        .all<{ sku: string }>();
      sku = copySku(
        source.sku,
        taken.results.map((r) => r.sku),
      );
    }
    try {
      await db.batch([
        db
          .prepare(
            `INSERT INTO products (id, merchant_id, name, description, category, condition, sku, price_sen, compare_at_sen, stock,
               track_quantity, allow_backorders, requires_shipping, taxable, weight_grams, length_mm, width_mm, height_mm,
               image_url, status, views, created_at, updated_at)
             SELECT ?, merchant_id, ?, description, category, condition, ?, price_sen, compare_at_sen, stock,
               track_quantity, allow_backorders, requires_shipping, taxable, weight_grams, length_mm, width_mm, height_mm,
               image_url, 'draft', 0, ?, ?
             FROM products WHERE merchant_id = ? AND id = ?`,
          )
          .bind(newId, name, sku || source.sku, now, now, merchantId, id),
        db
          .prepare(
            `INSERT INTO product_tags (product_id, tag)
             SELECT ?, t.tag FROM product_tags t JOIN products p ON p.id = t.product_id
             WHERE p.merchant_id = ? AND t.product_id = ? ORDER BY t.rowid`,
          )
          .bind(newId, merchantId, id),
      ]);
      return { ok: true, id: newId, name, sku };
    } catch (error) {
      // Another copy took the same SKU between the look-up and the insert: look again, a few times.
      if (attempt < 3 && /UNIQUE/i.test(String(error))) continue;
      throw error;
    }
  }
}

// The bulk import: rows checked again here against the merchant's own catalogue, then written as new products of
// that merchant only. Error rows are never written. A row whose SKU is taken by the time it is written (an
// earlier batch, a second upload of the same file, another tab) is skipped by the unique index and reported as
// failed, never duplicated. Imported products have no photos: they go live (out of stock at quantity 0) with
// their category's illustration, which the seller replaces by editing the product.

export interface ImportResult {
  line: number;
  ok: boolean;
  /** The new product's id when written. */
  id?: string;
  sku: string;
  /** Why the row was not written: its refusals (codes and values, src/lib/refusals.ts). */
  messages?: string[];
}

export const placeholderImage = (category: string) => `/products/placeholder-${category}.svg`;

/** Which of these SKUs the merchant's catalogue already has. */
export async function existingSkus(db: Database, merchantId: string, skus: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(skus.filter((sku) => sku !== ''))];
  if (unique.length === 0) return new Set();
  const results = await db.batch(
    chunked(unique, 1, 1).map((chunk) =>
      db
        .prepare(`SELECT sku FROM products WHERE merchant_id = ? AND sku IN (${placeholders(chunk.length)})`)
        .bind(merchantId, ...chunk),
    ),
  );
  return new Set(results.flatMap((result) => (result.results as { sku: string }[]).map((row) => row.sku)));
}

const PRODUCT_COLUMNS = [
  'id',
  'merchant_id',
  'name',
  'description',
  'category',
  'sku',
  'price_sen',
  'stock',
  'image_url',
  'status',
  'created_at',
  'updated_at',
] as const;

/**
 * Imports rows as typed into the merchant's catalogue. Each row's result says whether it was written and,
 * if not, why. The checks are the Review tab's, made again here with the catalogue as it is now.
 */
export async function importProducts(
  db: Database,
  merchantId: string,
  rows: readonly RawRow[],
  /** Each language's category names, any of which a row may use (src/i18n/category-names.ts). */
  categoryNames: readonly CategoryNames[],
  now = new Date().toISOString(),
): Promise<ImportResult[]> {
  const firstCheck = checkRows(rows);
  const stored = await existingSkus(
    db,
    merchantId,
    firstCheck.map((row) => row.finalSku),
  );
  const checked = checkRows(rows, stored, categoryNames);

  const toWrite = checked
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => row.status !== 'error')
    .map(({ row, index }) => ({
      index,
      values: {
        id: `p-${crypto.randomUUID()}`,
        merchant_id: merchantId,
        name: row.name.trim(),
        description: row.description.trim(),
        category: row.categoryValue!,
        sku: row.finalSku,
        price_sen: row.priceSen!,
        stock: row.quantityValue!,
        image_url: placeholderImage(row.categoryValue!),
        // Listed: the database makes it out of stock when it has none (migrations/0007, status follows stock).
        status: 'active',
        created_at: now,
        updated_at: now,
      } satisfies Record<(typeof PRODUCT_COLUMNS)[number], string | number>,
    }));

  if (toWrite.length > 0) {
    // OR IGNORE: a SKU taken since the check skips only its own row; the rows are all valid otherwise.
    const row = `(${placeholders(PRODUCT_COLUMNS.length)})`;
    await db.batch(
      chunked(toWrite, PRODUCT_COLUMNS.length).map((chunk) =>
        db
          .prepare(
            `INSERT OR IGNORE INTO products (${PRODUCT_COLUMNS.join(', ')}) VALUES ${chunk.map(() => row).join(', ')}`,
          )
          .bind(...chunk.flatMap(({ values }) => PRODUCT_COLUMNS.map((column) => values[column]))),
      ),
    );
  }
  const ids = toWrite.map(({ values }) => values.id);
  const written = new Set<string>();
  if (ids.length > 0) {
    const results = await db.batch(
      chunked(ids, 1, 1).map((chunk) =>
        db
          .prepare(`SELECT id FROM products WHERE merchant_id = ? AND id IN (${placeholders(chunk.length)})`)
          .bind(merchantId, ...chunk),
      ),
    );
    for (const result of results) for (const { id } of result.results as { id: string }[]) written.add(id);
  }
  const writtenByIndex = new Map(
    toWrite.filter(({ values }) => written.has(values.id)).map(({ index, values }) => [index, values.id]),
  );

  return checked.map((row, index) => {
    const id = writtenByIndex.get(index);
    if (id) return { line: row.line, ok: true, id, sku: row.finalSku };
    // A row not written: its issues, or a SKU another upload took meanwhile (refusals, src/lib/refusals.ts).
    const messages = row.status === 'error' ? row.errors : [ROW_REFUSALS.skuExists];
    return { line: row.line, ok: false, sku: row.finalSku, messages };
  });
}

// Stock and counters, as statements for another module's batch: a checkout takes stock in the same
// transaction as its order rows (src/data/checkout.ts), a cancellation puts it back in the same transaction as
// its status change (src/data/seller-orders.ts), a product page's view counts with its traffic row
// (src/data/traffic.ts).

/**
 * Takes a checkout line's units from stock. Track quantity off: nothing is taken. Backorders: the stock goes
 * down to 0 and no further. Otherwise the decrement is unconditional, and CHECK (stock >= 0) refuses the
 * whole batch if it is too much.
 */
export function takeStock(db: Database, productId: string, quantity: number, now: string): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE products SET updated_at = ?2, stock = CASE
         WHEN track_quantity = 0 THEN stock
         WHEN allow_backorders = 1 THEN MAX(stock - ?1, 0)
         ELSE stock - ?1 END
       WHERE id = ?3`,
    )
    .bind(quantity, now, productId);
}

/**
 * Puts back what one merchant's part of an order took from stock: none of a product whose quantity is not
 * tracked, and not the backordered units.
 */
export function restockSellerOrder(db: Database, orderId: string, merchantId: string, at: string): D1PreparedStatement {
  const items = 'SELECT product_id FROM order_items WHERE order_id = ? AND merchant_id = ?';
  return db
    .prepare(
      `UPDATE products SET updated_at = ?,
         stock = stock + CASE WHEN track_quantity = 1 THEN
           (SELECT SUM(oi.quantity - oi.backordered) FROM order_items oi WHERE oi.order_id = ? AND oi.merchant_id = ? AND oi.product_id = products.id)
           ELSE 0 END
       WHERE merchant_id = ? AND id IN (${items})`,
    )
    .bind(at, orderId, merchantId, merchantId, orderId, merchantId);
}

/**
 * One more view of a product page, on the product's own all-time count (what Top Products' conversion divides
 * by). No column that a trigger watches changes, so a view rewrites nothing else.
 */
export function countProductView(db: Database, productId: string, merchantId: string): D1PreparedStatement {
  return db
    .prepare('UPDATE products SET views = views + 1 WHERE id = ? AND merchant_id = ?')
    .bind(productId, merchantId);
}
