import { describe, expect, it } from 'vitest';
import {
  availabilityOf,
  backorderedUnits,
  buyableQuantity,
  buyerStockBadge,
  clampQuantity,
  stockBadge,
} from '../../src/lib/stock';
import { formatMoney, formatMoneyCompact, parseMoney, SHOP_CURRENCY, toDecimalString } from '../../src/lib/money';
import { checkoutTotals, orderTotals, percentOff, splitShipping, DEFAULT_TAX_RULE } from '../../src/lib/pricing';
import { loginHref, safeRedirect } from '../../src/lib/redirect';
import { initials, ratingLabel, ratingOf, ratingStars, ratingX10 } from '../../src/lib/rating';
import { formatWeight } from '../../src/lib/catalogue';
import { readMigrations } from '../../scripts/local-db';
import { entityTag, matchesEntityTag } from '../../src/lib/http';

describe('stockBadge', () => {
  it.each([
    [0, 'out-of-stock', 'Out of Stock'],
    [1, 'low-stock', 'Low Stock'],
    [9, 'low-stock', 'Low Stock'],
    [10, 'in-stock', 'In Stock'],
    [500, 'in-stock', 'In Stock'],
  ])('shows quantity %i as %s', (quantity, availability, label) => {
    expect(stockBadge(quantity)).toEqual({ availability, label });
  });

  it('treats a negative quantity as out of stock', () => {
    expect(availabilityOf(-1)).toBe('out-of-stock');
  });
});

describe('clampQuantity', () => {
  it('keeps a wanted quantity between 1 and the stock', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-3, 5)).toBe(1);
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(6, 5)).toBe(5);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });

  it('allows nothing when the product is sold out', () => {
    expect(clampQuantity(1, 0)).toBe(0);
  });
});

describe('money', () => {
  it('formats sen as ringgit, everywhere, in one form', () => {
    expect(SHOP_CURRENCY).toBe('MYR');
    expect(formatMoney(350)).toBe('RM\u00a03.50');
    expect(formatMoney(0)).toBe('RM\u00a00.00');
    expect(formatMoney(5)).toBe('RM\u00a00.05');
    expect(formatMoney(10001)).toBe('RM\u00a0100.01');
    expect(formatMoney(1234567)).toBe('RM\u00a012,345.67');
    expect(formatMoney(100_000_000)).toBe('RM\u00a01,000,000.00');
    expect(formatMoney(-300)).toBe('-RM\u00a03.00');
  });

  it('shortens amounts for a chart axis from the same sen', () => {
    expect(formatMoneyCompact(0)).toBe('RM\u00a00');
    expect(formatMoneyCompact(50_000)).toBe('RM\u00a0500');
    expect(formatMoneyCompact(125_000)).toBe('RM\u00a01.3K');
  });

  it('writes and reads the spec decimal strings', () => {
    expect(toDecimalString(1250)).toBe('12.50');
    expect(toDecimalString(5)).toBe('0.05');
    expect(parseMoney('12.5')).toBe(1250);
    expect(parseMoney(' 3 ')).toBe(300);
    expect(parseMoney('1.234')).toBeNull();
    expect(parseMoney('-1')).toBeNull();
    expect(parseMoney('abc')).toBeNull();
  });
});

describe('checkoutTotals', () => {
  it('charges RM\u00a010 shipping at a subtotal of exactly RM\u00a0100', () => {
    expect(checkoutTotals(10000, DEFAULT_TAX_RULE)).toEqual({
      subtotalSen: 10000,
      shippingSen: 1000,
      taxSen: 600,
      totalSen: 11600,
    });
  });

  it('ships free above RM\u00a0100', () => {
    expect(checkoutTotals(10001, DEFAULT_TAX_RULE)).toEqual({
      subtotalSen: 10001,
      shippingSen: 0,
      taxSen: 600,
      totalSen: 10601,
    });
  });

  it('charges GST on taxable lines only, and shipping only when something needs shipping', () => {
    const line = (unitPriceSen: number, taxable: boolean, requiresShipping: boolean) => ({
      unitPriceSen,
      quantity: 1,
      taxable,
      requiresShipping,
    });
    expect(orderTotals([line(5000, false, true)], DEFAULT_TAX_RULE)).toEqual({
      subtotalSen: 5000,
      shippingSen: 1000,
      taxSen: 0,
      totalSen: 6000,
    });
    expect(orderTotals([line(5000, true, false)], DEFAULT_TAX_RULE)).toEqual({
      subtotalSen: 5000,
      shippingSen: 0,
      taxSen: 300,
      totalSen: 5300,
    });
    expect(orderTotals([line(5000, false, false), line(2000, true, true)], DEFAULT_TAX_RULE)).toEqual({
      subtotalSen: 7000,
      shippingSen: 1000,
      taxSen: 120,
      totalSen: 8120,
    });
    expect(orderTotals([line(10000, true, true)], DEFAULT_TAX_RULE)).toEqual(checkoutTotals(10000, DEFAULT_TAX_RULE));
  });

  it('splits shipping over seller orders without losing a sen', () => {
    expect(splitShipping(1000, 3)).toEqual([334, 333, 333]);
    expect(splitShipping(0, 2)).toEqual([0, 0]);
    expect(splitShipping(1000, 0)).toEqual([]);
  });

  it('shows a percent-off badge only when compare-at is higher', () => {
    expect(percentOff(4800, 5200)).toBe(8);
    expect(percentOff(500, 600)).toBe(17);
    expect(percentOff(500, 500)).toBeNull();
    expect(percentOff(500, null)).toBeNull();
  });
});

describe('safeRedirect', () => {
  it('keeps a path on this site', () => {
    expect(safeRedirect('/product/veg-kangkung')).toBe('/product/veg-kangkung');
    expect(safeRedirect('/?q=fish&sort=price-low')).toBe('/?q=fish&sort=price-low');
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', 'evil', '', null])(
    'sends %s to the home page',
    (target) => {
      expect(safeRedirect(target)).toBe('/');
    },
  );

  // SECURITY.md promise 15: the way back after sign-in is only a path on this site, judged as it resolves.
  it.each([
    '/.//evil.example',
    '/%2e//evil.example',
    '/%2E//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/a/%2e%2e//evil.example',
    '/./\\evil.example',
    '/.//evil.example/path?q=1#top',
  ])('sends %s, which resolves to another site, to the home page (promise 15)', (target) => {
    expect(safeRedirect(target)).toBe('/');
  });

  it('sends what it resolves to, not what it was given', () => {
    expect(safeRedirect('/a/../cart')).toBe('/cart');
    expect(safeRedirect('/%2e/product/veg-kangkung')).toBe('/product/veg-kangkung');
  });

  it('builds a sign-in link that comes back', () => {
    expect(loginHref('/product/fish-udang')).toBe('/login?redirect=%2Fproduct%2Ffish-udang');
    expect(loginHref('//evil.example')).toBe('/login');
  });
});

describe('display helpers', () => {
  it('draws stars and says the rating in words', () => {
    expect(ratingStars(4)).toBe('★★★★☆');
    expect(ratingStars(0)).toBe('☆☆☆☆☆');
    expect(ratingLabel(4.5, 2)).toBe('Rated 4.5 out of 5 stars, 2 reviews');
    expect(ratingLabel(0, 0)).toBe('No reviews yet');
  });

  it('makes initials and weights', () => {
    expect(initials('Kebun Hijau Farm')).toBe('KH');
    expect(initials('  tenun ')).toBe('T');
    expect(formatWeight(500)).toBe('0.5 kg');
    expect(formatWeight(1300)).toBe('1.3 kg');
    expect(formatWeight(null)).toBe('—');
  });
});

describe('the migrations as Wrangler reads them', () => {
  it('keep each trigger whole, with the statements of its body', async () => {
    const migrations = await readMigrations();
    expect(migrations.length).toBeGreaterThan(0);
    const triggers = migrations.flatMap((m) => m.queries).filter((q) => /^\s*CREATE\s+TRIGGER\b/i.test(q));
    expect(triggers.length).toBeGreaterThan(10);
    for (const trigger of triggers) {
      expect(trigger).toMatch(/\bBEGIN\b/i);
      expect(trigger).toMatch(/\bEND;?$/i);
    }
    const statements = migrations.flatMap((m) => m.queries);
    expect(statements.every((q) => q.trim() !== '')).toBe(true);
  });
});

describe('entity tags', () => {
  it('is the same for the same bytes and differs for others', async () => {
    const a = await entityTag(new TextEncoder().encode('<p>kangkung</p>').buffer as ArrayBuffer);
    const b = await entityTag(new TextEncoder().encode('<p>kangkung</p>').buffer as ArrayBuffer);
    const c = await entityTag(new TextEncoder().encode('<p>sawi</p>').buffer as ArrayBuffer);
    expect(a).toBe(b);
    expect(a).not.toBe(c);
    expect(matchesEntityTag(`W/${a}, "other"`, a)).toBe(true);
    expect(matchesEntityTag(null, a)).toBe(false);
  });
});

describe('average ratings', () => {
  it('rounds half up to one decimal, in whole tenths, as the database keeps it', () => {
    expect(ratingX10(9, 2)).toBe(45);
    expect(ratingX10(89, 20)).toBe(45);
    expect(ratingX10(13, 3)).toBe(43);
    expect(ratingX10(14, 3)).toBe(47);
    expect(ratingX10(0, 0)).toBe(0);
    expect(ratingOf(23, 5)).toBe(4.6);
  });

  it('agrees with rounding the average for every small sum and count', () => {
    for (let count = 1; count <= 40; count++) {
      for (let total = count; total <= 5 * count; total++) {
        expect(ratingX10(total, count)).toBe(Math.round((total * 10) / count));
      }
    }
  });
});

describe('the stock switches', () => {
  const counted = { trackQuantity: true, allowBackorders: false };
  it('sells a counted product up to its stock, and shows it out of stock at 0', () => {
    expect(buyableQuantity({ stock: 4, ...counted })).toBe(4);
    expect(buyableQuantity({ stock: 0, ...counted })).toBe(0);
    expect(buyerStockBadge({ stock: 0, ...counted }).label).toBe('Out of Stock');
  });

  it('keeps a product that takes backorders on sale at 0, showing the backorder', () => {
    const backorders = { trackQuantity: true, allowBackorders: true };
    expect(buyableQuantity({ stock: 0, ...backorders })).toBeGreaterThan(0);
    expect(buyerStockBadge({ stock: 0, ...backorders }).label).toBe('Available on backorder');
    expect(backorderedUnits({ stock: 2, ...backorders }, 5)).toBe(3);
    expect(backorderedUnits({ stock: 9, ...backorders }, 5)).toBe(0);
  });

  it('does not count a product whose quantity is not tracked', () => {
    const untracked = { trackQuantity: false, allowBackorders: false };
    expect(buyableQuantity({ stock: 0, ...untracked })).toBeGreaterThan(0);
    expect(backorderedUnits({ stock: 0, ...untracked }, 5)).toBe(0);
    expect(buyerStockBadge({ stock: 0, ...untracked }).label).toBe('In Stock');
  });
});
