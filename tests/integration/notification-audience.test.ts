/**
 * A merchant is a buyer too: one account, two bells. The seller dashboard's bell reads what the shop tells the
 * merchant (new orders, stock, reviews, the approval); the profile's bell reads what it tells the buyer (their
 * own orders, a refused application). Each bell's Mark all read and Clear all touch only its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '../../src/data/checkout';
import { clearNotifications, listNotifications, markAllNotificationsRead } from '../../src/data/notifications';
import { writeReview } from '../../src/data/reviews';
import { changeSellerOrderStatus } from '../../src/data/seller-orders';
import { DEMO_BUYER_AT_CHECKOUT, demoBuyerOrder, freshDatabase, priceOf } from './support';

let db: D1Database;
let dispose: () => Promise<void>;
const MERCHANT_USER = 'user-merchant-demo';
let kangkungOrder = '';

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(() => dispose());

const codes = async (audience: 'buyer' | 'merchant') =>
  (await listNotifications(db, MERCHANT_USER, audience)).notifications.map((n) => n.code);

describe("each bell reads its own audience's notices", () => {
  it("keeps the merchant's own purchase out of the seller bell, and in the buyer's", async () => {
    const price = await priceOf(db, 'food-amplang');
    await placeOrder(
      db,
      demoBuyerOrder(DEMO_BUYER_AT_CHECKOUT, [{ productId: 'food-amplang', quantity: 1 }], price, {
        userId: MERCHANT_USER,
      }),
    );
    const merchant = await codes('merchant');
    const buyer = await codes('buyer');
    expect(merchant).not.toContain('orderPlaced');
    expect(merchant).toEqual(expect.arrayContaining(['newOrder', 'lowStock', 'newReview']));
    expect(buyer).toEqual(['orderPlaced']);
    const inbox = await listNotifications(db, MERCHANT_USER, 'merchant');
    expect(inbox.total).toBe(inbox.notifications.length);
    expect((await listNotifications(db, MERCHANT_USER, 'buyer')).unread).toBe(1);
  });

  it("tells the buyer of their own order's progress in the buyer bell only, and the merchant of a new order in theirs", async () => {
    // The demo buyer orders from the demo merchant: the merchant hears of it in the seller bell.
    const price = await priceOf(db, 'veg-kangkung');
    const { orderId } = await placeOrder(
      db,
      demoBuyerOrder(DEMO_BUYER_AT_CHECKOUT, [{ productId: 'veg-kangkung', quantity: 1 }], price),
    );
    kangkungOrder = orderId;
    const sellerOrder = await db
      .prepare("SELECT id FROM seller_orders WHERE order_id = ? AND merchant_id = 'kebun-hijau'")
      .bind(orderId)
      .first<{ id: string }>();
    expect(
      (await changeSellerOrderStatus(db, 'kebun-hijau', sellerOrder!.id, { status: 'processing', note: '' })).ok,
    ).toBe(true);
    expect((await listNotifications(db, 'user-buyer-demo', 'buyer')).notifications.map((n) => n.code)).toEqual(
      expect.arrayContaining(['orderPlaced', 'preparing']),
    );
    expect((await listNotifications(db, 'user-buyer-demo', 'merchant')).total).toBe(0);
    expect(await codes('merchant')).toContain('newOrder');
    expect(await codes('buyer')).not.toContain('newOrder');
  });

  it('puts a review of the merchant’s product in the seller bell', async () => {
    const before = (await listNotifications(db, MERCHANT_USER, 'merchant')).total;
    // The kangkung ordered above, delivered.
    await db
      .prepare("UPDATE seller_orders SET status = 'completed' WHERE order_id = ? AND merchant_id = 'kebun-hijau'")
      .bind(kangkungOrder)
      .run();
    const item = { order_id: kangkungOrder, product_id: 'veg-kangkung' };
    await writeReview(db, {
      userId: 'user-buyer-demo',
      orderId: item.order_id,
      productId: item.product_id,
      rating: 4,
      comment: 'Fresh.',
      now: new Date().toISOString(),
    });
    expect((await listNotifications(db, MERCHANT_USER, 'merchant')).total).toBe(before + 1);
    expect(await codes('buyer')).not.toContain('newReview');
  });

  it("marks read and clears one bell's notices only", async () => {
    const buyerBefore = await listNotifications(db, MERCHANT_USER, 'buyer');
    expect(buyerBefore.unread).toBeGreaterThan(0);
    expect(await markAllNotificationsRead(db, MERCHANT_USER, 'merchant')).toBeGreaterThan(0);
    expect((await listNotifications(db, MERCHANT_USER, 'buyer')).unread).toBe(buyerBefore.unread);
    expect(await clearNotifications(db, MERCHANT_USER, 'merchant')).toBeGreaterThan(0);
    expect((await listNotifications(db, MERCHANT_USER, 'merchant')).total).toBe(0);
    expect((await listNotifications(db, MERCHANT_USER, 'buyer')).total).toBe(buyerBefore.total);
  });
});
