import { afterEach, describe, expect, it, vi } from 'vitest';
import { cryptoRandomBelow, newOrderId } from '../../src/lib/checkout';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('order ids', () => {
  it('keep the spec format: ORD-2024- and nine digits', () => {
    for (let i = 0; i < 200; i++) expect(newOrderId()).toMatch(/^ORD-2024-\d{9}$/);
  });

  it('take all nine digits from the cryptographic random source, none from the clock', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00.123Z'));
    const ids = Array.from({ length: 500 }, () => newOrderId());
    // Made in the same millisecond: the old ids shared their first six digits and had 1,000 possible values.
    expect(new Set(ids.map((id) => id.slice(9, 15))).size).toBeGreaterThan(400);
    expect(new Set(ids).size).toBe(500);

    const random = vi.spyOn(crypto, 'getRandomValues');
    newOrderId();
    expect(random).toHaveBeenCalled();
  });

  it('draws uniformly below the bound, rejecting the biased top of the range', () => {
    const words = [0xffffffff, 7];
    vi.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      (array as unknown as Uint32Array)[0] = words.shift()!;
      return array;
    });
    expect(cryptoRandomBelow(1_000_000_000)).toBe(7);
  });
});
