/**
 * The public catalogue: what buyers and visitors may see. Only active and out-of-stock products of active
 * merchants are visible; drafts and archived products are not.
 */
import type { Category, CatalogueProduct } from '../lib/catalogue';
import type { CartProduct } from '../lib/cart';

export const VISIBLE_STATUSES = ['active', 'out_of_stock'] as const;

/** Units sold count only orders that were not cancelled. */
const CATALOGUE_SELECT = `
  SELECT p.id, p.name, p.description, p.category, p.image_url, p.price_sen, p.stock, p.weight_grams,
         p.merchant_id, m.display_name AS merchant_name, p.created_at,
         COALESCE(r.rating, 0) AS rating, COALESCE(r.review_count, 0) AS review_count,
         COALESCE(s.units_sold, 0) AS units_sold
  FROM products p
  JOIN merchants m ON m.id = p.merchant_id AND m.status = 'active'
  LEFT JOIN (SELECT product_id, AVG(rating) AS rating, COUNT(*) AS review_count FROM reviews GROUP BY product_id) r
    ON r.product_id = p.id
  LEFT JOIN (
    SELECT oi.product_id, SUM(oi.quantity) AS units_sold
    FROM order_items oi JOIN orders o ON o.id = oi.order_id AND o.status <> 'cancelled'
    GROUP BY oi.product_id
  ) s ON s.product_id = p.id
  WHERE p.status IN ('active', 'out_of_stock')`;

const MERCHANT_OPTIONS_SELECT = `SELECT m.id, m.display_name AS name FROM merchants m
  WHERE m.status = 'active'
    AND EXISTS (SELECT 1 FROM products p WHERE p.merchant_id = m.id AND p.status IN ('active', 'out_of_stock'))
  ORDER BY m.display_name`;

interface CatalogueRow {
  id: string;
  name: string;
  description: string;
  category: Category;
  image_url: string;
  price_sen: number;
  stock: number;
  weight_grams: number | null;
  merchant_id: string;
  merchant_name: string;
  created_at: string;
  rating: number;
  review_count: number;
  units_sold: number;
}

function toCatalogueProduct(row: CatalogueRow): CatalogueProduct {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    imageUrl: row.image_url,
    priceSen: row.price_sen,
    stock: row.stock,
    weightGrams: row.weight_grams,
    merchantId: row.merchant_id,
    merchantName: row.merchant_name,
    createdAt: row.created_at,
    rating: Math.round(row.rating * 10) / 10,
    reviewCount: row.review_count,
    unitsSold: row.units_sold,
  };
}

/** Every visible product, for the listing's filters and sorts (src/lib/catalogue). */
export async function listCatalogue(db: D1Database): Promise<CatalogueProduct[]> {
  const { results } = await db.prepare(CATALOGUE_SELECT).all<CatalogueRow>();
  return results.map(toCatalogueProduct);
}

export async function listMerchantProducts(db: D1Database, merchantId: string): Promise<CatalogueProduct[]> {
  const { results } = await db
    .prepare(`${CATALOGUE_SELECT} AND p.merchant_id = ?`)
    .bind(merchantId)
    .all<CatalogueRow>();
  return results.map(toCatalogueProduct);
}

/** The listing's two reads in one round trip: every visible product, and the merchants for the filter. */
export async function listingData(db: D1Database): Promise<{ products: CatalogueProduct[]; merchants: MerchantOption[] }> {
  const [products, merchants] = await db.batch([db.prepare(CATALOGUE_SELECT), db.prepare(MERCHANT_OPTIONS_SELECT)]);
  return {
    products: (products!.results as CatalogueRow[]).map(toCatalogueProduct),
    merchants: merchants!.results as MerchantOption[],
  };
}

export interface MerchantOption {
  id: string;
  name: string;
}

/** Merchants with at least one visible product, for the listing's Merchant filter. */
export async function listMerchantOptions(db: D1Database): Promise<MerchantOption[]> {
  const { results } = await db.prepare(MERCHANT_OPTIONS_SELECT).all<MerchantOption>();
  return results;
}

export interface Review {
  id: string;
  productId: string;
  productName: string;
  authorName: string;
  rating: number;
  comment: string;
  createdAt: string;
}

export interface ProductDetail extends CatalogueProduct {
  compareAtSen: number | null;
  sku: string | null;
  lengthMm: number | null;
  widthMm: number | null;
  heightMm: number | null;
  tags: string[];
  images: string[];
  reviews: Review[];
  merchant: { id: string; name: string; description: string; city: string; joinedAt: string; rating: number; reviewCount: number };
}

interface ReviewRow {
  id: string;
  product_id: string;
  product_name: string;
  author_name: string;
  rating: number;
  comment: string;
  created_at: string;
}

const toReview = (r: ReviewRow): Review => ({
  id: r.id,
  productId: r.product_id,
  productName: r.product_name,
  authorName: r.author_name,
  rating: r.rating,
  comment: r.comment,
  createdAt: r.created_at,
});

/** One visible product with everything its page shows, or null. */
export async function getProductDetail(db: D1Database, id: string): Promise<ProductDetail | null> {
  const [productResult, extraResult, tagsResult, imagesResult, reviewsResult] = await db.batch([
    db.prepare(`${CATALOGUE_SELECT} AND p.id = ?`).bind(id),
    db
      .prepare(
        `SELECT p.compare_at_sen, p.sku, p.length_mm, p.width_mm, p.height_mm,
                m.description AS merchant_description, m.address_city, m.created_at AS merchant_joined,
                (SELECT AVG(rating) FROM reviews WHERE merchant_id = m.id) AS merchant_rating,
                (SELECT COUNT(*) FROM reviews WHERE merchant_id = m.id) AS merchant_reviews
         FROM products p JOIN merchants m ON m.id = p.merchant_id WHERE p.id = ?`,
      )
      .bind(id),
    db.prepare('SELECT tag FROM product_tags WHERE product_id = ? ORDER BY tag').bind(id),
    db.prepare('SELECT storage_key FROM product_images WHERE product_id = ? ORDER BY position').bind(id),
    db
      .prepare(
        `SELECT r.id, r.product_id, p.name AS product_name, r.author_name, r.rating, r.comment, r.created_at
         FROM reviews r JOIN products p ON p.id = r.product_id WHERE r.product_id = ? ORDER BY r.created_at DESC`,
      )
      .bind(id),
  ]);
  const row = (productResult!.results as CatalogueRow[])[0];
  const extra = (extraResult!.results as Record<string, string | number | null>[])[0];
  if (!row || !extra) return null;
  const product = toCatalogueProduct(row);
  const uploaded = (imagesResult!.results as { storage_key: string }[]).map((r) => `/media/${r.storage_key}`);
  return {
    ...product,
    compareAtSen: extra.compare_at_sen as number | null,
    sku: extra.sku as string | null,
    lengthMm: extra.length_mm as number | null,
    widthMm: extra.width_mm as number | null,
    heightMm: extra.height_mm as number | null,
    tags: (tagsResult!.results as { tag: string }[]).map((t) => t.tag),
    images: uploaded.length > 0 ? uploaded : [product.imageUrl],
    reviews: (reviewsResult!.results as ReviewRow[]).map(toReview),
    merchant: {
      id: product.merchantId,
      name: product.merchantName,
      description: extra.merchant_description as string,
      city: extra.address_city as string,
      joinedAt: extra.merchant_joined as string,
      rating: Math.round(((extra.merchant_rating as number | null) ?? 0) * 10) / 10,
      reviewCount: extra.merchant_reviews as number,
    },
  };
}

export interface StoreProfile {
  id: string;
  displayName: string;
  businessName: string;
  description: string;
  email: string | null;
  phone: string | null;
  website: string;
  logoUrl: string | null;
  city: string;
  state: string;
  /** The full postal address, or null when the seller keeps it private (showAddress off). */
  address: string | null;
  primaryColor: string;
  accentColor: string;
  storefrontTheme: string;
  returnWindowDays: string;
  processingTime: string;
  allowReturns: boolean;
  joinedAt: string;
  stats: { totalProducts: number; totalSales: number; rating: number; reviewCount: number };
  products: CatalogueProduct[];
  reviews: Review[];
}

interface MerchantRow {
  id: string;
  display_name: string;
  business_name: string;
  description: string;
  email: string;
  phone: string;
  website: string;
  logo_key: string | null;
  address_street: string;
  address_city: string;
  address_state: string;
  address_zip: string;
  address_country: string;
  primary_color: string;
  accent_color: string;
  storefront_theme: string;
  return_window: string;
  processing_time: string;
  allow_returns: number;
  show_email: number;
  show_phone: number;
  show_address: number;
  created_at: string;
}

const postalAddress = (m: MerchantRow) =>
  [m.address_street, m.address_city, [m.address_zip, m.address_state].filter(Boolean).join(' '), m.address_country].filter(Boolean).join(', ');

/** The public store page of an active merchant, or null. */
export async function getStoreProfile(db: D1Database, merchantId: string): Promise<StoreProfile | null> {
  const [merchantResult, salesResult, reviewsResult] = await db.batch([
    db.prepare("SELECT * FROM merchants WHERE id = ? AND status = 'active'").bind(merchantId),
    db
      .prepare(
        `SELECT COALESCE(SUM(oi.quantity), 0) AS units FROM order_items oi
         JOIN orders o ON o.id = oi.order_id AND o.status <> 'cancelled' WHERE oi.merchant_id = ?`,
      )
      .bind(merchantId),
    db
      .prepare(
        `SELECT r.id, r.product_id, p.name AS product_name, r.author_name, r.rating, r.comment, r.created_at
         FROM reviews r JOIN products p ON p.id = r.product_id WHERE r.merchant_id = ? ORDER BY r.created_at DESC`,
      )
      .bind(merchantId),
  ]);
  const merchant = (merchantResult!.results as MerchantRow[])[0];
  if (!merchant) return null;
  const products = await listMerchantProducts(db, merchantId);
  const reviews = (reviewsResult!.results as ReviewRow[]).map(toReview);
  const rating = reviews.length ? reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length : 0;
  return {
    id: merchant.id,
    displayName: merchant.display_name,
    businessName: merchant.business_name,
    description: merchant.description,
    email: merchant.show_email ? merchant.email : null,
    phone: merchant.show_phone ? merchant.phone : null,
    website: merchant.website,
    logoUrl: merchant.logo_key ? `/media/${merchant.logo_key}` : null,
    city: merchant.address_city,
    state: merchant.address_state,
    address: merchant.show_address ? postalAddress(merchant) : null,
    primaryColor: merchant.primary_color,
    accentColor: merchant.accent_color,
    storefrontTheme: merchant.storefront_theme,
    returnWindowDays: merchant.return_window,
    processingTime: merchant.processing_time,
    allowReturns: merchant.allow_returns === 1,
    joinedAt: merchant.created_at,
    stats: {
      totalProducts: products.length,
      totalSales: (salesResult!.results as { units: number }[])[0]?.units ?? 0,
      rating: Math.round(rating * 10) / 10,
      reviewCount: reviews.length,
    },
    products,
    reviews,
  };
}

/** Today's name, price and stock of the given visible products (at most 100), for carts and wishlists. */
export async function getCartProducts(db: D1Database, ids: string[]): Promise<CartProduct[]> {
  const unique = [...new Set(ids)].filter((id) => /^[A-Za-z0-9_-]{1,64}$/.test(id)).slice(0, 100);
  if (unique.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT p.id, p.name, p.description, p.image_url, p.price_sen, p.stock, p.merchant_id, m.display_name AS merchant_name
       FROM products p JOIN merchants m ON m.id = p.merchant_id AND m.status = 'active'
       WHERE p.status IN ('active', 'out_of_stock') AND p.id IN (${unique.map(() => '?').join(', ')})`,
    )
    .bind(...unique)
    .all<{
      id: string;
      name: string;
      description: string;
      image_url: string;
      price_sen: number;
      stock: number;
      merchant_id: string;
      merchant_name: string;
    }>();
  return results.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    imageUrl: r.image_url,
    priceSen: r.price_sen,
    stock: r.stock,
    merchantId: r.merchant_id,
    merchantName: r.merchant_name,
  }));
}
