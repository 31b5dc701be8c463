import { describe, expect, it } from 'vitest';
import {
  SELLER_STATUSES,
  canTransition,
  contactCustomerHref,
  dateFilterStart,
  daysSince,
  filtersToQuery,
  likePattern,
  nextStatuses,
  normaliseTrackingNumber,
  ordersCsv,
  pageCountOf,
  parseOrderFilters,
  parseOrderQuery,
  restoresStock,
  summaryFromStatusCounts,
  transitionError,
  type SellerOrderRow,
} from '../../src/lib/seller-orders';

const NOW = new Date('2026-11-25T04:00:00.000Z'); // 12:00 in Labuan

function order(overrides: Partial<SellerOrderRow>): SellerOrderRow {
  return {
    id: 'ORD-001',
    status: 'pending',
    customerName: 'Nurul Huda',
    customerEmail: 'nurul@example.com',
    product: 'Kangkung',
    products: ['Kangkung'],
    quantity: 3,
    totalSen: 1550,
    trackingNumber: null,
    createdAt: NOW.toISOString(),
    ...overrides,
  };
}

describe('seller order transitions', () => {
  it('allows the forward moves and cancelling before shipping', () => {
    expect(nextStatuses('pending')).toEqual(['processing', 'shipped', 'cancelled']);
    expect(nextStatuses('processing')).toEqual(['shipped', 'cancelled']);
    expect(nextStatuses('shipped')).toEqual(['completed']);
    expect(nextStatuses('completed')).toEqual([]);
    expect(nextStatuses('cancelled')).toEqual([]);
  });

  it('refuses every other move with a message, and never a move to the same status', () => {
    for (const from of SELLER_STATUSES) {
      for (const to of SELLER_STATUSES) {
        expect(transitionError(from, to) === null).toBe(canTransition(from, to));
      }
      expect(canTransition(from, from)).toBe(false);
    }
    expect(transitionError('completed', 'pending')).toEqual({
      code: 'sellerOrder.final',
      values: { status: 'completed' },
    });
    expect(transitionError('shipped', 'cancelled')).toEqual({ code: 'sellerOrder.shippedNoCancel' });
    expect(transitionError('processing', 'pending')).toEqual({
      code: 'sellerOrder.noMoveBack',
      values: { from: 'processing', to: 'pending' },
    });
    expect(transitionError('pending', 'pending')).toEqual({
      code: 'sellerOrder.already',
      values: { status: 'pending' },
    });
  });

  it('restores stock only when an order that has not left the shop is cancelled', () => {
    expect(restoresStock('pending', 'cancelled')).toBe(true);
    expect(restoresStock('processing', 'cancelled')).toBe(true);
    expect(restoresStock('shipped', 'cancelled')).toBe(false);
    expect(restoresStock('pending', 'processing')).toBe(false);
  });
});

describe('tracking numbers', () => {
  it('accepts 8 to 30 letters and digits, ignoring spaces and dashes, in upper case', () => {
    expect(normaliseTrackingNumber('ep 1029-3847 5my')).toBe('EP102938475MY');
    expect(normaliseTrackingNumber('12345678')).toBe('12345678');
    expect(normaliseTrackingNumber('1234567')).toBeNull();
    expect(normaliseTrackingNumber('A'.repeat(30))).toBe('A'.repeat(30));
    expect(normaliseTrackingNumber('A'.repeat(31))).toBeNull();
    expect(normaliseTrackingNumber('EP1029/38475')).toBeNull();
    expect(normaliseTrackingNumber('')).toBeNull();
    expect(normaliseTrackingNumber(null)).toBeNull();
  });
});

describe('date filter (days since the order date)', () => {
  it('counts calendar days in Labuan time', () => {
    expect(daysSince('2026-11-24T16:00:00.000Z', NOW)).toBe(0); // midnight in Labuan
    expect(daysSince('2026-11-24T15:59:59.000Z', NOW)).toBe(1);
    expect(daysSince('2026-11-18T04:00:00.000Z', NOW)).toBe(7);
  });

  it('starts Today, This Week and This Month at the start of the shop day 0, 7 and 30 days back', () => {
    expect(dateFilterStart('all', NOW)).toBeNull();
    expect(dateFilterStart('today', NOW)).toBe('2026-11-24T16:00:00.000Z');
    expect(dateFilterStart('week', NOW)).toBe('2026-11-17T16:00:00.000Z');
    expect(dateFilterStart('month', NOW)).toBe('2026-10-25T16:00:00.000Z');
  });

  it('matches exactly the orders whose days since the order date are 0, 7 or fewer, 30 or fewer (spec section 9)', () => {
    const limits = { today: 0, week: 7, month: 30 } as const;
    for (let hours = -30; hours <= 40 * 24; hours += 5) {
      const iso = new Date(NOW.getTime() - hours * 3_600_000 - 17_000).toISOString();
      for (const filter of ['today', 'week', 'month'] as const) {
        const bySpec = Math.max(0, daysSince(iso, NOW)) <= limits[filter];
        expect(iso >= dateFilterStart(filter, NOW)!, `${filter} ${iso}`).toBe(bySpec);
      }
    }
  });
});

describe('order list query', () => {
  it('reads filters and the page from the query string and writes them back, ignoring unknown values', () => {
    expect(parseOrderFilters(new URLSearchParams('q=kang&status=shipped&date=week'))).toEqual({
      search: 'kang',
      status: 'shipped',
      date: 'week',
    });
    expect(parseOrderFilters(new URLSearchParams('status=refunded&date=year'))).toEqual({
      search: '',
      status: 'all',
      date: 'all',
    });
    expect(parseOrderQuery(new URLSearchParams('q=%20kang%20&page=3'))).toEqual({
      search: 'kang',
      status: 'all',
      date: 'all',
      page: 3,
    });
    expect(filtersToQuery({ search: ' kang ', status: 'shipped', date: 'all' })).toBe('?q=kang&status=shipped');
    expect(filtersToQuery({ search: 'kang', status: 'all', date: 'today', page: 2 })).toBe('?q=kang&date=today&page=2');
    expect(filtersToQuery({ search: '', status: 'all', date: 'all', page: 1 })).toBe('');
  });

  it('reads any bad page number as page 1', () => {
    for (const bad of ['0', '-2', '1.5', 'abc', '', '1e3', '9999999', '0x10', ' 2']) {
      expect(parseOrderQuery(new URLSearchParams({ page: bad })).page, bad).toBe(1);
    }
    expect(parseOrderQuery(new URLSearchParams('page=100000')).page).toBe(100000);
    expect(parseOrderQuery(new URLSearchParams('q=' + 'x'.repeat(500))).search).toHaveLength(200);
  });

  it('counts pages, with one page for an empty list', () => {
    expect(pageCountOf(0, 20)).toBe(1);
    expect(pageCountOf(20, 20)).toBe(1);
    expect(pageCountOf(21, 20)).toBe(2);
    expect(pageCountOf(40_000, 20)).toBe(2000);
  });

  it('searches with LIKE, its wildcards and escape taken literally', () => {
    expect(likePattern('  ')).toBeNull();
    expect(likePattern(' Kang ')).toBe('%Kang%');
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('sums the summary cards from the per-status counts, leaving cancelled orders out of the revenue', () => {
    const rows = [
      { status: 'pending', orders: 2, total_sen: 1000 },
      { status: 'shipped', orders: 1, total_sen: 550 },
      { status: 'cancelled', orders: 4, total_sen: 9999 },
      { status: 'completed', orders: 3, total_sen: 1200 },
    ];
    expect(summaryFromStatusCounts(rows)).toEqual({
      totalOrders: 10,
      totalRevenueSen: 2750,
      pendingOrders: 2,
      shippedOrders: 1,
    });
    expect(summaryFromStatusCounts([])).toEqual({
      totalOrders: 0,
      totalRevenueSen: 0,
      pendingOrders: 0,
      shippedOrders: 0,
    });
  });
});

describe('list helpers', () => {
  it('writes the listed orders as CSV, quoting and defusing spreadsheet formulas', () => {
    const csv = ordersCsv([
      order({ customerName: 'Lim, "Jay"', products: ['=HYPERLINK("x")', 'Cili'], trackingNumber: 'EP1' }),
    ]);
    const [header, row, end] = csv.split('\r\n');
    expect(header).toBe('Order ID,Status,Customer,Email,Products,Quantity,Total (RM),Tracking Number,Date');
    expect(row).toBe(
      `ORD-001,Pending,"Lim, ""Jay""",nurul@example.com,"'=HYPERLINK(""x""); Cili",3,15.50,EP1,2026-11-25`,
    );
    expect(end).toBe('');
  });

  it('writes a mail link to the customer with the order in the subject', () => {
    expect(contactCustomerHref({ id: 'ORD-001', customerEmail: 'nurul@example.com' })).toBe(
      'mailto:nurul@example.com?subject=Your%20order%20ORD-001',
    );
  });
});
