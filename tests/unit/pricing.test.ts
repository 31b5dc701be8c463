import { describe, expect, it } from 'vitest';
import {
  checkoutTotals,
  DEFAULT_TAX_RULE,
  parseTaxRule,
  priceOrder,
  taxLineLabel,
  type MerchantPricedLine,
} from '../../src/lib/pricing';

const line = (
  merchantId: string,
  unitPriceSen: number,
  quantity = 1,
  { taxable = true, requiresShipping = true } = {},
): MerchantPricedLine => ({ merchantId, unitPriceSen, quantity, taxable, requiresShipping });

describe('priceOrder: an order and its merchants', () => {
  it('prices one merchant alone as the whole order', () => {
    expect(priceOrder([line('a', 350, 2), line('a', 1200)], DEFAULT_TAX_RULE)).toEqual({
      totals: { subtotalSen: 1900, shippingSen: 1000, taxSen: 114, totalSen: 3014 },
      merchants: [{ merchantId: 'a', subtotalSen: 1900, shippingSen: 1000, taxSen: 114 }],
    });
  });

  it('lists the merchants in the order each first appears', () => {
    const { merchants } = priceOrder([line('b', 100), line('a', 100), line('b', 100)], DEFAULT_TAX_RULE);
    expect(merchants.map((m) => m.merchantId)).toEqual(['b', 'a']);
  });

  it('shares the shipping fee among the merchants who ship something, the odd sen to the first', () => {
    const { merchants } = priceOrder(
      [line('a', 1000), line('b', 1000, 1, { requiresShipping: false }), line('c', 1000), line('d', 1000)],
      DEFAULT_TAX_RULE,
    );
    expect(merchants.map((m) => m.shippingSen)).toEqual([334, 0, 333, 333]);
  });

  it('gives each merchant the tax on its own taxable goods', () => {
    const { totals, merchants } = priceOrder(
      [line('a', 3000), line('b', 2000, 1, { taxable: false }), line('c', 1000)],
      DEFAULT_TAX_RULE,
    );
    expect(totals.taxSen).toBe(240);
    expect(merchants.map((m) => m.taxSen)).toEqual([180, 0, 60]);
  });

  it('splits without losing a sen: the shares add up to the order, at every size', () => {
    for (let a = 1; a < 4000; a += 137) {
      for (const b of [1, 99, 333, 5001]) {
        const lines = [line('a', a), line('b', b, 3), line('c', 7, 2, { taxable: false })];
        const { totals, merchants } = priceOrder(lines, DEFAULT_TAX_RULE);
        const sum = (pick: (m: (typeof merchants)[number]) => number) => merchants.reduce((s, m) => s + pick(m), 0);
        expect(sum((m) => m.subtotalSen)).toBe(totals.subtotalSen);
        expect(sum((m) => m.shippingSen)).toBe(totals.shippingSen);
        expect(sum((m) => m.taxSen)).toBe(totals.taxSen);
        expect(totals.totalSen).toBe(totals.subtotalSen + totals.shippingSen + totals.taxSen);
      }
    }
  });

  it('charges no shipping above RM 100 of goods, to anyone', () => {
    const { totals, merchants } = priceOrder([line('a', 6000), line('b', 4001)], DEFAULT_TAX_RULE);
    expect(totals.shippingSen).toBe(0);
    expect(merchants.map((m) => m.shippingSen)).toEqual([0, 0]);
  });
});

describe('the platform tax', () => {
  it("is the spec's 6% GST unless a deployment sets its own", () => {
    expect(parseTaxRule({})).toEqual({ rateBasisPoints: 600, label: 'GST' });
    expect(parseTaxRule({ TAX_RATE_BASIS_POINTS: '600', TAX_LABEL: 'GST' })).toEqual(DEFAULT_TAX_RULE);
    expect(parseTaxRule({ TAX_RATE_BASIS_POINTS: '800', TAX_LABEL: ' SST ' })).toEqual({
      rateBasisPoints: 800,
      label: 'SST',
    });
  });

  it('labels the tax line with its name and rate', () => {
    expect(taxLineLabel(DEFAULT_TAX_RULE)).toBe('GST (6%)');
    expect(taxLineLabel({ rateBasisPoints: 825, label: 'Sales tax' })).toBe('Sales tax (8.25%)');
  });

  it('charges nothing and shows no tax line at rate 0 (Labuan is outside SST)', () => {
    const none = parseTaxRule({ TAX_RATE_BASIS_POINTS: '0' });
    expect(taxLineLabel(none)).toBeNull();
    expect(checkoutTotals(5000, none)).toEqual({ subtotalSen: 5000, shippingSen: 1000, taxSen: 0, totalSen: 6000 });
  });

  it('prices with the rate it is given, to the sen', () => {
    const sst = { rateBasisPoints: 800, label: 'SST' };
    expect(checkoutTotals(12345, sst)).toEqual({ subtotalSen: 12345, shippingSen: 0, taxSen: 988, totalSen: 13333 });
  });

  it.each([['-1'], ['6%'], ['0.06'], ['10001'], ['abc'], ['1e3']])(
    'refuses the rate %s, naming the variable',
    (rate) => {
      expect(() => parseTaxRule({ TAX_RATE_BASIS_POINTS: rate })).toThrow(/TAX_RATE_BASIS_POINTS/);
    },
  );

  it('refuses an empty or overlong label', () => {
    expect(() => parseTaxRule({ TAX_LABEL: '  ' })).toThrow(/TAX_LABEL/);
    expect(() => parseTaxRule({ TAX_LABEL: 'x'.repeat(41) })).toThrow(/TAX_LABEL/);
  });
});
