/**
 * Reviews from people who bought (src/data/reviews.ts) against a real local D1: who may write, edit, remove
 * and reply, the one-review-per-purchase index, the counters and the merchant's notification in the same
 * batch, and the Reviews tabs' sorts and pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  editReply,
  editReview,
  merchantReviewPage,
  removeReply,
  removeReview,
  replyToReview,
  ReviewRefused,
  reviewableItems,
  reviewPage,
  writeReview,
} from '../../src/data/reviews';
import { REVIEW_REPLY_MAX, REVIEWS_PER_PAGE, replyInput, writeReviewInput } from '../../src/lib/reviews';
import { codedNotifications, countRows, freshDatabase, snapshot } from './support';
import { refusals } from '../../src/i18n/en/refusals';
import { refusalText } from '../../src/lib/refusals';

let db: D1Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(() => dispose());

// The demo buyer's delivered order: prawns from Nelayan Labuan and chicken from Halal Meat Corner.
const DELIVERED = 'ORD-2024-001234567';
// Their order on its way (amplang and sambal), not yet reviewable.
const SHIPPED = 'ORD-2024-001234568';
const NOW = '2026-11-21T08:00:00.000Z';

const figures = (productId: string) =>
  db
    .prepare(
      `SELECT p.review_count, p.rating_total, p.rating_x10, m.review_count AS store_count, m.rating_total AS store_total
       FROM products p JOIN merchants m ON m.id = p.merchant_id WHERE p.id = ?`,
    )
    .bind(productId)
    .first<{
      review_count: number;
      rating_total: number;
      rating_x10: number;
      store_count: number;
      store_total: number;
    }>();

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ReviewRefused);
  // The refusal is a code; the spec's English words for it, to read the test by.
  return { code: (error as ReviewRefused).code, message: refusalText(refusals, (error as ReviewRefused).refusal) };
}

describe('writing a review', () => {
  it('lists the buyer’s delivered items as reviewable, the shipped ones not yet', async () => {
    const items = await reviewableItems(db, 'user-buyer-demo', DELIVERED);
    expect(items.map((i) => [i.productId, i.delivered, i.review])).toEqual([
      ['fish-udang', true, null],
      ['meat-ayam', true, null],
    ]);
    expect((await reviewableItems(db, 'user-buyer-demo', SHIPPED)).every((i) => !i.delivered)).toBe(true);
    // Someone else's order shows nothing.
    expect(await reviewableItems(db, 'user-jason', DELIVERED)).toEqual([]);
  });

  it('writes the review, its counters and the merchant’s notification together', async () => {
    const before = (await figures('fish-udang'))!;
    const bell = await countRows(
      db,
      "SELECT COUNT(*) AS n FROM notifications WHERE user_id = 'user-seller-nelayan' AND type = 'review'",
    );
    const id = await writeReview(db, {
      userId: 'user-buyer-demo',
      orderId: DELIVERED,
      productId: 'fish-udang',
      rating: 3,
      comment: 'Good, <b>not</b> great',
      now: NOW,
    });

    const after = (await figures('fish-udang'))!;
    expect(after.review_count).toBe(before.review_count + 1);
    expect(after.rating_total).toBe(before.rating_total + 3);
    expect(after.rating_x10).toBe(
      Math.floor((after.rating_total * 20 + after.review_count) / (2 * after.review_count)),
    );
    expect(after.store_count).toBe(before.store_count + 1);
    expect(after.store_total).toBe(before.store_total + 3);

    const row = await db.prepare('SELECT * FROM reviews WHERE id = ?').bind(id).first<Record<string, unknown>>();
    expect(row).toMatchObject({
      order_id: DELIVERED,
      user_id: 'user-buyer-demo',
      author_name: 'Aisyah Rahman',
      comment: 'Good, <b>not</b> great',
    });
    const notes = await db
      .prepare("SELECT code, vals, link FROM notifications WHERE user_id = 'user-seller-nelayan' AND type = 'review'")
      .all<{ code: string; vals: string; link: string }>();
    expect(notes.results).toHaveLength(bell + 1);
    const last = notes.results.at(-1)!;
    expect({ ...last, vals: JSON.parse(last.vals) }).toEqual({
      code: 'newReview',
      vals: { author: 'Aisyah Rahman', product: 'Udang Harimau (Tiger Prawns)', rating: 3 },
      link: '/seller/reviews',
    });

    const page = await reviewPage(db, { productId: 'fish-udang' }, 'newest', 1);
    expect(page.reviews[0]).toMatchObject({ id, authorName: 'Aisyah Rahman', rating: 3, reply: null });
    expect(page.total).toBe(after.review_count);
    expect((await reviewableItems(db, 'user-buyer-demo', DELIVERED))[0]!.review).toMatchObject({ id, rating: 3 });
  });

  it('refuses another buyer’s order, an undelivered item, a product not in the order and a second review, changing nothing', async () => {
    const before = await snapshot(db);
    const others = await refusal(
      writeReview(db, {
        userId: 'user-jason',
        orderId: DELIVERED,
        productId: 'meat-ayam',
        rating: 5,
        comment: '',
        now: NOW,
      }),
    );
    expect(others).toEqual({ code: 'NOT_FOUND', message: 'This product is not in one of your orders.' });
    const early = await refusal(
      writeReview(db, {
        userId: 'user-buyer-demo',
        orderId: SHIPPED,
        productId: 'food-amplang',
        rating: 5,
        comment: '',
        now: NOW,
      }),
    );
    expect(early).toEqual({ code: 'FORBIDDEN', message: 'You can review this product once it has been delivered.' });
    const absent = await refusal(
      writeReview(db, {
        userId: 'user-buyer-demo',
        orderId: DELIVERED,
        productId: 'veg-cili',
        rating: 5,
        comment: '',
        now: NOW,
      }),
    );
    expect(absent.code).toBe('NOT_FOUND');
    const twice = await refusal(
      writeReview(db, {
        userId: 'user-buyer-demo',
        orderId: DELIVERED,
        productId: 'fish-udang',
        rating: 5,
        comment: '',
        now: NOW,
      }),
    );
    expect(twice.code).toBe('CONFLICT');
    expect(await snapshot(db)).toEqual(before);
  });

  it('keeps one review per purchase when the same review is sent three times at once', async () => {
    const before = (await figures('meat-ayam'))!;
    const sent = await Promise.allSettled(
      [1, 2, 3].map(() =>
        writeReview(db, {
          userId: 'user-buyer-demo',
          orderId: DELIVERED,
          productId: 'meat-ayam',
          rating: 4,
          comment: 'Fresh',
          now: NOW,
        }),
      ),
    );
    expect(sent.filter((s) => s.status === 'fulfilled')).toHaveLength(1);
    for (const s of sent.filter((s) => s.status === 'rejected'))
      expect((s as PromiseRejectedResult).reason).toMatchObject({ code: 'CONFLICT' });
    expect(
      await countRows(
        db,
        "SELECT COUNT(*) AS n FROM reviews WHERE order_id = ? AND product_id = 'meat-ayam'",
        DELIVERED,
      ),
    ).toBe(1);
    expect((await figures('meat-ayam'))!.review_count).toBe(before.review_count + 1);
    expect(
      await countRows(
        db,
        "SELECT COUNT(*) AS n FROM notifications WHERE user_id = 'user-seller-daging' AND type = 'review'",
      ),
    ).toBe(1);
  });

  it('has the database refuse a second review of the same purchase, whoever writes it', async () => {
    await expect(
      db
        .prepare(
          `INSERT INTO reviews (id, product_id, merchant_id, user_id, order_id, author_name, rating, comment, created_at)
           VALUES ('sneaky', 'meat-ayam', 'halal-meat-corner', 'user-buyer-demo', ?, 'Aisyah Rahman', 5, '', ?)`,
        )
        .bind(DELIVERED, NOW)
        .run(),
    ).rejects.toThrow(/UNIQUE constraint failed/);
  });

  it('writes no notification when the merchant turned "new reviews" off', async () => {
    await db.prepare("UPDATE merchants SET notify_new_reviews = 0 WHERE id = 'kebun-hijau'").run();
    const bell = await countRows(db, "SELECT COUNT(*) AS n FROM notifications WHERE user_id = 'user-merchant-demo'");
    await writeReview(db, {
      userId: 'user-rajesh',
      orderId: 'ORD-2024-000000104',
      productId: 'veg-terung',
      rating: 2,
      comment: 'Soft ones',
      now: NOW,
    });
    expect(await countRows(db, "SELECT COUNT(*) AS n FROM notifications WHERE user_id = 'user-merchant-demo'")).toBe(
      bell,
    );
    await db.prepare("UPDATE merchants SET notify_new_reviews = 1 WHERE id = 'kebun-hijau'").run();
  });

  it('validates the form: a rating of 1 to 5, a comment of at most 2000 characters, control characters dropped', () => {
    const base = { orderId: DELIVERED, productId: 'fish-udang' };
    expect(writeReviewInput.safeParse({ ...base, rating: '0' }).success).toBe(false);
    expect(writeReviewInput.safeParse({ ...base, rating: '6' }).success).toBe(false);
    expect(writeReviewInput.safeParse({ ...base, rating: '4.5' }).success).toBe(false);
    expect(writeReviewInput.safeParse({ ...base }).success).toBe(false);
    expect(writeReviewInput.safeParse({ ...base, rating: '5', comment: 'x'.repeat(2001) }).success).toBe(false);
    expect(writeReviewInput.parse({ ...base, rating: '5', comment: `  ${'x'.repeat(2000)}  ` }).comment).toHaveLength(
      2000,
    );
    expect(writeReviewInput.parse({ ...base, rating: '5', comment: 'a\u0000b\r\nc' }).comment).toBe('ab\nc');
  });
});

describe('editing, removing and replying', () => {
  const reviewOf = (productId: string) =>
    db
      .prepare('SELECT id FROM reviews WHERE order_id = ? AND product_id = ?')
      .bind(DELIVERED, productId)
      .first<{ id: string }>()
      .then((r) => r!.id);

  it('lets the author change the rating, and the counters follow', async () => {
    const id = await reviewOf('fish-udang');
    const before = (await figures('fish-udang'))!;
    await editReview(db, {
      userId: 'user-buyer-demo',
      reviewId: id,
      rating: 5,
      comment: 'Better than I said',
      now: '2026-11-22T08:00:00.000Z',
    });
    const after = (await figures('fish-udang'))!;
    expect(after.review_count).toBe(before.review_count);
    expect(after.rating_total).toBe(before.rating_total + 2);
    const page = await reviewPage(db, { productId: 'fish-udang' }, 'newest', 1);
    expect(page.reviews.find((r) => r.id === id)).toMatchObject({
      rating: 5,
      comment: 'Better than I said',
      updatedAt: '2026-11-22T08:00:00.000Z',
    });
  });

  it('refuses anyone else’s edit or removal, changing nothing', async () => {
    const id = await reviewOf('fish-udang');
    const before = await snapshot(db);
    expect(
      (await refusal(editReview(db, { userId: 'user-jason', reviewId: id, rating: 1, comment: 'x', now: NOW }))).code,
    ).toBe('NOT_FOUND');
    expect((await refusal(removeReview(db, { userId: 'user-merchant-demo', reviewId: id }))).code).toBe('NOT_FOUND');
    expect(await snapshot(db)).toEqual(before);
  });

  it('lets the product’s merchant reply once, and no other merchant', async () => {
    const id = await reviewOf('fish-udang');
    const before = await snapshot(db);
    expect(
      (await refusal(replyToReview(db, { merchantId: 'kebun-hijau', reviewId: id, reply: 'Not ours', now: NOW }))).code,
    ).toBe('NOT_FOUND');
    expect(await snapshot(db)).toEqual(before);
    await replyToReview(db, { merchantId: 'nelayan-labuan', reviewId: id, reply: 'Terima kasih!', now: NOW });
    const again = await refusal(
      replyToReview(db, { merchantId: 'nelayan-labuan', reviewId: id, reply: 'Once more', now: NOW }),
    );
    expect(again).toEqual({ code: 'CONFLICT', message: 'You have already replied to this review.' });
    const page = await reviewPage(db, { merchantId: 'nelayan-labuan' }, 'newest', 1);
    expect(page.reviews.find((r) => r.id === id)).toMatchObject({ reply: 'Terima kasih!', repliedAt: NOW });
    const mine = await merchantReviewPage(db, 'nelayan-labuan', 1);
    expect(mine.reviews[0]!.id).toBe(id);
    expect(mine.unanswered).toBe(mine.total - 1);
  });

  it('lets only the product’s merchant reword or take down their reply; bad input changes nothing', async () => {
    const id = await reviewOf('fish-udang');
    const LATER = '2026-11-23T08:00:00.000Z';
    const before = await snapshot(db);
    // Another store's owner, the review's author and a review that does not exist: told "not found".
    for (const merchantId of ['kebun-hijau', 'halal-meat-corner']) {
      expect(await refusal(editReply(db, { merchantId, reviewId: id, reply: 'Hijacked', now: LATER }))).toEqual({
        code: 'NOT_FOUND',
        message: 'Review not found.',
      });
      expect((await refusal(removeReply(db, { merchantId, reviewId: id }))).code).toBe('NOT_FOUND');
    }
    expect((await refusal(removeReply(db, { merchantId: 'nelayan-labuan', reviewId: 'no-such-review' }))).code).toBe(
      'NOT_FOUND',
    );
    // A reply with nothing in it or too long never reaches the database, and the database refuses it anyway.
    for (const reply of ['   ', '\u0007', 'x'.repeat(REVIEW_REPLY_MAX + 1)]) {
      expect(replyInput.safeParse({ reviewId: id, reply }).success).toBe(false);
    }
    await expect(editReply(db, { merchantId: 'nelayan-labuan', reviewId: id, reply: '', now: LATER })).rejects.toThrow(
      /CHECK/,
    );
    expect(await snapshot(db)).toEqual(before);

    await editReply(db, {
      merchantId: 'nelayan-labuan',
      reviewId: id,
      reply: 'Terima kasih, datang lagi!',
      now: LATER,
    });
    let shown = (await reviewPage(db, { productId: 'fish-udang' }, 'newest', 1)).reviews.find((r) => r.id === id);
    expect(shown).toMatchObject({ reply: 'Terima kasih, datang lagi!', repliedAt: LATER });

    await removeReply(db, { merchantId: 'nelayan-labuan', reviewId: id });
    shown = (await reviewPage(db, { productId: 'fish-udang' }, 'newest', 1)).reviews.find((r) => r.id === id);
    expect(shown).toMatchObject({ reply: null, repliedAt: null });
    // With no reply left, there is nothing to reword or remove: a clear refusal, and the review is unanswered again.
    expect(
      await refusal(editReply(db, { merchantId: 'nelayan-labuan', reviewId: id, reply: 'Again', now: LATER })),
    ).toEqual({ code: 'CONFLICT', message: 'This review has no reply to change.' });
    expect((await refusal(removeReply(db, { merchantId: 'nelayan-labuan', reviewId: id }))).code).toBe('CONFLICT');
    const mine = await merchantReviewPage(db, 'nelayan-labuan', 1);
    expect(mine.unanswered).toBe(mine.total);
    await replyToReview(db, { merchantId: 'nelayan-labuan', reviewId: id, reply: 'Terima kasih!', now: NOW });
  });

  it('removes the author’s review with its reply; the counters go back and the item is reviewable again', async () => {
    const id = await reviewOf('fish-udang');
    const before = (await figures('fish-udang'))!;
    await removeReview(db, { userId: 'user-buyer-demo', reviewId: id });
    const after = (await figures('fish-udang'))!;
    expect(after.review_count).toBe(before.review_count - 1);
    expect(after.rating_total).toBe(before.rating_total - 5);
    expect((await reviewableItems(db, 'user-buyer-demo', DELIVERED))[0]!.review).toBeNull();
  });
});

describe('the Reviews tabs', () => {
  it('sorts newest, oldest, highest and lowest, and pages ten at a time', async () => {
    // A product with 23 reviews, of ratings and days that tie, each from an order of its own.
    const order = (i: number) => `ORD-PAGE-${String(i).padStart(2, '0')}`;
    const orders = Array.from(
      { length: 23 },
      (_, i) =>
        `('${order(i)}', 'user-siti', 'delivered', 100, 0, 0, 100, 'Siti Aminah', 'siti.aminah@example.com', '1', 'x', 'Labuan', 'Labuan', '87000', '2026-09-01T00:00:00.000Z', '2026-09-05T00:00:00.000Z')`,
    );
    const rows = Array.from(
      { length: 23 },
      (_, i) =>
        `('pg-${String(i).padStart(2, '0')}', 'veg-sawi', 'kebun-hijau', '${order(i)}', 'Reader ${i}', ${1 + (i % 5)}, '2026-10-${String(1 + (i % 9)).padStart(2, '0')}T00:00:00.000Z')`,
    );
    await db.batch([
      db.prepare(
        `INSERT INTO orders (id, user_id, status, subtotal_sen, shipping_sen, tax_sen, total_sen, ship_full_name, ship_email,
           ship_phone, ship_address, ship_city, ship_state, ship_postal_code, created_at, updated_at) VALUES ${orders.join(', ')}`,
      ),
      db.prepare(
        `INSERT INTO reviews (id, product_id, merchant_id, order_id, author_name, rating, created_at) VALUES ${rows.join(', ')}`,
      ),
    ]);
    const all = await db
      .prepare("SELECT id, rating, created_at FROM reviews WHERE product_id = 'veg-sawi'")
      .all<{ id: string; rating: number; created_at: string }>();
    const total = all.results.length;

    const read = async (sort: 'newest' | 'oldest' | 'highest' | 'lowest') => {
      const ids: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const got = await reviewPage(db, { productId: 'veg-sawi' }, sort, page);
        expect(got).toMatchObject({ total, pageCount: Math.ceil(total / REVIEWS_PER_PAGE), page });
        expect(got.reviews.length).toBeLessThanOrEqual(REVIEWS_PER_PAGE);
        ids.push(...got.reviews.map((r) => r.id));
      }
      return ids;
    };
    const by = (cmp: (a: (typeof all.results)[number], b: (typeof all.results)[number]) => number) =>
      [...all.results].sort(cmp).map((r) => r.id);
    const newest = (a: { created_at: string; id: string }, b: { created_at: string; id: string }) =>
      b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);
    expect(await read('newest')).toEqual(by(newest));
    expect(await read('oldest')).toEqual(by((a, b) => -newest(a, b)));
    expect(await read('highest')).toEqual(by((a, b) => b.rating - a.rating || newest(a, b)));
    expect(await read('lowest')).toEqual(by((a, b) => a.rating - b.rating || newest(a, b)));
    // A page past the last shows the last.
    expect((await reviewPage(db, { productId: 'veg-sawi' }, 'newest', 99)).page).toBe(3);
  });
});

describe('the notifications these reviews wrote', () => {
  it('stores each as a code and values that every language can say', async () => {
    const notices = await codedNotifications(db);
    expect(notices.map((notice) => notice.code)).toEqual(expect.arrayContaining(['newReview']));
    for (const notice of notices) expect(notice.said, notice.code).not.toMatch(/undefined|NaN|\[object/);
  });
});
