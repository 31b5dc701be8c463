/**
 * The demo orders: the demo buyer's three (delivered, in transit, processing) and the five orders other
 * shoppers placed with the demo merchant (its seller orders ORD-001 to ORD-005).
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

export const DEMO_ORDERS: DemoOrder[] = [
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
