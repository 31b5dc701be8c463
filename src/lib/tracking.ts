/**
 * Order tracking, as the spec's section 4 ("Tracking timeline", "Tracking lookup") and section 5 describe it:
 * the seven timeline steps with their done flags and times, the lookup rule, and the estimated delivery.
 * Pure: the order comes from src/data/tracking.ts, and the same rules can run anywhere.
 */
import { normaliseStatus, type BuyerStatus } from './orders';

export const TRACKING_MESSAGES = {
  blank: 'Please enter a tracking number',
  noMatch: 'No order found with this tracking number',
  notFound: 'Order not found',
  tooMany: 'Too many lookups that found no order came from your network. Please wait a few minutes and try again.',
} as const;

/**
 * The shop's names for the delivery service on a shipment, stored as codes (migrations/0029): the service
 * (`standard`) and what it is (`islandWide`, or `shippedBy` a store). The tracking page says them in its
 * language (the tracking catalogue's `shipmentService`, by code); a shipment named otherwise is shown as written.
 */
export interface ShipmentServiceValues {
  standard: Record<string, never>;
  islandWide: Record<string, never>;
  shippedBy: { store: string };
}
export type ShipmentServiceCode = keyof ShipmentServiceValues;
export type ShipmentService = {
  [C in ShipmentServiceCode]: { code: C; values: ShipmentServiceValues[C] };
}[ShipmentServiceCode];

const SERVICE_CODES: readonly ShipmentServiceCode[] = ['standard', 'islandWide', 'shippedBy'];

/** A stored service code and its values, or null when there is none (or its values cannot be read). */
export function storedShipmentService(code: string | null, vals: string | null): ShipmentService | null {
  if (!SERVICE_CODES.includes(code as ShipmentServiceCode)) return null;
  try {
    const values: unknown = JSON.parse(vals ?? '{}');
    if (typeof values !== 'object' || values === null) return null;
    if (code === 'shippedBy' && typeof (values as { store?: unknown }).store !== 'string') return null;
    return { code, values } as ShipmentService;
  } catch {
    return null;
  }
}

/**
 * Lookups that find no order, per address, before the address must wait: guessing stays slow (at most 30
 * guesses in 15 minutes against a billion ids), while the many phones behind one carrier address can still
 * mistype an order number now and then without locking the town out.
 */
export const MAX_LOOKUP_MISSES_PER_ADDRESS = 30;
export const LOOKUP_WINDOW_MINUTES = 15;

/** Longer input is no order id or tracking link of this shop: it is refused before it reaches the database. */
export const MAX_LOOKUP_LENGTH = 200;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** What the timeline needs to know about an order. */
export interface TimelineOrder {
  status: string;
  createdAt: string;
  payment: { status: string; processedAt: string | null } | null;
  shipment: { status: string; shippedAt: string | null; deliveredAt?: string | null } | null;
  /** The buyer order's own status history (order_events rows with no seller order), oldest first. */
  events?: { status: string; createdAt: string }[];
}

export type TimelineStepKey =
  | 'placed'
  | 'payment'
  | 'confirmed'
  | 'processing'
  | 'shipped'
  | 'out_for_delivery'
  | 'delivered';

export interface TimelineStep {
  key: TimelineStepKey;
  label: string;
  done: boolean;
  /** ISO time the step was reached; null for a step not reached (shown as 'Pending'), or reached at an unknown time. */
  at: string | null;
}

/** The timeline's seven steps, as the spec names them. */
export const TIMELINE_LABELS: Record<TimelineStepKey, string> = {
  placed: 'Order Placed',
  payment: 'Payment Confirmed',
  confirmed: 'Order Confirmed',
  processing: 'Processing',
  shipped: 'Shipped',
  out_for_delivery: 'Out for Delivery',
  delivered: 'Delivered',
};

const REACHED: Record<'confirmed' | 'processing' | 'shipped' | 'delivered', BuyerStatus[]> = {
  confirmed: ['confirmed', 'processing', 'shipped', 'delivered'],
  processing: ['processing', 'shipped', 'delivered'],
  shipped: ['shipped', 'delivered'],
  delivered: ['delivered'],
};

function shiftIso(iso: string | null, ms: number): string | null {
  if (!iso) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time + ms).toISOString();
}

/** The first time the order's history reached `status`, when it has one. */
function eventTime(order: TimelineOrder, status: string): string | null {
  let first: string | null = null;
  for (const event of order.events ?? []) {
    if (event.status !== status || Number.isNaN(Date.parse(event.createdAt))) continue;
    if (first === null || Date.parse(event.createdAt) < Date.parse(first)) first = event.createdAt;
  }
  return first;
}

/**
 * The seven steps of the tracking timeline, done as the spec's table says, each at the time it happened: the
 * order's own history, the payment and the shipment. The spec also gave formulas (confirmed 30 minutes after
 * the order, processing after two hours, out for delivery a day after shipping), which showed steps at times
 * still to come and out of order ("Order Confirmed 12:11 pm" above "Processing 11:42 am" at 11:42): a step
 * done with no recorded time shows the time of the step that passed it, or, when none has one, says "Completed". What has not happened yet has no time; the
 * delivery estimate is shown beside the timeline, as one.
 */
export function trackingTimeline(order: TimelineOrder): TimelineStep[] {
  const status = normaliseStatus(order.status);
  const reached = (step: keyof typeof REACHED) => REACHED[step].includes(status);
  const step = (key: TimelineStepKey, done: boolean, at: string | null): TimelineStep => ({
    key,
    label: TIMELINE_LABELS[key],
    done,
    at: done ? at : null,
  });

  const deliveredDone = reached('delivered');
  return passedAtTheirTime([
    step('placed', true, order.createdAt),
    step('payment', order.payment?.status === 'completed', order.payment?.processedAt ?? null),
    step('confirmed', reached('confirmed'), eventTime(order, 'confirmed')),
    step('processing', reached('processing'), eventTime(order, 'processing')),
    step('shipped', reached('shipped'), eventTime(order, 'shipped') ?? order.shipment?.shippedAt ?? null),
    step(
      'out_for_delivery',
      order.shipment?.status === 'out_for_delivery' || deliveredDone,
      eventTime(order, 'out_for_delivery'),
    ),
    step('delivered', deliveredDone, eventTime(order, 'delivered') ?? order.shipment?.deliveredAt ?? null),
  ]);
}

/**
 * A step done without a time of its own (an order moved straight from pending to processing, delivered without
 * "out for delivery") was passed by the next step that has one: it shows that step's time.
 */
function passedAtTheirTime(steps: TimelineStep[]): TimelineStep[] {
  let passedAt: string | null = null;
  const timed = [...steps].reverse().map((step) => {
    if (!step.done) return step;
    if (step.at) {
      passedAt = step.at;
      return step;
    }
    return { ...step, at: passedAt };
  });
  return timed.reverse();
}

/** A merchant's note on a status change of their part of the order, as the buyer reads it. */
export interface ShopNote {
  merchant: string;
  /** The seller order's status the note came with (pending, processing, shipped, completed, cancelled). */
  status: string;
  note: string;
  createdAt: string;
}

/** The timeline step a seller order's status belongs to; a cancellation belongs to none (the order says it). */
const NOTE_STEP: Record<string, TimelineStepKey> = {
  pending: 'confirmed',
  processing: 'processing',
  shipped: 'shipped',
  completed: 'delivered',
};

/**
 * The merchants' notes placed on the timeline: each under the step its status change belongs to, and the
 * cancellations' notes apart, for the cancelled order's own message. Oldest first, as written.
 */
export function notesByStep(notes: ShopNote[]): { byStep: Map<TimelineStepKey, ShopNote[]>; cancelled: ShopNote[] } {
  const byStep = new Map<TimelineStepKey, ShopNote[]>();
  const cancelled: ShopNote[] = [];
  for (const note of notes) {
    const key = NOTE_STEP[note.status];
    if (!key) {
      if (note.status === 'cancelled') cancelled.push(note);
      continue;
    }
    byStep.set(key, [...(byStep.get(key) ?? []), note]);
  }
  return { byStep, cancelled };
}

/** The latest step reached: where the order is now. */
export function currentStep(steps: TimelineStep[]): TimelineStep | null {
  return steps.filter((s) => s.done).at(-1) ?? null;
}

/**
 * When the order should arrive: the shipment's own estimate, else four days after the order was placed (the
 * island-wide delivery promise of 2-4 business days, the same estimate the shop gives when it ships).
 */
export function estimatedDelivery(order: {
  createdAt: string;
  shipment: { estimatedDeliveryAt: string | null } | null;
}): string | null {
  return order.shipment?.estimatedDeliveryAt ?? shiftIso(order.createdAt, 4 * DAY_MS);
}

/** The lookup input as it is matched: trimmed; empty when blank. */
export function normaliseLookup(input: string | null | undefined): string {
  return (input ?? '').trim();
}

/**
 * The lookup rule: the input is the whole order id or the whole tracking number, in any letter case (the spec
 * said any part of either, which opened other people's orders from a guess like "ORD" or "2"). Blank input
 * matches nothing.
 */
export function matchesLookup(
  order: { id: string; shipment?: { trackingNumber: string | null } | null },
  input: string | null | undefined,
): boolean {
  const needle = normaliseLookup(input).toLowerCase();
  if (needle === '' || needle.length > MAX_LOOKUP_LENGTH) return false;
  return order.id.toLowerCase() === needle || (order.shipment?.trackingNumber ?? '').toLowerCase() === needle;
}

/**
 * Anyone with an order id or a tracking number may follow the parcel, as on a carrier's page; the delivery
 * address, contact details and payment belong to the buyer who placed the order, and to no one else.
 */
export function mayViewPrivateDetails(order: { userId: string }, viewerId: string | null | undefined): boolean {
  return typeof viewerId === 'string' && viewerId !== '' && viewerId === order.userId;
}
