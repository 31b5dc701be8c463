import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shopDay } from '../../src/lib/dates';
import {
  analyticsCsv,
  coverageNote,
  formatGrowth,
  growthPercent,
  growthArrow,
  growthTone,
  kpiFigures,
  kpiGrowth,
  monthsAndDays,
  parseReportPeriod,
  periodLabel,
  periodRange,
  previousRange,
  productSplitNote,
  type AnalyticsReport,
} from '../../src/lib/analytics';

const NOW = new Date('2026-11-25T15:30:00.000Z');

describe('report periods', () => {
  it('accepts the four periods and defaults to the last 30 days', () => {
    expect(parseReportPeriod('7d')).toBe('7d');
    expect(parseReportPeriod('90d')).toBe('90d');
    expect(parseReportPeriod('1y')).toBe('1y');
    expect(parseReportPeriod('30d')).toBe('30d');
    expect(parseReportPeriod('2y')).toBe('30d');
    expect(parseReportPeriod('')).toBe('30d');
    expect(parseReportPeriod(null)).toBe('30d');
    expect(periodLabel('7d')).toBe('Last 7 days');
    expect(periodLabel('30d')).toBe('Last 30 days');
    expect(periodLabel('90d')).toBe('Last 90 days');
    expect(periodLabel('1y')).toBe('Last year');
  });

  it('covers whole shop days (Labuan, UTC+8) up to and including today', () => {
    // NOW is 23:30 on 25 Nov in Labuan: the week is 19 to 25 Nov, from Labuan's midnight (16:00 UTC).
    const week = periodRange('7d', NOW);
    expect(week).toEqual({
      start: '2026-11-18T16:00:00.000Z',
      end: '2026-11-25T16:00:00.000Z',
      firstDay: '2026-11-19',
      lastDay: '2026-11-25',
      days: 7,
    });
    expect(periodRange('30d', NOW).firstDay).toBe('2026-10-27');
    expect(periodRange('90d', NOW).firstDay).toBe('2026-08-28');
    expect(periodRange('1y', NOW).firstDay).toBe('2025-11-26');
    // An hour later, 00:30 on 26 Nov in Labuan but still 25 Nov in UTC, is the next day.
    const next = periodRange('7d', new Date('2026-11-25T16:30:00.000Z'));
    expect(next).toMatchObject({ firstDay: '2026-11-20', lastDay: '2026-11-26', start: '2026-11-19T16:00:00.000Z' });
    // The last moment of a Labuan day is still that day.
    expect(periodRange('7d', new Date('2026-11-25T15:59:59.999Z')).lastDay).toBe('2026-11-25');
  });

  it('compares with the same number of days just before', () => {
    for (const period of ['7d', '30d', '90d', '1y'] as const) {
      const range = periodRange(period, NOW);
      const previous = previousRange(range);
      expect(previous.end).toBe(range.start);
      expect(previous.days).toBe(range.days);
      expect((Date.parse(previous.end) - Date.parse(previous.start)) / 86_400_000).toBe(range.days);
      const dayBefore = shopDay(Date.parse(range.start) - 1);
      expect(previous.lastDay).toBe(dayBefore);
    }
    expect(previousRange(periodRange('7d', NOW)).firstDay).toBe('2026-11-12');
  });
});

describe('monthsAndDays', () => {
  const NONE = ['9', '0'];

  it('serves a year from its whole months and the days at both ends', () => {
    expect(monthsAndDays({ firstDay: '2025-11-27', lastDay: '2026-11-26' })).toEqual({
      months: ['2025-12', '2026-10'],
      before: ['2025-11-27', '2025-11-30'],
      after: ['2026-11-01', '2026-11-26'],
    });
  });

  it('takes a month whole when the range starts or ends on its edge, leap days included', () => {
    expect(monthsAndDays({ firstDay: '2024-02-01', lastDay: '2024-02-29' })).toEqual({
      months: ['2024-02', '2024-02'],
      before: NONE,
      after: NONE,
    });
    expect(monthsAndDays({ firstDay: '2026-01-01', lastDay: '2026-03-15' })).toEqual({
      months: ['2026-01', '2026-02'],
      before: NONE,
      after: ['2026-03-01', '2026-03-15'],
    });
  });

  it('reads days alone when no month lies whole inside the range', () => {
    expect(monthsAndDays({ firstDay: '2026-11-20', lastDay: '2026-11-26' })).toEqual({
      months: NONE,
      before: ['2026-11-20', '2026-11-26'],
      after: NONE,
    });
    expect(monthsAndDays({ firstDay: '2026-10-28', lastDay: '2026-11-26' })).toEqual({
      months: NONE,
      before: ['2026-10-28', '2026-11-26'],
      after: NONE,
    });
  });

  it('covers every day of any range exactly once', () => {
    const DAY = 86_400_000;
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 1, max: 800 }), (offset, length) => {
        const start = Date.UTC(2023, 0, 1) + offset * DAY;
        const days = Array.from({ length }, (_, i) => day(start + i * DAY));
        const split = monthsAndDays({ firstDay: days[0]!, lastDay: days.at(-1)! });
        const inside = (d: string, [a, b]: readonly [string, string]) => a <= d && d <= b;
        const uncovered = days.filter(
          (d) =>
            [inside(d.slice(0, 7), split.months), inside(d, split.before), inside(d, split.after)].filter(Boolean)
              .length !== 1,
        );
        expect(uncovered).toEqual([]);
        // A month read whole holds no day outside the range.
        if (split.months[0] <= split.months[1]) {
          const [y, m] = split.months[1].split('-').map(Number) as [number, number];
          expect(`${split.months[0]}-01` >= days[0]!).toBe(true);
          expect(day(Date.UTC(y, m, 0)) <= days.at(-1)!).toBe(true);
        }
      }),
    );
  });
});

describe('growth', () => {
  it('is the change against the previous period in percent with one decimal', () => {
    expect(growthPercent(150, 100)).toBe(50);
    expect(growthPercent(50, 100)).toBe(-50);
    expect(growthPercent(100, 100)).toBe(0);
    expect(growthPercent(1, 3)).toBe(-66.7);
    expect(growthPercent(2, 3)).toBe(-33.3);
    expect(growthPercent(1001, 1000)).toBe(0.1);
    expect(growthPercent(0, 0)).toBe(0);
    expect(growthPercent(5, 0)).toBeNull();
    expect(growthPercent(0, 5)).toBe(-100);
  });

  it('shows a plus sign for positive values, one decimal, and New when there was nothing before', () => {
    expect(formatGrowth(12.3)).toBe('+12.3%');
    expect(formatGrowth(12)).toBe('+12.0%');
    expect(formatGrowth(0)).toBe('0.0%');
    expect(formatGrowth(-0)).toBe('0.0%');
    expect(formatGrowth(-4.25)).toBe('-4.3%');
    expect(formatGrowth(null)).toBe('New');
  });

  it('points up at zero or more and down below', () => {
    expect(growthArrow(0)).toBe('up');
    expect(growthArrow(0.1)).toBe('up');
    expect(growthArrow(-0.1)).toBe('down');
    expect(growthArrow(null)).toBe('up');
  });

  it('is green for a rise and red for a fall, and the other way round where lower is better', () => {
    expect(growthTone(0)).toBe('good');
    expect(growthTone(0.1)).toBe('good');
    expect(growthTone(-0.1)).toBe('bad');
    expect(growthTone(null)).toBe('good');
    // Cancellations: a rise, or cancellations where there were none, is bad news; a fall good; no change not bad.
    expect(growthTone(0.1, true)).toBe('bad');
    expect(growthTone(null, true)).toBe('bad');
    expect(growthTone(-0.1, true)).toBe('good');
    expect(growthTone(0, true)).toBe('good');
  });

  it('derives conversion, average order value and cancellation rate', () => {
    const k = kpiFigures(10_000, 4, 1, 5, 200);
    expect(k).toEqual({
      revenueSen: 10_000,
      orders: 4,
      views: 200,
      conversionRate: 2,
      averageOrderValueSen: 2500,
      cancellationRate: 20,
    });
    expect(kpiFigures(0, 0, 0, 0, 0)).toEqual({
      revenueSen: 0,
      orders: 0,
      views: 0,
      conversionRate: 0,
      averageOrderValueSen: 0,
      cancellationRate: 0,
    });
    const g = kpiGrowth(k, kpiFigures(5_000, 2, 0, 2, 400));
    expect(g).toEqual({
      revenueSen: 100,
      orders: 100,
      views: -50,
      conversionRate: 300,
      averageOrderValueSen: 0,
      cancellationRate: null,
    });
  });
});

describe('analyticsCsv', () => {
  const range = periodRange('7d', NOW);
  const current = kpiFigures(123_456, 10, 1, 11, 500);
  const prior = kpiFigures(100_000, 8, 0, 8, 400);
  const report: AnalyticsReport = {
    period: '7d',
    range,
    previous: previousRange(range),
    traffic: {
      total: 400,
      sources: [
        { source: 'social', label: 'Social media', views: 300, percentage: 75, growth: 50 },
        { source: 'direct', label: 'Direct', views: 100, percentage: 25, growth: null },
      ],
      recordedSince: '2026-11-21',
    },
    current,
    prior,
    growth: kpiGrowth(current, prior),
    year: 2026,
    monthly: Array.from({ length: 12 }, (_, i) => ({
      month: `2026-${String(i + 1).padStart(2, '0')}`,
      revenueSen: i * 100,
      orders: i,
    })),
    topProducts: [
      {
        id: 'p1',
        name: 'Kangkung, "fresh"',
        orders: 3,
        units: 5,
        revenueSen: 1500,
        views: 100,
        conversionRate: 3,
        growth: 25,
      },
      {
        id: 'p2',
        name: '=HYPERLINK("x")',
        orders: 1,
        units: 1,
        revenueSen: 500,
        views: 0,
        conversionRate: 0,
        growth: null,
      },
    ],
    coverage: { shopRevenueSen: 23_456, shopOrders: 9, historyRevenueSen: 100_000, historyOrders: 1 },
    productSales: { itemSalesSen: 2_500, products: 3 },
    customers: {
      newCustomers: 2,
      returningCustomers: 1,
      retentionRate: 33.3,
      averageLifetimeMonths: 1.5,
      topLocations: [{ location: 'Victoria, Labuan', orders: 3, percentage: 100 }],
    },
  };
  const csv = analyticsCsv(report, 'Kebun Hijau');
  const lines = csv.split('\r\n');

  it('puts the notes into the report file', () => {
    expect(lines).toContain(
      'Revenue and orders cover,"Last 7 days, orders not cancelled, including sales before joining the shop"',
    );
    expect(lines.some((l) => l.startsWith('Top products cover,2 of 3 products sold'))).toBe(true);
  });

  it('holds the period, the KPIs with their previous values and growth', () => {
    expect(lines[0]).toBe('Analytics report,Kebun Hijau');
    expect(lines[1]).toBe('Period,Last 7 days,2026-11-19,2026-11-25');
    expect(lines[2]).toBe('Compared with,,2026-11-12,2026-11-18');
    expect(lines).toContain('Total Revenue (RM),1234.56,1000.00,23.5');
    expect(lines).toContain('Total Orders,10,8,25.0');
    expect(lines).toContain('Total Views,500,400,25.0');
    expect(lines).toContain('Cancellation Rate %,9.1,0.0,new');
    expect(lines).toContain('Avg Order Value (RM),123.46,125.00,-1.2');
  });

  it('holds the traffic sources with what they cover', () => {
    expect(lines).toContain('Traffic source,Views,Share %,Growth %');
    expect(lines).toContain('Social media,300,75.0,50.0');
    expect(lines).toContain('Direct,100,25.0,new');
    expect(lines).toContain(
      'Traffic sources cover,"400 views of your store and product pages, recorded since 2026-11-21"',
    );
  });

  it('lists the twelve months, the products and the customers', () => {
    expect(lines).toContain('January 2026,0.00,0');
    expect(lines).toContain('December 2026,11.00,11');
    expect(lines.filter((l) => / 2026,/.test(l))).toHaveLength(12);
    expect(lines).toContain('1,"Kangkung, ""fresh""",3,100,15.00,3.0,25.0');
    expect(lines).toContain('Retention Rate %,33.3');
    expect(lines).toContain('"Victoria, Labuan",3,100.0');
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('defuses a product name that would start a spreadsheet formula', () => {
    expect(lines).toContain(`2,"'=HYPERLINK(""x"")",1,0,5.00,0.0,new`);
    const negative = analyticsCsv(
      { ...report, topProducts: [{ ...report.topProducts[0]!, name: '-5 kg sack' }] },
      'Kebun Hijau',
    );
    expect(negative.split('\r\n')).toContain("1,'-5 kg sack,3,100,15.00,3.0,25.0");
  });
});

describe('what a figure covers', () => {
  it('names the span, and the sales before joining only when they are counted', () => {
    expect(coverageNote('Last 30 days', false)).toBe('Last 30 days, orders not cancelled');
    expect(coverageNote('All time', true)).toBe(
      'All time, orders not cancelled, including sales before joining the shop',
    );
  });

  it('says how much of the item sales the products shown make up', () => {
    const shown = [{ revenueSen: 1500 }, { revenueSen: 500 }];
    expect(productSplitNote(shown, { itemSalesSen: 2500, products: 3 })).toBe(
      '2 of 3 products sold: RM\u00a020.00 of RM\u00a025.00 item sales in the shop (without shipping); RM\u00a05.00 from the others.',
    );
    expect(productSplitNote([{ revenueSen: 700 }], { itemSalesSen: 700, products: 1 })).toBe(
      '1 of 1 product sold: RM\u00a07.00 of RM\u00a07.00 item sales in the shop (without shipping).',
    );
  });
});
