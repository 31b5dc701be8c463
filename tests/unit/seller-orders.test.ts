import { describe, expect, it } from 'vitest';
import {
  SELLER_STATUSES,
  canTransition,
  contactCustomerHref,
  daysSince,
  filterSellerOrders,
  filtersToQuery,
  initialsOf,
  matchesDate,
  nextStatuses,
  normaliseTrackingNumber,
  ordersCsv,
  parseOrderFilters,
  restoresStock,
  summariseOrders,
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
    expect(transitionError('completed', 'pending')).toBe('This order is completed and can no longer change status.');
    expect(transitionError('shipped', 'cancelled')).toBe('A shipped order can no longer be cancelled.');
    expect(transitionError('processing', 'pending')).toBe('A processing order cannot be moved back to pending.');
    expect(transitionError('pending', 'pending')).toBe('This order is already pending.');
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

  it('keeps Today at 0 days, This Week at 7 or fewer, This Month at 30 or fewer', () => {
    const ago = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
    expect(matchesDate(ago(0), 'today', NOW)).toBe(true);
    expect(matchesDate(ago(1), 'today', NOW)).toBe(false);
    expect(matchesDate(ago(7), 'week', NOW)).toBe(true);
    expect(matchesDate(ago(8), 'week', NOW)).toBe(false);
    expect(matchesDate(ago(30), 'month', NOW)).toBe(true);
    expect(matchesDate(ago(31), 'month', NOW)).toBe(false);
    expect(matchesDate(ago(400), 'all', NOW)).toBe(true);
    expect(matchesDate('not a date', 'month', NOW)).toBe(false);
  });
});

describe('order list filters', () => {
  const orders = [
    order({ id: 'ORD-001' }),
    order({ id: 'ORD-002', status: 'shipped', customerName: 'Jason Lim', customerEmail: 'jason@example.com', products: ['Madu Kelulut', 'Cili Padi'], product: 'Madu Kelulut', createdAt: '2026-11-20T04:00:00.000Z' }),
    order({ id: 'ORD-003', status: 'cancelled', customerName: 'Mary Tan', customerEmail: 'mary@shop.example', createdAt: '2026-10-01T04:00:00.000Z' }),
  ];
  const ids = (list: SellerOrderRow[]) => list.map((o) => o.id);

  it('searches id, customer name, email and every product, case-insensitively', () => {
    expect(ids(filterSellerOrders(orders, { search: 'ord-002', status: 'all', date: 'all' }, NOW))).toEqual(['ORD-002']);
    expect(ids(filterSellerOrders(orders, { search: 'JASON', status: 'all', date: 'all' }, NOW))).toEqual(['ORD-002']);
    expect(ids(filterSellerOrders(orders, { search: 'shop.example', status: 'all', date: 'all' }, NOW))).toEqual(['ORD-003']);
    expect(ids(filterSellerOrders(orders, { search: 'cili', status: 'all', date: 'all' }, NOW))).toEqual(['ORD-002']);
    expect(ids(filterSellerOrders(orders, { search: '  ', status: 'all', date: 'all' }, NOW))).toEqual(['ORD-001', 'ORD-002', 'ORD-003']);
    expect(filterSellerOrders(orders, { search: 'nobody', status: 'all', date: 'all' }, NOW)).toEqual([]);
  });

  it('combines the status and date filters with the search', () => {
    expect(ids(filterSellerOrders(orders, { search: '', status: 'shipped', date: 'all' }, NOW))).toEqual(['ORD-002']);
    expect(ids(filterSellerOrders(orders, { search: '', status: 'all', date: 'today' }, NOW))).toEqual(['ORD-001']);
    expect(ids(filterSellerOrders(orders, { search: '', status: 'all', date: 'week' }, NOW))).toEqual(['ORD-001', 'ORD-002']);
    expect(ids(filterSellerOrders(orders, { search: 'mary', status: 'all', date: 'month' }, NOW))).toEqual([]);
  });

  it('reads filters from the query string and writes them back, ignoring unknown values', () => {
    expect(parseOrderFilters(new URLSearchParams('q=kang&status=shipped&date=week'))).toEqual({ search: 'kang', status: 'shipped', date: 'week' });
    expect(parseOrderFilters(new URLSearchParams('status=refunded&date=year'))).toEqual({ search: '', status: 'all', date: 'all' });
    expect(filtersToQuery({ search: ' kang ', status: 'shipped', date: 'all' })).toBe('?q=kang&status=shipped');
    expect(filtersToQuery({ search: '', status: 'all', date: 'all' })).toBe('');
  });

  it('sums the summary cards, leaving cancelled orders out of the revenue', () => {
    expect(summariseOrders(orders)).toEqual({ totalOrders: 3, totalRevenueSen: 3100, pendingOrders: 1, shippedOrders: 1 });
    expect(summariseOrders([])).toEqual({ totalOrders: 0, totalRevenueSen: 0, pendingOrders: 0, shippedOrders: 0 });
  });
});

describe('list helpers', () => {
  it('makes initials from the first and last names', () => {
    expect(initialsOf('Nurul Huda')).toBe('NH');
    expect(initialsOf('Rajesh Kumar a/l Muthu')).toBe('RM');
    expect(initialsOf('cher')).toBe('C');
    expect(initialsOf('  ')).toBe('?');
  });

  it('writes the listed orders as CSV, quoting and defusing spreadsheet formulas', () => {
    const csv = ordersCsv([order({ customerName: 'Lim, "Jay"', products: ['=HYPERLINK("x")', 'Cili'], trackingNumber: 'EP1' })]);
    const [header, row, end] = csv.split('\r\n');
    expect(header).toBe('Order ID,Status,Customer,Email,Products,Quantity,Total (USD),Tracking Number,Date');
    expect(row).toBe(`ORD-001,Pending,"Lim, ""Jay""",nurul@example.com,"'=HYPERLINK(""x""); Cili",3,15.50,EP1,2026-11-25`);
    expect(end).toBe('');
  });

  it('writes a mail link to the customer with the order in the subject', () => {
    expect(contactCustomerHref({ id: 'ORD-001', customerEmail: 'nurul@example.com' })).toBe('mailto:nurul@example.com?subject=Your%20order%20ORD-001');
  });
});
