/**
 * How many of a merchant's reviews await a reply: the seller navigation shows it on every seller page, so it is a
 * column the database keeps current in the statement that writes, answers or removes a review, read in one
 * primary-key lookup however many reviews the merchant has.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  editReply,
  merchantReviewPage,
  removeReply,
  removeReview,
  replyToReview,
  reviewableItems,
  reviewsAwaitingReply,
  writeReview,
} from '../../src/data/reviews';
import { freshDatabase } from './support';

let db: D1Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(() => dispose());

const DELIVERED = 'ORD-2024-001234567';
const NOW = '2026-11-21T08:00:00.000Z';

/** Every merchant's count as kept, and as counted afresh from the reviews. */
async function keptAndCounted(): Promise<{ kept: Record<string, number>; counted: Record<string, number> }> {
  const merchants = (await db.prepare('SELECT id FROM merchants ORDER BY id').all<{ id: string }>()).results;
  const kept: Record<string, number> = {};
  const counted: Record<string, number> = {};
  for (const { id } of merchants) {
    kept[id] = await reviewsAwaitingReply(db, id);
    counted[id] = (await db
      .prepare('SELECT COUNT(*) AS n FROM reviews WHERE merchant_id = ? AND reply IS NULL')
      .bind(id)
      .first<{ n: number }>())!.n;
  }
  return { kept, counted };
}

async function expectCurrent(): Promise<void> {
  const { kept, counted } = await keptAndCounted();
  expect(kept).toEqual(counted);
}

describe('reviews awaiting a reply', () => {
  it('counts the demo reviews without a reply, for every merchant', async () => {
    await expectCurrent();
    expect(await reviewsAwaitingReply(db, 'kebun-hijau')).toBeGreaterThan(0);
    const page = await merchantReviewPage(db, 'kebun-hijau', 1);
    expect(page.unanswered).toBe(await reviewsAwaitingReply(db, 'kebun-hijau'));
  });

  it('follows a new review, a reply, a reworded reply, a reply taken down and a review removed', async () => {
    const item = (await reviewableItems(db, 'user-buyer-demo', DELIVERED)).find((i) => i.delivered && !i.review)!;
    expect(item).toBeDefined();
    const merchantId = (await db
      .prepare('SELECT merchant_id FROM products WHERE id = ?')
      .bind(item.productId)
      .first<{ merchant_id: string }>())!.merchant_id;
    const start = await reviewsAwaitingReply(db, merchantId);

    const id = await writeReview(db, {
      userId: 'user-buyer-demo',
      orderId: DELIVERED,
      productId: item.productId,
      rating: 5,
      comment: 'Very fresh.',
      now: NOW,
    });
    expect(await reviewsAwaitingReply(db, merchantId)).toBe(start + 1);
    await expectCurrent();

    await replyToReview(db, { merchantId, reviewId: id, reply: 'Thank you!', now: NOW });
    expect(await reviewsAwaitingReply(db, merchantId)).toBe(start);
    await editReply(db, { merchantId, reviewId: id, reply: 'Thank you, come again!', now: NOW });
    expect(await reviewsAwaitingReply(db, merchantId)).toBe(start);
    await removeReply(db, { merchantId, reviewId: id });
    expect(await reviewsAwaitingReply(db, merchantId)).toBe(start + 1);
    await expectCurrent();

    await replyToReview(db, { merchantId, reviewId: id, reply: 'Thank you!', now: NOW });
    await removeReview(db, { userId: 'user-buyer-demo', reviewId: id });
    expect(await reviewsAwaitingReply(db, merchantId)).toBe(start);
    await expectCurrent();
  });

  it('reads one row of merchants, not the reviews', async () => {
    const plan = (
      await db
        .prepare('EXPLAIN QUERY PLAN SELECT reviews_awaiting_reply FROM merchants WHERE id = ?')
        .bind('kebun-hijau')
        .all<{ detail: string }>()
    ).results.map((row) => row.detail);
    expect(plan.join(' ')).toMatch(
      /SEARCH merchants USING INDEX sqlite_autoindex_merchants_1 \(id=\?\)|USING PRIMARY KEY/,
    );
    expect(plan.join(' ')).not.toMatch(/reviews/);
  });
});
