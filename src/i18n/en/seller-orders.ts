/**
 * Order Management (English, the spec's): the order list and its island, the status dialog, the order page and
 * its printable invoice and label. Island texts are plain strings with values in braces (src/i18n/fill.ts); the
 * pages' texts that take values are functions.
 */
import { SELLER_STATUS_LABELS, paymentMethodLabel } from '../../lib/orders';
import { SELLER_ORDER_REFUSALS } from '../../lib/seller-orders';
import { ANSWER_REFUSALS, textsOf } from '../../lib/refusals';
import { refusals } from './refusals';
import { tracking } from './tracking';

/**
 * The status dialog's words, and the texts of the refusals it may be given (codes of src/lib/refusals.ts; the
 * dialog says `{status}`, `{from}`, `{to}` as its status labels in lower case, as in a sentence).
 */
const dialog = {
  cancelTitle: 'Cancel Order',
  updateTitle: 'Update Order Status',
  cancelText: 'Cancel order {id}? Its items go back into stock and the customer is told.',
  currentText: 'Order {id} is {status}.',
  newStatus: 'New status',
  selectStatus: 'Select new status',
  carrier: 'Carrier',
  selectCarrier: 'Select carrier',
  trackingNumber: 'Tracking number',
  trackingHint: '8 to 30 letters and digits, as printed on the label.',
  note: 'Note (optional)',
  notePlaceholder: 'Add a note about this status change...',
  keepOrder: 'Keep Order',
  cancel: 'Cancel',
  saving: 'Saving…',
  confirm: 'Confirm',
  checkFields: 'Please check the fields and try again.',
  /** The status change's refusals, and the server's answers any form may meet (codes, src/lib/refusals.ts). */
  refusals: textsOf(refusals, [...SELLER_ORDER_REFUSALS, ...ANSWER_REFUSALS]),
};

export const sellerOrders = {
  /** A seller order's status, by its stored value (src/lib/orders.ts holds the statuses and their tones). */
  statuses: SELLER_STATUS_LABELS,
  title: 'Order Management',
  description: 'Track and manage your customer orders',
  /** Order Management's header buttons (an island's props). */
  header: {
    exportOrders: 'Export Orders',
    printReport: 'Print Report',
  },
  /** The order list island's texts. */
  list: {
    totalOrders: 'Total Orders',
    totalRevenue: 'Total Revenue',
    pendingOrders: 'Pending Orders',
    shippedOrders: 'Shipped Orders',
    ordersTrend: '+12% this month',
    revenueTrend: '+8.5% this month',
    requiresAttention: 'Requires attention',
    inTransit: 'In transit',
    searchLabel: 'Search orders',
    searchPlaceholder: 'Search orders by ID, customer name, email, or product...',
    statusLabel: 'Filter by status',
    dateLabel: 'Filter by date',
    allStatus: 'All Status',
    dates: {
      all: 'All Time',
      today: 'Today',
      week: 'This Week',
      month: 'This Month',
    },
    apply: 'Apply',
    heading: 'Orders ({count})',
    countOf: '{count} of {total} orders',
    searchedNewest: 'Searched your newest {count} orders. Type 3 or more characters to search them all.',
    emptyTitle: 'No orders found',
    emptyNone: 'Your orders will show here as soon as a buyer orders one of your products.',
    emptyFiltered: 'Try another search or filter.',
    clearFilters: 'Clear Filters',
    more: ' + {count} more',
    tracking: 'Tracking: {number}',
    quantity: 'Qty: {count}',
    view: 'View',
    viewOrder: ' order {id}',
    rowLabel: 'order {id}',
    viewDetails: 'View Details',
    updateStatus: 'Update Status',
    contactCustomer: 'Contact Customer',
    generateInvoice: 'Generate Invoice',
    printLabel: 'Print Label',
    cancelOrder: 'Cancel Order',
    updated: 'Order {id} is now {status}.',
    backInStock: ' Its items are back in stock.',
  },
  dialog,
  /** The order page's Update Status button (an island's props). */
  detailActions: {
    updateStatus: 'Update Status',
    final: 'This order can no longer change status.',
  },
  /** The order page. */
  detail: {
    title: 'Order Details',
    description: (id: string) => `Order ${id}`,
    notFoundTitle: 'Order Not Found',
    notFound: (id: string) => `Order ${id} not found.`,
    backToOrders: 'Back to Orders',
    print: 'Print',
    toOrders: '← Back to Orders',
    statusUpdated: (status: string) => `Status updated to ${status}.`,
    placedOn: (date: string) => `Order placed on ${date}`,
    customer: 'Customer Information',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    shippingAddress: 'Shipping Address',
    products: 'Product Details',
    quantity: (count: number) => `Quantity: ${count}`,
    backordered: (count: number) => `${count} on backorder: ship when restocked`,
    each: (price: string) => `${price} each`,
    payment: 'Payment Details',
    method: 'Method',
    paymentMethod: paymentMethodLabel,
    paymentState: 'Payment',
    /** The order's payment state (orders.payment_status): the words the buyer reads on tracking. */
    paymentStates: tracking.orderPayment.states,
    unpaidNote: 'Not paid yet: prepare and ship it once the payment is confirmed.',
    cashDue: 'Cash on delivery: collect the cash when you deliver.',
    cashCollected: (date: string) => `Cash collected on ${date}`,
    markCashCollected: 'Mark Cash Collected',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    totalPaid: 'Total paid',
    shippingInfo: 'Shipping Information',
    carrier: 'Carrier',
    trackingNumber: 'Tracking Number',
    estimatedDelivery: 'Estimated Delivery',
    tbd: 'TBD',
    actualDelivery: 'Actual Delivery',
    notes: 'Order Notes',
    history: 'Order History',
  },
  /** The printable invoice and packing slip, and the shipping label. */
  print: {
    labelTitle: (id: string) => `Shipping Label ${id}`,
    invoiceTitle: (id: string) => `Invoice ${id}`,
    backToOrder: '← Back to Order',
    print: 'Print',
    shipTo: 'Ship to',
    from: 'From',
    order: 'Order',
    items: 'Items',
    tracking: 'Tracking',
    heading: 'Invoice & Packing Slip',
    orderLabel: 'Order ',
    placedOn: (date: string) => `Placed on ${date}`,
    status: (status: string) => `Status: ${status}`,
    billTo: 'Bill to',
    itemsOf: (id: string) => `Items of order ${id}`,
    item: 'Item',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
    paidBy: (method: string) => `Paid by ${method}.`,
    shippedWith: (carrier: string | null, number: string) =>
      ` Shipped with ${carrier ?? 'carrier'}, tracking number ${number}.`,
    note: 'Note: ',
    thanks: (store: string) => `Thank you for shopping with ${store}.`,
  },
};
