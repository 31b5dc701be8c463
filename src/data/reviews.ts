/**
 * Reviews from people who bought: written from a delivered order, once per product per order (the database's
 * unique index), edited or removed by their author, answered once by the product's merchant. The product's and
 * the store's rating and review count are columns kept by triggers (migrations/0002), so they change in the
 * very statement that writes the review; the merchant's notification is written in the same batch.
 */
import type { ReviewSort } from '../lib/catalogue';
import { REVIEWS_PER_PAGE, reviewPageCount } from '../lib/reviews';
import type { Refusal } from '../lib/refusals';
import { noticeColumns } from '../lib/notices';

export type ReviewRefusal = 'NOT_FOUND' | 'FORBIDDEN' | 'CONFLICT';
type ReviewReason =
  | 'review.notYourOrder'
  | 'review.notDelivered'
  | 'review.alreadyReviewed'
  | 'review.notFound'
  | 'review.alreadyReplied'
  | 'review.noReply';

/** A review that may not be written or changed, with the reason a person can act on. */
export class ReviewRefused extends Error {
  readonly refusal: Refusal;
  constructor(
    readonly code: ReviewRefusal,
    reason: ReviewReason,
  ) {
    super(reason);
    this.refusal = { code: reason };
    this.name = 'ReviewRefused';
  }
}

export interface PublicReview {
  id: string;
  productId: string;
  productName: string;
  authorName: string;
  rating: number;
  comment: string;
  createdAt: string;
  /** Set when the author changed the review after writing it. */
  updatedAt: string | null;
  reply: string | null;
  repliedAt: string | null;
  /**
   * Written from an order: every review the shop and the demo data write is, and migrations/0018 refuses any
   * other; only a review stored before reviews named their order lacks one.
   */
  verified: boolean;
}

export interface ReviewPage {
  reviews: PublicReview[];
  total: number;
  page: number;
  pageCount: number;
  sort: ReviewSort;
}

interface ReviewRow {
  id: string;
  product_id: string;
  product_name: string;
  author_name: string;
  rating: number;
  comment: string;
  created_at: string;
  updated_at: string | null;
  reply: string | null;
  replied_at: string | null;
  verified: number;
}

const toReview = (r: ReviewRow): PublicReview => ({
  id: r.id,
  productId: r.product_id,
  productName: r.product_name,
  authorName: r.author_name,
  rating: r.rating,
  comment: r.comment,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  reply: r.reply,
  repliedAt: r.replied_at,
  verified: r.verified === 1,
});

const COLUMNS = `r.id, r.product_id, p.name AS product_name, r.author_name, r.rating, r.comment, r.created_at,
  r.updated_at, r.reply, r.replied_at, r.order_id IS NOT NULL AS verified`;

/** Each sort walks an index of (owner, rating, created_at) or (owner, created_at); ties break by id. */
const ORDER: Record<ReviewSort, string> = {
  newest: 'r.created_at DESC, r.id DESC',
  oldest: 'r.created_at, r.id',
  highest: 'r.rating DESC, r.created_at DESC, r.id DESC',
  lowest: 'r.rating, r.created_at DESC, r.id DESC',
};

/**
 * One page of a product's or a store's reviews in the chosen order. The total is the review count the
 * triggers keep on the product or merchant, so no page counts reviews; a page past the last shows the last.
 */
export async function reviewPage(
  db: Database,
  of: { productId: string } | { merchantId: string },
  sort: ReviewSort,
  page: number,
): Promise<ReviewPage> {
  const [column, owner, id] =
    'productId' in of
      ? (['product_id', 'products', of.productId] as const)
      : (['merchant_id', 'merchants', of.merchantId] as const);
  const total =
    (await db.prepare(`SELECT review_count AS n FROM ${owner} WHERE id = ?`).bind(id).first<{ n: number }>())?.n ?? 0;
  const pageCount = reviewPageCount(total);
  const shown = Math.min(Math.max(1, page), pageCount);
  const rows = await db
    .prepare(
      `SELECT ${COLUMNS} FROM reviews r JOIN products p ON p.id = r.product_id WHERE r.${column} = ? ORDER BY ${ORDER[sort]} LIMIT ? OFFSET ?`,
    )
    .bind(id, REVIEWS_PER_PAGE, (shown - 1) * REVIEWS_PER_PAGE)
    .all<ReviewRow>();
  return { reviews: rows.results.map(toReview), total, page: shown, pageCount, sort };
}

/** An item of a buyer's order as the review form shows it: whether it can be reviewed, and the review if written. */
export interface ReviewableItem {
  productId: string;
  name: string;
  imageUrl: string;
  /** The merchant's part of the order was delivered. */
  delivered: boolean;
  review: {
    id: string;
    rating: number;
    comment: string;
    createdAt: string;
    updatedAt: string | null;
    reply: string | null;
  } | null;
}

/** The items of the buyer's own order, each with their review of it; empty for anyone else's order. */
export async function reviewableItems(db: Database, userId: string, orderId: string): Promise<ReviewableItem[]> {
  const rows = await db
    .prepare(
      `SELECT oi.product_id, MIN(oi.snapshot_name) AS name, MIN(oi.snapshot_image_url) AS image_url,
              MAX(so.status = 'completed') AS delivered,
              r.id AS review_id, r.rating, r.comment, r.created_at, r.updated_at, r.reply
       FROM orders o
       JOIN order_items oi ON oi.order_id = o.id
       JOIN seller_orders so ON so.order_id = o.id AND so.merchant_id = oi.merchant_id
       LEFT JOIN reviews r ON r.order_id = o.id AND r.product_id = oi.product_id
       WHERE o.id = ? AND o.user_id = ?
       GROUP BY oi.product_id
       ORDER BY MIN(oi.rowid)`,
    )
    .bind(orderId, userId)
    .all<{
      product_id: string;
      name: string;
      image_url: string;
      delivered: number;
      review_id: string | null;
      rating: number | null;
      comment: string | null;
      created_at: string | null;
      updated_at: string | null;
      reply: string | null;
    }>();
  return rows.results.map((r) => ({
    productId: r.product_id,
    name: r.name,
    imageUrl: r.image_url,
    delivered: r.delivered === 1,
    review: r.review_id
      ? {
          id: r.review_id,
          rating: r.rating!,
          comment: r.comment ?? '',
          createdAt: r.created_at!,
          updatedAt: r.updated_at,
          reply: r.reply,
        }
      : null,
  }));
}

export interface NewReview {
  userId: string;
  orderId: string;
  productId: string;
  rating: number;
  comment: string;
  now: string;
  /** The review's id; a fresh one unless given. */
  id?: string;
}

/** Whether a constraint failure is the one-review-per-purchase index. */
function isDuplicate(error: unknown): boolean {
  return /UNIQUE constraint failed: reviews\.order_id, reviews\.product_id/.test(
    String((error as Error)?.message ?? error),
  );
}

/**
 * Writes the buyer's review of a product from their order once that product's merchant has delivered it, and
 * in the same batch the merchant's notification (when their "new reviews" setting is on). The insert checks
 * ownership and delivery again itself, so a status changed between the read and the write writes nothing.
 */
export async function writeReview(db: Database, input: NewReview): Promise<string> {
  const item = await db
    .prepare(
      `SELECT o.user_id, u.full_name AS author_name, so.status AS seller_status, p.name AS product_name,
              (SELECT id FROM reviews WHERE order_id = o.id AND product_id = oi.product_id) AS existing
       FROM orders o
       JOIN users u ON u.id = o.user_id
       JOIN order_items oi ON oi.order_id = o.id AND oi.product_id = ?2
       JOIN seller_orders so ON so.order_id = o.id AND so.merchant_id = oi.merchant_id
       JOIN products p ON p.id = oi.product_id
       WHERE o.id = ?1 LIMIT 1`,
    )
    .bind(input.orderId, input.productId)
    .first<{
      user_id: string;
      author_name: string;
      seller_status: string;
      product_name: string;
      existing: string | null;
    }>();
  if (!item || item.user_id !== input.userId) throw new ReviewRefused('NOT_FOUND', 'review.notYourOrder');
  if (item.seller_status !== 'completed') throw new ReviewRefused('FORBIDDEN', 'review.notDelivered');
  if (item.existing) throw new ReviewRefused('CONFLICT', 'review.alreadyReviewed');

  const id = input.id ?? `review-${crypto.randomUUID()}`;
  const notice = noticeColumns({
    code: 'newReview',
    values: { author: item.author_name, product: item.product_name, rating: input.rating },
  });
  let inserted: D1Result;
  try {
    [inserted] = (await db.batch([
      db
        .prepare(
          `INSERT INTO reviews (id, product_id, merchant_id, user_id, order_id, author_name, rating, comment, created_at)
           SELECT ?1, oi.product_id, oi.merchant_id, o.user_id, o.id, u.full_name, ?5, ?6, ?7
           FROM orders o
           JOIN users u ON u.id = o.user_id
           JOIN order_items oi ON oi.order_id = o.id AND oi.product_id = ?3
           JOIN seller_orders so ON so.order_id = o.id AND so.merchant_id = oi.merchant_id AND so.status = 'completed'
           WHERE o.id = ?2 AND o.user_id = ?4
           LIMIT 1`,
        )
        .bind(id, input.orderId, input.productId, input.userId, input.rating, input.comment, input.now),
      db
        .prepare(
          `INSERT INTO notifications (user_id, type, link, read, created_at, code, vals, audience)
           SELECT m.user_id, 'review', '/seller/reviews', 0, ?2, ?3, ?4, ?5
           FROM reviews r JOIN merchants m ON m.id = r.merchant_id
           WHERE r.id = ?1 AND m.notify_new_reviews = 1`,
        )
        .bind(id, input.now, notice.code, notice.vals, notice.audience),
    ])) as [D1Result];
  } catch (error) {
    if (isDuplicate(error)) throw new ReviewRefused('CONFLICT', 'review.alreadyReviewed');
    throw error;
  }
  if (inserted.meta.changes === 0) throw new ReviewRefused('FORBIDDEN', 'review.notDelivered');
  return id;
}

/** The author's own review, changed: rating and text. The reply, if any, stays. */
export async function editReview(
  db: Database,
  input: { userId: string; reviewId: string; rating: number; comment: string; now: string },
): Promise<void> {
  const result = await db
    .prepare('UPDATE reviews SET rating = ?3, comment = ?4, updated_at = ?5 WHERE id = ?1 AND user_id = ?2')
    .bind(input.reviewId, input.userId, input.rating, input.comment, input.now)
    .run();
  if (result.meta.changes === 0) throw new ReviewRefused('NOT_FOUND', 'review.notFound');
}

/** The author's own review, removed with its reply; the product's rating and count follow by trigger. */
export async function removeReview(db: Database, input: { userId: string; reviewId: string }): Promise<void> {
  const result = await db
    .prepare('DELETE FROM reviews WHERE id = ? AND user_id = ?')
    .bind(input.reviewId, input.userId)
    .run();
  if (result.meta.changes === 0) throw new ReviewRefused('NOT_FOUND', 'review.notFound');
}

/** The merchant's public answer to a review of one of their products: once. */
export async function replyToReview(
  db: Database,
  input: { merchantId: string; reviewId: string; reply: string; now: string },
): Promise<void> {
  const result = await db
    .prepare('UPDATE reviews SET reply = ?3, replied_at = ?4 WHERE id = ?1 AND merchant_id = ?2 AND reply IS NULL')
    .bind(input.reviewId, input.merchantId, input.reply, input.now)
    .run();
  if (result.meta.changes > 0) return;
  const review = await db
    .prepare('SELECT merchant_id, reply FROM reviews WHERE id = ?')
    .bind(input.reviewId)
    .first<{ merchant_id: string; reply: string | null }>();
  if (!review || review.merchant_id !== input.merchantId) throw new ReviewRefused('NOT_FOUND', 'review.notFound');
  throw new ReviewRefused('CONFLICT', 'review.alreadyReplied');
}

/** The merchant's published reply, reworded: only the product's merchant, only a reply that exists. */
export async function editReply(
  db: Database,
  input: { merchantId: string; reviewId: string; reply: string; now: string },
): Promise<void> {
  const result = await db
    .prepare('UPDATE reviews SET reply = ?3, replied_at = ?4 WHERE id = ?1 AND merchant_id = ?2 AND reply IS NOT NULL')
    .bind(input.reviewId, input.merchantId, input.reply, input.now)
    .run();
  if (result.meta.changes === 0) await refuseReplyChange(db, input);
}

/** The merchant's reply taken down; the review stays, and may be answered again. */
export async function removeReply(db: Database, input: { merchantId: string; reviewId: string }): Promise<void> {
  const result = await db
    .prepare(
      'UPDATE reviews SET reply = NULL, replied_at = NULL WHERE id = ?1 AND merchant_id = ?2 AND reply IS NOT NULL',
    )
    .bind(input.reviewId, input.merchantId)
    .run();
  if (result.meta.changes === 0) await refuseReplyChange(db, input);
}

/** Why a reply could not be changed: not this merchant's review (told as not found), or no reply yet. */
async function refuseReplyChange(db: Database, input: { merchantId: string; reviewId: string }): Promise<never> {
  const review = await db
    .prepare('SELECT merchant_id FROM reviews WHERE id = ?')
    .bind(input.reviewId)
    .first<{ merchant_id: string }>();
  if (!review || review.merchant_id !== input.merchantId) throw new ReviewRefused('NOT_FOUND', 'review.notFound');
  throw new ReviewRefused('CONFLICT', 'review.noReply');
}

/**
 * How many of the merchant's reviews await a reply: a column triggers keep current with every review written,
 * answered or removed (migrations/0023), so the seller navigation reads one row.
 */
export async function reviewsAwaitingReply(db: Database, merchantId: string): Promise<number> {
  const row = await db
    .prepare('SELECT reviews_awaiting_reply AS n FROM merchants WHERE id = ?')
    .bind(merchantId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** The merchant's reviews for their reply page, newest first, and how many still await a reply. */
export async function merchantReviewPage(
  db: Database,
  merchantId: string,
  page: number,
): Promise<ReviewPage & { unanswered: number }> {
  const counts = await db
    .prepare('SELECT review_count AS total, reviews_awaiting_reply AS unanswered FROM merchants WHERE id = ?')
    .bind(merchantId)
    .first<{ total: number; unanswered: number }>();
  const { total, unanswered } = counts ?? { total: 0, unanswered: 0 };
  const pageCount = reviewPageCount(total);
  const shown = Math.min(Math.max(1, page), pageCount);
  const rows = await db
    .prepare(
      `SELECT ${COLUMNS} FROM reviews r JOIN products p ON p.id = r.product_id WHERE r.merchant_id = ?
       ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`,
    )
    .bind(merchantId, REVIEWS_PER_PAGE, (shown - 1) * REVIEWS_PER_PAGE)
    .all<ReviewRow>();
  return { reviews: rows.results.map(toReview), total, page: shown, pageCount, sort: 'newest', unanswered };
}
