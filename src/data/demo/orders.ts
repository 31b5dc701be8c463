/**
 * The demo orders: the demo buyer's three recent ones (delivered, in transit, processing), the five orders
 * other shoppers placed with the demo merchant (its seller orders ORD-001 to ORD-005), and the older delivered
 * orders the demo reviews were written from (DEMO_REVIEW_ORDERS), so that every review on the shop comes from a
 * purchase.
 */

import type { RecordedMethod } from '../../lib/payments';
import type { BuyerStatus, SellerStatus } from '../../lib/orders';

export interface DemoOrder {
  id: string;
  userId: string;
  status: BuyerStatus;
  placedDaysAgo: number;
  items: { productId: string; quantity: number }[];
  paymentMethod: RecordedMethod;
  cardLast4?: string;
  /** Seller order id and status per merchant of the order. */
  sellerOrders: { id: string; merchantId: string; status: SellerStatus; notes?: string }[];
  shipment?: {
    status: 'in_transit' | 'out_for_delivery' | 'delivered';
    carrier: string;
    trackingNumber: string;
    shippedDaysAgo: number;
    deliveredDaysAgo?: number;
  };
}

export const DEMO_BUYER_ORDER_IDS = ['ORD-2024-001234567', 'ORD-2024-001234568', 'ORD-2024-001234569'] as const;

/** The demo buyer's three orders and the demo merchant's ORD-001 to ORD-005. */
const RECENT_ORDERS: DemoOrder[] = [
  {
    id: 'ORD-2024-001234567',
    userId: 'user-buyer-demo',
    status: 'delivered',
    placedDaysAgo: 20,
    items: [
      { productId: 'fish-udang', quantity: 1 },
      { productId: 'meat-ayam', quantity: 2 },
    ],
    paymentMethod: 'card',
    cardLast4: '4242',
    sellerOrders: [
      { id: 'SO-2024-0000101', merchantId: 'nelayan-labuan', status: 'completed' },
      { id: 'SO-2024-0000102', merchantId: 'halal-meat-corner', status: 'completed' },
    ],
    shipment: {
      status: 'delivered',
      carrier: 'Pos Laju',
      trackingNumber: 'EP102938475MY',
      shippedDaysAgo: 19,
      deliveredDaysAgo: 17,
    },
  },
  {
    id: 'ORD-2024-001234568',
    userId: 'user-buyer-demo',
    status: 'shipped',
    placedDaysAgo: 3,
    items: [
      { productId: 'food-amplang', quantity: 2 },
      { productId: 'food-sambal', quantity: 1 },
    ],
    paymentMethod: 'fpx',
    sellerOrders: [
      { id: 'SO-2024-0000103', merchantId: 'nelayan-labuan', status: 'shipped' },
      { id: 'SO-2024-0000104', merchantId: 'dapur-mak-cik', status: 'shipped' },
    ],
    shipment: { status: 'in_transit', carrier: 'Pos Laju', trackingNumber: 'EP564738291MY', shippedDaysAgo: 2 },
  },
  {
    id: 'ORD-2024-001234569',
    userId: 'user-buyer-demo',
    status: 'processing',
    placedDaysAgo: 1,
    items: [
      { productId: 'clothing-batik', quantity: 1 },
      { productId: 'elec-lantern', quantity: 1 },
    ],
    paymentMethod: 'ewallet',
    sellerOrders: [
      { id: 'SO-2024-0000105', merchantId: 'tenun-borneo', status: 'processing' },
      { id: 'SO-2024-0000106', merchantId: 'kedai-serbaneka', status: 'processing' },
    ],
  },
  {
    id: 'ORD-2024-000000101',
    userId: 'user-nurul',
    status: 'pending',
    placedDaysAgo: 0,
    items: [{ productId: 'veg-kangkung', quantity: 3 }],
    paymentMethod: 'card',
    cardLast4: '1881',
    sellerOrders: [
      { id: 'ORD-001', merchantId: 'kebun-hijau', status: 'pending', notes: 'Please leave at the guard house.' },
    ],
  },
  {
    id: 'ORD-2024-000000102',
    userId: 'user-jason',
    status: 'processing',
    placedDaysAgo: 2,
    items: [{ productId: 'food-madu', quantity: 1 }],
    paymentMethod: 'fpx',
    sellerOrders: [{ id: 'ORD-002', merchantId: 'kebun-hijau', status: 'processing' }],
  },
  {
    id: 'ORD-2024-000000103',
    userId: 'user-siti',
    status: 'shipped',
    placedDaysAgo: 4,
    items: [{ productId: 'veg-sawi', quantity: 4 }],
    paymentMethod: 'card',
    cardLast4: '5100',
    sellerOrders: [{ id: 'ORD-003', merchantId: 'kebun-hijau', status: 'shipped' }],
    shipment: { status: 'in_transit', carrier: 'Pos Laju', trackingNumber: 'EP883344556MY', shippedDaysAgo: 3 },
  },
  {
    id: 'ORD-2024-000000104',
    userId: 'user-rajesh',
    status: 'delivered',
    placedDaysAgo: 10,
    items: [{ productId: 'veg-terung', quantity: 2 }],
    paymentMethod: 'ewallet',
    sellerOrders: [{ id: 'ORD-004', merchantId: 'kebun-hijau', status: 'completed' }],
    shipment: {
      status: 'delivered',
      carrier: 'J&T Express',
      trackingNumber: 'JT630012458812',
      shippedDaysAgo: 9,
      deliveredDaysAgo: 8,
    },
  },
  {
    id: 'ORD-2024-000000105',
    userId: 'user-mary',
    status: 'cancelled',
    placedDaysAgo: 6,
    items: [{ productId: 'veg-cili', quantity: 3 }],
    paymentMethod: 'card',
    cardLast4: '0005',
    sellerOrders: [
      { id: 'ORD-005', merchantId: 'kebun-hijau', status: 'cancelled', notes: 'Customer asked to cancel.' },
    ],
  },
];

/**
 * The purchases behind the demo reviews (src/data/demo/catalogue.ts): each reviewer's delivered order holding
 * the products they reviewed, delivered before the first of those reviews. They are older than the orders
 * above, so the demo buyer's three recent orders and the demo merchant's ORD-001 to ORD-005 stay the newest;
 * the demo merchant's seller orders among them continue its numbering (ORD-006 to ORD-011). Paid by card or
 * FPX, so the demo wallets are unchanged; in small quantities, so Sawi stays the most sold product.
 */
/**
 * A delivered order, as every order behind a review is: single units unless a quantity is named, each merchant's
 * seller order completed, shipped and delivered the given days ago.
 */
function deliveredOrder(order: {
  id: string;
  userId: string;
  placedDaysAgo: number;
  products: (string | [productId: string, quantity: number])[];
  paid: 'fpx' | { card: string };
  /** The seller order id of each merchant in the order. */
  sellerOrders: Record<string, string>;
  shipped: [carrier: string, trackingNumber: string, shippedDaysAgo: number, deliveredDaysAgo: number];
}): DemoOrder {
  const [carrier, trackingNumber, shippedDaysAgo, deliveredDaysAgo] = order.shipped;
  return {
    id: order.id,
    userId: order.userId,
    status: 'delivered',
    placedDaysAgo: order.placedDaysAgo,
    items: order.products.map((product) =>
      typeof product === 'string'
        ? { productId: product, quantity: 1 }
        : { productId: product[0], quantity: product[1] },
    ),
    ...(order.paid === 'fpx' ? { paymentMethod: 'fpx' } : { paymentMethod: 'card', cardLast4: order.paid.card }),
    sellerOrders: Object.entries(order.sellerOrders).map(([merchantId, id]) => ({
      id,
      merchantId,
      status: 'completed',
    })),
    shipment: { status: 'delivered', carrier, trackingNumber, shippedDaysAgo, deliveredDaysAgo },
  };
}

export const DEMO_REVIEW_ORDERS: DemoOrder[] = [
  deliveredOrder({
    id: 'ORD-2024-000000091',
    userId: 'user-nurul',
    placedDaysAgo: 13,
    products: ['veg-kangkung', 'fish-udang', 'meat-lembu'],
    paid: { card: '1881' },
    sellerOrders: {
      'kebun-hijau': 'ORD-006',
      'nelayan-labuan': 'SO-2024-0000091',
      'halal-meat-corner': 'SO-2024-0000092',
    },
    shipped: ['Pos Laju', 'EP220915734MY', 12, 11],
  }),
  deliveredOrder({
    id: 'ORD-2024-000000092',
    userId: 'user-jason',
    placedDaysAgo: 24,
    products: ['veg-kangkung', 'food-madu', 'food-amplang'],
    paid: 'fpx',
    sellerOrders: { 'kebun-hijau': 'ORD-007', 'nelayan-labuan': 'SO-2024-0000093' },
    shipped: ['J&T Express', 'JT630011872405', 23, 21],
  }),
  deliveredOrder({
    id: 'ORD-2024-000000093',
    userId: 'user-siti',
    placedDaysAgo: 10,
    products: [['veg-sawi', 2], 'fish-sotong', 'meat-ayam'],
    paid: { card: '5100' },
    sellerOrders: {
      'kebun-hijau': 'ORD-008',
      'nelayan-labuan': 'SO-2024-0000094',
      'halal-meat-corner': 'SO-2024-0000095',
    },
    shipped: ['Pos Laju', 'EP220981146MY', 9, 8],
  }),
  deliveredOrder({
    id: 'ORD-2024-000000094',
    userId: 'user-siti',
    placedDaysAgo: 27,
    products: ['clothing-batik'],
    paid: 'fpx',
    sellerOrders: { 'tenun-borneo': 'SO-2024-0000096' },
    shipped: ['Pos Laju', 'EP219874410MY', 26, 24],
  }),
  deliveredOrder({
    id: 'ORD-2024-000000095',
    userId: 'user-rajesh',
    placedDaysAgo: 12,
    products: [['veg-cili', 2], 'fish-udang'],
    paid: 'fpx',
    sellerOrders: { 'kebun-hijau': 'ORD-009', 'nelayan-labuan': 'SO-2024-0000097' },
    shipped: ['J&T Express', 'JT630012107736', 11, 10],
  }),
  deliveredOrder({
    id: 'ORD-2024-000000096',
    userId: 'user-rajesh',
    placedDaysAgo: 20,
    products: [['food-sambal', 2], 'elec-lantern'],
    paid: { card: '3349' },
    sellerOrders: { 'dapur-mak-cik': 'SO-2024-0000098', 'kedai-serbaneka': 'SO-2024-0000099' },
    shipped: ['Pos Laju', 'EP220377158MY', 19, 17],
  }),
  deliveredOrder({
    id: 'ORD-2024-000000097',
    userId: 'user-mary',
    placedDaysAgo: 13,
    products: [['veg-terung', 2], 'fish-kerapu'],
    paid: { card: '0005' },
    sellerOrders: { 'kebun-hijau': 'ORD-010', 'nelayan-labuan': 'SO-2024-0000089' },
    shipped: ['Pos Laju', 'EP220902583MY', 12, 10],
  }),
  deliveredOrder({
    id: 'ORD-2024-000000098',
    userId: 'user-mary',
    placedDaysAgo: 45,
    products: ['food-amplang', 'home-tikar'],
    paid: 'fpx',
    sellerOrders: { 'nelayan-labuan': 'SO-2024-0000087', 'kedai-serbaneka': 'SO-2024-0000088' },
    shipped: ['J&T Express', 'JT630009815327', 44, 42],
  }),
  deliveredOrder({
    id: 'ORD-2024-000000099',
    userId: 'user-buyer-demo',
    placedDaysAgo: 35,
    products: ['food-madu', 'fish-ketam', 'food-sambal'],
    paid: { card: '4242' },
    sellerOrders: { 'kebun-hijau': 'ORD-011', 'nelayan-labuan': 'SO-2024-0000085', 'dapur-mak-cik': 'SO-2024-0000086' },
    shipped: ['Pos Laju', 'EP219650094MY', 34, 32],
  }),
];

/** Every demo order. */
export const DEMO_ORDERS: DemoOrder[] = [...RECENT_ORDERS, ...DEMO_REVIEW_ORDERS];
