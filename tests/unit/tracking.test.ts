import { describe, expect, it } from 'vitest';
import {
  TRACKING_MESSAGES,
  currentStep,
  estimatedDelivery,
  matchesLookup,
  mayViewPrivateDetails,
  normaliseLookup,
  notesByStep,
  trackingTimeline,
  type TimelineOrder,
} from '../../src/lib/tracking';
import { paymentMethodLabel } from '../../src/lib/orders';

const PLACED = '2026-11-10T02:00:00.000Z';
const PAID = '2026-11-10T02:01:00.000Z';
const SHIPPED = '2026-11-11T05:00:00.000Z';
const DELIVERED = '2026-11-13T09:00:00.000Z';

function order(overrides: Partial<TimelineOrder> = {}): TimelineOrder {
  return {
    status: 'processing',
    createdAt: PLACED,
    payment: { status: 'completed', processedAt: PAID },
    shipment: null,
    events: [],
    ...overrides,
  };
}

const doneOf = (o: TimelineOrder) => Object.fromEntries(trackingTimeline(o).map((s) => [s.label, s.done]));
const timeOf = (o: TimelineOrder, label: string) => trackingTimeline(o).find((s) => s.label === label)!.at;

describe('trackingTimeline', () => {
  it('has the seven steps in order', () => {
    expect(trackingTimeline(order()).map((s) => s.label)).toEqual([
      'Order Placed',
      'Payment Confirmed',
      'Order Confirmed',
      'Processing',
      'Shipped',
      'Out for Delivery',
      'Delivered',
    ]);
  });

  it('always marks Order Placed done, at the creation time', () => {
    for (const status of ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'nonsense']) {
      const placed = trackingTimeline(order({ status, payment: null }))[0]!;
      expect(placed).toEqual({ key: 'placed', label: 'Order Placed', done: true, at: PLACED });
    }
  });

  it.each([
    ['completed', true],
    ['pending', false],
    ['failed', false],
    ['refunded', false],
  ])('marks Payment Confirmed done only for a completed payment (%s: %s)', (status, done) => {
    const step = trackingTimeline(order({ payment: { status, processedAt: PAID } }))[1]!;
    expect(step.done).toBe(done);
    expect(step.at).toBe(done ? PAID : null);
  });

  it('leaves Payment Confirmed pending when there is no payment', () => {
    expect(doneOf(order({ payment: null }))['Payment Confirmed']).toBe(false);
  });

  it.each([
    ['pending', false],
    ['confirmed', true],
    ['processing', true],
    ['shipped', true],
    ['delivered', true],
    ['cancelled', false],
  ])('Order Confirmed for status %s: %s', (status, done) => {
    expect(doneOf(order({ status }))['Order Confirmed']).toBe(done);
  });

  it.each([
    ['pending', false],
    ['confirmed', false],
    ['processing', true],
    ['shipped', true],
    ['delivered', true],
    ['cancelled', false],
  ])('Processing for status %s: %s', (status, done) => {
    expect(doneOf(order({ status }))['Processing']).toBe(done);
  });

  it.each([
    ['pending', false],
    ['confirmed', false],
    ['processing', false],
    ['shipped', true],
    ['delivered', true],
    ['cancelled', false],
  ])('Shipped for status %s: %s', (status, done) => {
    expect(doneOf(order({ status }))['Shipped']).toBe(done);
  });

  it.each([
    ['shipped', 'in_transit', false],
    ['shipped', 'pending', false],
    ['shipped', 'out_for_delivery', true],
    ['processing', 'out_for_delivery', true],
    ['delivered', 'delivered', true],
    ['delivered', 'in_transit', true],
    ['delivered', null, true],
    ['shipped', null, false],
  ])('Out for Delivery for order %s with shipment %s: %s', (status, shipmentStatus, done) => {
    const shipment = shipmentStatus ? { status: shipmentStatus, shippedAt: SHIPPED } : null;
    expect(doneOf(order({ status, shipment }))['Out for Delivery']).toBe(done);
  });

  it.each([
    ['pending', false],
    ['confirmed', false],
    ['processing', false],
    ['shipped', false],
    ['delivered', true],
    ['cancelled', false],
  ])('Delivered for status %s: %s', (status, done) => {
    expect(doneOf(order({ status }))['Delivered']).toBe(done);
  });

  it('reads an unknown status as pending: only Order Placed and the payment are done', () => {
    expect(Object.values(doneOf(order({ status: 'lost-at-sea' })))).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('shows a done step at the time it happened, or passed, and no made-up time', () => {
    const delivered = order({
      status: 'delivered',
      shipment: { status: 'delivered', shippedAt: SHIPPED, deliveredAt: DELIVERED },
    });
    // Confirmed and processing were passed by the shipping, out for delivery by the delivery.
    expect(trackingTimeline(delivered).map((s) => s.at)).toEqual([
      PLACED,
      PAID,
      SHIPPED,
      SHIPPED,
      SHIPPED,
      DELIVERED,
      DELIVERED,
    ]);
  });

  it('takes the real event times of the order history', () => {
    const events = [
      { status: 'pending', createdAt: PLACED },
      { status: 'confirmed', createdAt: '2026-11-10T03:15:00.000Z' },
      { status: 'processing', createdAt: '2026-11-10T08:00:00.000Z' },
      { status: 'shipped', createdAt: '2026-11-11T01:00:00.000Z' },
      { status: 'delivered', createdAt: '2026-11-12T10:00:00.000Z' },
    ];
    const steps = trackingTimeline(
      order({
        status: 'delivered',
        shipment: { status: 'delivered', shippedAt: SHIPPED, deliveredAt: DELIVERED },
        events,
      }),
    );
    expect(steps.map((s) => s.at)).toEqual([
      PLACED,
      PAID,
      '2026-11-10T03:15:00.000Z',
      '2026-11-10T08:00:00.000Z',
      '2026-11-11T01:00:00.000Z',
      '2026-11-12T10:00:00.000Z', // nothing records when the parcel went out: passed by the delivery
      '2026-11-12T10:00:00.000Z',
    ]);
  });

  it('takes the first time a status was reached when the history repeats it', () => {
    const events = [
      { status: 'processing', createdAt: '2026-11-10T09:00:00.000Z' },
      { status: 'processing', createdAt: '2026-11-10T06:00:00.000Z' },
    ];
    expect(timeOf(order({ events }), 'Processing')).toBe('2026-11-10T06:00:00.000Z');
  });

  it('never shows a step at a time still to come, nor above a later one, when the seller moves fast', () => {
    // Placed at 11:41 and moved straight to processing at 11:42, seen at 11:42: before, Order Confirmed showed
    // 12:11 (30 minutes after the order) above Processing at 11:42.
    const placed = '2026-11-10T03:41:00.000Z';
    const fast = order({
      status: 'processing',
      createdAt: placed,
      payment: { status: 'completed', processedAt: placed },
      events: [{ status: 'processing', createdAt: '2026-11-10T03:42:00.000Z' }],
    });
    const seenAt = Date.parse('2026-11-10T03:42:30.000Z');
    const times = trackingTimeline(fast)
      .filter((s) => s.done && s.at)
      .map((s) => Date.parse(s.at!));
    expect(times.every((t) => t <= seenAt)).toBe(true);
    expect([...times].sort((x, y) => x - y)).toEqual(times);
    // Passed without an event of its own: confirmed by the move to processing, at its time.
    expect(timeOf(fast, 'Order Confirmed')).toBe('2026-11-10T03:42:00.000Z');
    expect(doneOf(fast)['Order Confirmed']).toBe(true);
  });

  it('gives a step passed without its own event the time of the event that passed it', () => {
    const delivered = order({
      status: 'delivered',
      events: [
        { status: 'shipped', createdAt: SHIPPED },
        { status: 'delivered', createdAt: DELIVERED },
      ],
    });
    expect(timeOf(delivered, 'Out for Delivery')).toBe(DELIVERED);
    expect(timeOf(delivered, 'Order Confirmed')).toBe(SHIPPED);
    expect(timeOf(delivered, 'Processing')).toBe(SHIPPED);
    expect(trackingTimeline(delivered).every((s) => s.at !== null)).toBe(true);
  });

  it('gives steps not reached no time', () => {
    const steps = trackingTimeline(order({ status: 'processing' }));
    expect(steps.filter((s) => !s.done).map((s) => [s.label, s.at])).toEqual([
      ['Shipped', null],
      ['Out for Delivery', null],
      ['Delivered', null],
    ]);
  });

  it('leaves a done step without a time when none is known', () => {
    expect(timeOf(order({ status: 'shipped', shipment: null }), 'Shipped')).toBeNull();
    expect(timeOf(order({ status: 'shipped', shipment: null }), 'Out for Delivery')).toBeNull();
  });

  it('names the current step: the last one done', () => {
    expect(currentStep(trackingTimeline(order({ status: 'processing' })))!.label).toBe('Processing');
    expect(currentStep(trackingTimeline(order({ status: 'cancelled', payment: null })))!.label).toBe('Order Placed');
  });
});

describe('estimatedDelivery', () => {
  it("uses the shipment's estimate", () => {
    expect(
      estimatedDelivery({ createdAt: PLACED, shipment: { estimatedDeliveryAt: '2026-11-14T00:00:00.000Z' } }),
    ).toBe('2026-11-14T00:00:00.000Z');
  });

  it('falls back to four days after the order was placed', () => {
    expect(estimatedDelivery({ createdAt: PLACED, shipment: null })).toBe('2026-11-14T02:00:00.000Z');
    expect(estimatedDelivery({ createdAt: PLACED, shipment: { estimatedDeliveryAt: null } })).toBe(
      '2026-11-14T02:00:00.000Z',
    );
  });
});

describe('matchesLookup', () => {
  const shipped = {
    id: 'ORD-2024-001234568',
    shipment: { trackingNumber: 'EP564738291MY' },
  };
  const unshipped = { id: 'ORD-2024-001234569', shipment: null };

  it('matches the whole order id, whatever its case', () => {
    expect(matchesLookup(shipped, 'ORD-2024-001234568')).toBe(true);
    expect(matchesLookup(shipped, 'ord-2024-001234568')).toBe(true);
  });

  it('never matches a part of the order id', () => {
    for (const part of ['234568', 'oRd-2024', 'ORD', '-', '2']) expect(matchesLookup(shipped, part), part).toBe(false);
    expect(matchesLookup(unshipped, '4569')).toBe(false);
  });

  it('matches the whole tracking number, whatever its case, and never a part of it or of its link', () => {
    expect(matchesLookup(shipped, 'EP564738291MY')).toBe(true);
    expect(matchesLookup(shipped, 'ep564738291my')).toBe(true);
    expect(matchesLookup(shipped, '64738291')).toBe(false);
    expect(matchesLookup(shipped, 'https://tracking.pos.com.my')).toBe(false);
  });

  it('ignores spaces around the input', () => {
    expect(matchesLookup(shipped, '  ORD-2024-001234568 \n')).toBe(true);
  });

  it('matches nothing for blank input', () => {
    expect(matchesLookup(shipped, '')).toBe(false);
    expect(matchesLookup(shipped, '   ')).toBe(false);
  });

  it('does not match an order whose id and link do not contain the input', () => {
    expect(matchesLookup(shipped, 'EP999999999MY')).toBe(false);
    expect(matchesLookup(unshipped, 'EP564738291MY')).toBe(false);
    expect(matchesLookup(shipped, '234567')).toBe(false);
  });

  it('refuses absurdly long input', () => {
    expect(matchesLookup(shipped, 'ORD'.repeat(100))).toBe(false);
  });

  it('trims the input', () => {
    expect(normaliseLookup('  ORD-1 ')).toBe('ORD-1');
    expect(normaliseLookup(null)).toBe('');
  });
});

describe('tracking messages', () => {
  it('keeps the spec wording', () => {
    expect(TRACKING_MESSAGES).toEqual({
      blank: 'Please enter a tracking number',
      noMatch: 'No order found with this tracking number',
      notFound: 'Order not found',
      tooMany: 'Too many lookups that found no order came from your network. Please wait a few minutes and try again.',
    });
  });
});

describe('mayViewPrivateDetails', () => {
  const placed = { userId: 'user-buyer-demo' };

  it('shows the address and payment to the buyer who placed the order', () => {
    expect(mayViewPrivateDetails(placed, 'user-buyer-demo')).toBe(true);
  });

  it('hides them from visitors and from every other account', () => {
    expect(mayViewPrivateDetails(placed, null)).toBe(false);
    expect(mayViewPrivateDetails(placed, undefined)).toBe(false);
    expect(mayViewPrivateDetails(placed, '')).toBe(false);
    expect(mayViewPrivateDetails(placed, 'user-merchant-demo')).toBe(false);
    expect(mayViewPrivateDetails({ userId: '' }, '')).toBe(false);
  });
});

describe('paymentMethodLabel', () => {
  it('names each payment method, the same for the buyer and the merchant', () => {
    expect(paymentMethodLabel('card', '4242')).toBe('Card •••• •••• •••• 4242');
    expect(paymentMethodLabel('card', null)).toBe('Card');
    expect(paymentMethodLabel('fpx', null)).toBe('FPX Online Banking');
    expect(paymentMethodLabel('ewallet', null)).toBe('E-Wallet');
    expect(paymentMethodLabel(null, null)).toBe('Not recorded');
    expect(paymentMethodLabel('cheque', null)).toBe('Not recorded');
  });
});

describe('notesByStep', () => {
  const note = (status: string, text: string) => ({
    merchant: 'Kebun Hijau Farm',
    status,
    note: text,
    createdAt: PLACED,
  });

  it('puts each note under the step its status belongs to, in the order written, and cancellations apart', () => {
    const { byStep, cancelled } = notesByStep([
      note('processing', 'Packing today'),
      note('shipped', 'Sent with J&T'),
      note('processing', 'One more jar found'),
      note('cancelled', 'Out of honey jars, sorry'),
      note('completed', 'Left with the neighbour'),
      note('pending', 'Back to pending, checking stock'),
    ]);
    expect(byStep.get('processing')!.map((n) => n.note)).toEqual(['Packing today', 'One more jar found']);
    expect(byStep.get('shipped')!.map((n) => n.note)).toEqual(['Sent with J&T']);
    expect(byStep.get('delivered')!.map((n) => n.note)).toEqual(['Left with the neighbour']);
    expect(byStep.get('confirmed')!.map((n) => n.note)).toEqual(['Back to pending, checking stock']);
    expect(byStep.has('placed')).toBe(false);
    expect(cancelled.map((n) => n.note)).toEqual(['Out of honey jars, sorry']);
  });

  it('drops a note of a status it does not know', () => {
    const { byStep, cancelled } = notesByStep([note('lost', 'Where did it go')]);
    expect(byStep.size).toBe(0);
    expect(cancelled).toEqual([]);
  });
});
