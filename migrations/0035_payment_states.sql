-- Money for real: the shape both the payment flow and the merchants' ledger read.
--
-- How the buyer pays an order and where that payment stands. Orders placed before this were paid through the old
-- simulated card form and count as paid by card.
ALTER TABLE orders ADD COLUMN payment_method TEXT NOT NULL DEFAULT 'card'
  CHECK (payment_method IN ('card', 'fpx', 'grabpay', 'cod'));
ALTER TABLE orders ADD COLUMN payment_status TEXT NOT NULL DEFAULT 'paid'
  CHECK (payment_status IN ('awaiting', 'paid', 'failed', 'expired', 'partly_refunded', 'refunded'));
-- Until when an order awaiting a provider's payment holds its stock; NULL for cash, once settled, and for older orders.
ALTER TABLE orders ADD COLUMN payment_expires_at TEXT;
CREATE INDEX orders_payment_expiry ON orders (payment_expires_at)
  WHERE payment_status = 'awaiting' AND payment_expires_at IS NOT NULL;

-- Cash on delivery is collected by each merchant for its own part of the order.
ALTER TABLE seller_orders ADD COLUMN cash_collected_at TEXT;
-- The market's commission on a seller order, kept with it as the tax rule is: the platform's rate is a setting a
-- deployment may change, and a merchant's statement must go on saying what was charged on the day.
ALTER TABLE seller_orders ADD COLUMN commission_basis_points INTEGER NOT NULL DEFAULT 500
  CHECK (commission_basis_points BETWEEN 0 AND 10000);

-- A refund of one merchant's share of a paid order, made when that merchant cancels its seller order: at most one
-- per seller order, so a cancellation sent twice refunds once. Pending until the provider confirms it; a failed
-- attempt is retried by the schedule.
CREATE TABLE refunds (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders (id),
  seller_order_id TEXT NOT NULL UNIQUE REFERENCES seller_orders (id),
  amount_sen INTEGER NOT NULL CHECK (amount_sen > 0),
  currency TEXT NOT NULL DEFAULT 'MYR' CHECK (currency = 'MYR'),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
  provider_refund_id TEXT,
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  last_error TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX refunds_order ON refunds (order_id);
CREATE INDEX refunds_unsettled ON refunds (status, updated_at) WHERE status <> 'succeeded';
