/**
 * The demo orders: the demo buyer's three recent ones (delivered, in transit, processing), the five orders
 * other shoppers placed with the demo merchant (its seller orders ORD-001 to ORD-005), and the older delivered
 * orders the demo reviews were written from (DEMO_REVIEW_ORDERS), so that every review on the shop comes from a
 * purchase.
 */

export type BuyerStatus = 'pending' | 'confirmed' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
export type SellerStatus = 'pending' | 'processing' | 'shipped' | 'completed' | 'cancelled';

export interface DemoOrder {
  id: string;
  userId: string;
  status: BuyerStatus;
  placedDaysAgo: number;
  items: { productId: string; quantity: number }[];
  paymentMethod: 'card' | 'fpx' | 'ewallet';
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
export const DEMO_REVIEW_ORDERS: DemoOrder[] = [
  {
    id: 'ORD-2024-000000091',
    userId: 'user-nurul',
    status: 'delivered',
    placedDaysAgo: 13,
    items: [
      { productId: 'veg-kangkung', quantity: 1 },
      { productId: 'fish-udang', quantity: 1 },
      { productId: 'meat-lembu', quantity: 1 },
    ],
    paymentMethod: 'card',
    cardLast4: '1881',
    sellerOrders: [
      { id: 'ORD-006', merchantId: 'kebun-hijau', status: 'completed' },
      { id: 'SO-2024-0000091', merchantId: 'nelayan-labuan', status: 'completed' },
      { id: 'SO-2024-0000092', merchantId: 'halal-meat-corner', status: 'completed' },
    ],
    shipment: {
      status: 'delivered',
      carrier: 'Pos Laju',
      trackingNumber: 'EP220915734MY',
      shippedDaysAgo: 12,
      deliveredDaysAgo: 11,
    },
  },
  {
    id: 'ORD-2024-000000092',
    userId: 'user-jason',
    status: 'delivered',
    placedDaysAgo: 24,
    items: [
      { productId: 'veg-kangkung', quantity: 1 },
      { productId: 'food-madu', quantity: 1 },
      { productId: 'food-amplang', quantity: 1 },
    ],
    paymentMethod: 'fpx',
    sellerOrders: [
      { id: 'ORD-007', merchantId: 'kebun-hijau', status: 'completed' },
      { id: 'SO-2024-0000093', merchantId: 'nelayan-labuan', status: 'completed' },
    ],
    shipment: {
      status: 'delivered',
      carrier: 'J&T Express',
      trackingNumber: 'JT630011872405',
      shippedDaysAgo: 23,
      deliveredDaysAgo: 21,
    },
  },
  {
    id: 'ORD-2024-000000093',
    userId: 'user-siti',
    status: 'delivered',
    placedDaysAgo: 10,
    items: [
      { productId: 'veg-sawi', quantity: 2 },
      { productId: 'fish-sotong', quantity: 1 },
      { productId: 'meat-ayam', quantity: 1 },
    ],
    paymentMethod: 'card',
    cardLast4: '5100',
    sellerOrders: [
      { id: 'ORD-008', merchantId: 'kebun-hijau', status: 'completed' },
      { id: 'SO-2024-0000094', merchantId: 'nelayan-labuan', status: 'completed' },
      { id: 'SO-2024-0000095', merchantId: 'halal-meat-corner', status: 'completed' },
    ],
    shipment: {
      status: 'delivered',
      carrier: 'Pos Laju',
      trackingNumber: 'EP220981146MY',
      shippedDaysAgo: 9,
      deliveredDaysAgo: 8,
    },
  },
  {
    id: 'ORD-2024-000000094',
    userId: 'user-siti',
    status: 'delivered',
    placedDaysAgo: 27,
    items: [{ productId: 'clothing-batik', quantity: 1 }],
    paymentMethod: 'fpx',
    sellerOrders: [{ id: 'SO-2024-0000096', merchantId: 'tenun-borneo', status: 'completed' }],
    shipment: {
      status: 'delivered',
      carrier: 'Pos Laju',
      trackingNumber: 'EP219874410MY',
      shippedDaysAgo: 26,
      deliveredDaysAgo: 24,
    },
  },
  {
    id: 'ORD-2024-000000095',
    userId: 'user-rajesh',
    status: 'delivered',
    placedDaysAgo: 12,
    items: [
      { productId: 'veg-cili', quantity: 2 },
      { productId: 'fish-udang', quantity: 1 },
    ],
    paymentMethod: 'fpx',
    sellerOrders: [
      { id: 'ORD-009', merchantId: 'kebun-hijau', status: 'completed' },
      { id: 'SO-2024-0000097', merchantId: 'nelayan-labuan', status: 'completed' },
    ],
    shipment: {
      status: 'delivered',
      carrier: 'J&T Express',
      trackingNumber: 'JT630012107736',
      shippedDaysAgo: 11,
      deliveredDaysAgo: 10,
    },
  },
  {
    id: 'ORD-2024-000000096',
    userId: 'user-rajesh',
    status: 'delivered',
    placedDaysAgo: 20,
    items: [
      { productId: 'food-sambal', quantity: 2 },
      { productId: 'elec-lantern', quantity: 1 },
    ],
    paymentMethod: 'card',
    cardLast4: '3349',
    sellerOrders: [
      { id: 'SO-2024-0000098', merchantId: 'dapur-mak-cik', status: 'completed' },
      { id: 'SO-2024-0000099', merchantId: 'kedai-serbaneka', status: 'completed' },
    ],
    shipment: {
      status: 'delivered',
      carrier: 'Pos Laju',
      trackingNumber: 'EP220377158MY',
      shippedDaysAgo: 19,
      deliveredDaysAgo: 17,
    },
  },
  {
    id: 'ORD-2024-000000097',
    userId: 'user-mary',
    status: 'delivered',
    placedDaysAgo: 13,
    items: [
      { productId: 'veg-terung', quantity: 2 },
      { productId: 'fish-kerapu', quantity: 1 },
    ],
    paymentMethod: 'card',
    cardLast4: '0005',
    sellerOrders: [
      { id: 'ORD-010', merchantId: 'kebun-hijau', status: 'completed' },
      { id: 'SO-2024-0000089', merchantId: 'nelayan-labuan', status: 'completed' },
    ],
    shipment: {
      status: 'delivered',
      carrier: 'Pos Laju',
      trackingNumber: 'EP220902583MY',
      shippedDaysAgo: 12,
      deliveredDaysAgo: 10,
    },
  },
  {
    id: 'ORD-2024-000000098',
    userId: 'user-mary',
    status: 'delivered',
    placedDaysAgo: 45,
    items: [
      { productId: 'food-amplang', quantity: 1 },
      { productId: 'home-tikar', quantity: 1 },
    ],
    paymentMethod: 'fpx',
    sellerOrders: [
      { id: 'SO-2024-0000087', merchantId: 'nelayan-labuan', status: 'completed' },
      { id: 'SO-2024-0000088', merchantId: 'kedai-serbaneka', status: 'completed' },
    ],
    shipment: {
      status: 'delivered',
      carrier: 'J&T Express',
      trackingNumber: 'JT630009815327',
      shippedDaysAgo: 44,
      deliveredDaysAgo: 42,
    },
  },
  {
    id: 'ORD-2024-000000099',
    userId: 'user-buyer-demo',
    status: 'delivered',
    placedDaysAgo: 35,
    items: [
      { productId: 'food-madu', quantity: 1 },
      { productId: 'fish-ketam', quantity: 1 },
      { productId: 'food-sambal', quantity: 1 },
    ],
    paymentMethod: 'card',
    cardLast4: '4242',
    sellerOrders: [
      { id: 'ORD-011', merchantId: 'kebun-hijau', status: 'completed' },
      { id: 'SO-2024-0000085', merchantId: 'nelayan-labuan', status: 'completed' },
      { id: 'SO-2024-0000086', merchantId: 'dapur-mak-cik', status: 'completed' },
    ],
    shipment: {
      status: 'delivered',
      carrier: 'Pos Laju',
      trackingNumber: 'EP219650094MY',
      shippedDaysAgo: 34,
      deliveredDaysAgo: 32,
    },
  },
];

/** Every demo order. */
export const DEMO_ORDERS: DemoOrder[] = [...RECENT_ORDERS, ...DEMO_REVIEW_ORDERS];
