import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  commissionSen,
  dueSen,
  ledgerCollector,
  ledgerCsvHeader,
  ledgerCsvLine,
  ledgerFigures,
  parseCommissionBasisPoints,
  parseDay,
  parseWeek,
  weekDueSen,
  weekEnd,
  weekOf,
  weekOfDay,
} from '../../src/lib/ledger';
import { messages } from '../../src/i18n';

describe('which seller orders count', () => {
  it('counts a provider payment once it is paid, partly refunded or refunded', () => {
    for (const method of ['card', 'fpx', 'grabpay'] as const) {
      expect(ledgerCollector(method, 'paid', null)).toBe('market');
      expect(ledgerCollector(method, 'partly_refunded', null)).toBe('market');
      expect(ledgerCollector(method, 'refunded', null)).toBe('market');
      for (const status of ['awaiting', 'failed', 'expired'] as const)
        expect(ledgerCollector(method, status, null)).toBeNull();
    }
  });

  it('counts cash on delivery only once the merchant marks it collected, whatever the payment state says', () => {
    expect(ledgerCollector('cod', 'awaiting', null)).toBeNull();
    expect(ledgerCollector('cod', 'paid', null)).toBeNull();
    expect(ledgerCollector('cod', 'awaiting', '2026-11-20T04:00:00.000Z')).toBe('merchant');
  });
});

describe('the commission', () => {
  it('is the rate of the goods, rounded half up to the sen', () => {
    expect(commissionSen(10_000, 0, 500)).toBe(500);
    // 5% of RM 0.10 is 0.5 sen: rounded up; of RM 0.09, 0.45 sen: rounded down.
    expect(commissionSen(10, 0, 500)).toBe(1);
    expect(commissionSen(9, 0, 500)).toBe(0);
    expect(commissionSen(12_345, 0, 750)).toBe(926);
    expect(commissionSen(10_000, 0, 0)).toBe(0);
    expect(commissionSen(10_000, 0, 10_000)).toBe(10_000);
  });

  it('is taken only on the goods the buyer kept: less the refund, never below nothing', () => {
    expect(commissionSen(10_000, 4_000, 500)).toBe(300);
    expect(commissionSen(10_000, 10_000, 500)).toBe(0);
    expect(commissionSen(10_000, 12_000, 500)).toBe(0);
  });

  it('never exceeds the goods, and grows with them', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000_000),
        fc.nat(10_000_000),
        fc.integer({ min: 0, max: 10_000 }),
        (goods, refund, rate) => {
          const commission = commissionSen(goods, refund, rate);
          expect(Number.isInteger(commission)).toBe(true);
          expect(commission).toBeGreaterThanOrEqual(0);
          expect(commission).toBeLessThanOrEqual(Math.max(0, goods - refund));
          expect(Math.abs(commission - (Math.max(0, goods - refund) * rate) / 10_000)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });
});

describe("a seller order's figures", () => {
  it('grosses goods, shipping and tax, and nets the commission and refund off', () => {
    const figures = ledgerFigures({
      subtotalSen: 10_000,
      shippingSen: 1_000,
      taxSen: 600,
      commissionBasisPoints: 500,
      refundSen: 0,
    });
    expect(figures).toEqual({ grossSen: 11_600, commissionSen: 500, refundSen: 0, netSen: 11_100 });
    expect(dueSen({ ...figures, collectedBy: 'market' })).toBe(11_100);
    // Collected in cash: the merchant holds the gross and owes the commission.
    expect(dueSen({ ...figures, collectedBy: 'merchant' })).toBe(-500);
  });

  it('a wholly refunded seller order nets nothing and owes no commission', () => {
    const figures = ledgerFigures({
      subtotalSen: 10_000,
      shippingSen: 1_000,
      taxSen: 600,
      commissionBasisPoints: 500,
      refundSen: 11_600,
    });
    expect(figures).toEqual({ grossSen: 11_600, commissionSen: 0, refundSen: 11_600, netSen: 0 });
  });

  it("a week's change is its nets less the cash already held and the payouts", () => {
    expect(weekDueSen({ netSen: 20_000, cashCollectedSen: 5_000, payoutsSen: 10_000 })).toBe(5_000);
  });
});

describe('weeks, Monday to Sunday in Malaysia time', () => {
  it('puts Sunday 23:59 Malaysia time in the week that started on the Monday before', () => {
    // Sunday 29 Nov 2026, 23:59 in Labuan is 15:59 UTC.
    expect(weekOf('2026-11-29T15:59:00.000Z')).toBe('2026-11-23');
    // A minute later it is Monday 30 Nov in Labuan, still Sunday in UTC.
    expect(weekOf('2026-11-29T16:00:00.000Z')).toBe('2026-11-30');
    expect(weekOf('2026-11-23T00:00:00.000Z')).toBe('2026-11-23');
  });

  it('names each day its Monday, and a week its Sunday', () => {
    expect(weekOfDay('2026-11-23')).toBe('2026-11-23');
    expect(weekOfDay('2026-11-29')).toBe('2026-11-23');
    expect(weekOfDay('2027-01-01')).toBe('2026-12-28');
    expect(weekEnd('2026-12-28')).toBe('2027-01-03');
  });

  it('reads only real days, and only Mondays as weeks', () => {
    expect(parseDay('2026-02-29')).toBeNull();
    expect(parseDay('2028-02-29')).toBe('2028-02-29');
    expect(parseDay('2026-11-23x')).toBeNull();
    expect(parseDay(null)).toBeNull();
    expect(parseWeek('2026-11-23')).toBe('2026-11-23');
    expect(parseWeek('2026-11-24')).toBeNull();
  });
});

describe('the commission setting', () => {
  it('reads a whole number of basis points from 0 to 10000', () => {
    expect(parseCommissionBasisPoints('500')).toBe(500);
    expect(parseCommissionBasisPoints(' 0 ')).toBe(0);
    expect(parseCommissionBasisPoints('10000')).toBe(10_000);
  });

  it('stops with the variable named rather than charge a misread rate', () => {
    for (const bad of ['5%', '10001', '-1', '', undefined, '2.5']) {
      expect(() => parseCommissionBasisPoints(bad)).toThrow(/COMMISSION_BASIS_POINTS/);
    }
  });
});

describe("the statement's CSV", () => {
  it("writes the columns and each line in the reader's language, amounts as plain ringgit", () => {
    const line = {
      sellerOrderId: 'ORD-1-1',
      collectedBy: 'merchant' as const,
      countedAt: '2026-11-29T15:59:00.000Z',
      ...ledgerFigures({
        subtotalSen: 10_000,
        shippingSen: 1_000,
        taxSen: 600,
        commissionBasisPoints: 500,
        refundSen: 0,
      }),
    };
    const en = messages('en').payouts.csv;
    expect(ledgerCsvHeader(en)).toBe(
      'Seller order,Date,Collected by,Gross (RM),Commission (RM),Refunds (RM),Net (RM),Due to you (RM)\r\n',
    );
    expect(ledgerCsvLine(line, en)).toBe('ORD-1-1,2026-11-29,Merchant (cash),116.00,5.00,0.00,111.00,-5.00\r\n');
    expect(ledgerCsvLine(line, messages('ms').payouts.csv)).toContain('Peniaga (tunai)');
  });
});
