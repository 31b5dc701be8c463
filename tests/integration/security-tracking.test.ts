/**
 * The tracking lookup cannot be used to read other people's orders: it matches only a whole order id or
 * tracking number, new order ids are random, and an address that keeps guessing must wait.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '../../src/data/checkout';
import { findOrderByLookup, lookupMissesFrom, lookupsThrottled, recordLookupMiss } from '../../src/data/buyer-orders';
import { LOOKUP_WINDOW_MINUTES, MAX_LOOKUP_MISSES_PER_ADDRESS } from '../../src/lib/tracking';
import { DEMO_BUYER_AT_CHECKOUT, demoBuyerOrder, freshDatabase, priceOf } from './support';

let db: D1Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(() => dispose());

describe('the tracking lookup', () => {
  it('opens no order from a part of an id, however short', async () => {
    for (const guess of ['ORD', 'ord', '-', '2', '0', 'ORD-2024-', '2024', '1234567', 'EP', 'MY']) {
      expect(await findOrderByLookup(db, guess), guess).toBeNull();
    }
  });

  it('opens an order from its whole id or its whole tracking number', async () => {
    expect(await findOrderByLookup(db, 'ORD-2024-001234568')).toBe('ORD-2024-001234568');
    expect(await findOrderByLookup(db, 'ep564738291my')).toBe('ORD-2024-001234568');
  });

  it('gives a new order an id in the spec format, ORD-2024- and nine digits', async () => {
    const ids: string[] = [];
    const unit = await priceOf(db, 'veg-cili');
    for (let i = 0; i < 6; i++) {
      ids.push(
        (await placeOrder(db, demoBuyerOrder(DEMO_BUYER_AT_CHECKOUT, [{ productId: 'veg-cili', quantity: 1 }], unit)))
          .orderId,
      );
    }
    for (const id of ids) expect(id).toMatch(/^ORD-2024-\d{9}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the lookup throttle', () => {
  const NOW = new Date('2026-11-25T10:00:00.000Z');

  it(`lets an address miss ${MAX_LOOKUP_MISSES_PER_ADDRESS} times in ${LOOKUP_WINDOW_MINUTES} minutes, then makes it wait`, async () => {
    const address = '2001:db8::77';
    for (let i = 0; i < MAX_LOOKUP_MISSES_PER_ADDRESS; i++) {
      expect(await lookupsThrottled(db, address, NOW), `after ${i} misses`).toBe(false);
      await recordLookupMiss(db, address, NOW.toISOString());
    }
    expect(await lookupsThrottled(db, address, NOW)).toBe(true);
    expect(await lookupsThrottled(db, '2001:db8::78', NOW), 'another address').toBe(false);
    const later = new Date(NOW.getTime() + LOOKUP_WINDOW_MINUTES * 60_000 + 1000);
    expect(await lookupsThrottled(db, address, later), 'after the window').toBe(false);
  });

  it('keeps the limit at 30 misses per address in 15 minutes', () => {
    expect([MAX_LOOKUP_MISSES_PER_ADDRESS, LOOKUP_WINDOW_MINUTES]).toEqual([30, 15]);
  });

  it('forgets misses older than a day', async () => {
    const address = '2001:db8::79';
    await recordLookupMiss(db, address, '2026-11-20T10:00:00.000Z');
    await recordLookupMiss(db, address, NOW.toISOString());
    expect(await lookupMissesFrom(db, address, '2000-01-01T00:00:00.000Z')).toBe(1);
  });
});
