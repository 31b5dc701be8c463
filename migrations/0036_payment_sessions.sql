-- Payments through a provider's hosted page (or cash on delivery), confirmed by signed webhook events.
--
-- A payment row is one attempt to pay an order: a provider's hosted session (Stripe's Checkout Session, or the
-- local sandbox's stand-in for it), or the cash a buyer will hand over. A failed or abandoned attempt is followed
-- by a new row for the same order while its stock is held. The old rows were simulated card payments and stay as
-- they are (provider 'simulated'). The table is made again because its CHECKs name the methods and states.
CREATE TABLE payments_new (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders (id),
  user_id TEXT NOT NULL REFERENCES users (id),
  amount_sen INTEGER NOT NULL CHECK (amount_sen >= 0),
  currency TEXT NOT NULL DEFAULT 'MYR',
  method TEXT NOT NULL CHECK (method IN ('card', 'fpx', 'ewallet', 'grabpay', 'cod')),
  card_last4 TEXT CHECK (card_last4 IS NULL OR (length(card_last4) = 4 AND card_last4 NOT GLOB '*[^0-9]*')),
  status TEXT NOT NULL CHECK (status IN ('pending', 'completed', 'failed', 'expired', 'refunded')),
  -- The provider's id of the attempt: a Checkout Session id (cs_...), or the order's cash id.
  external_transaction_id TEXT NOT NULL,
  processed_at TEXT NOT NULL,
  provider TEXT NOT NULL DEFAULT 'simulated' CHECK (provider IN ('simulated', 'sandbox', 'stripe', 'cash')),
  -- Where the buyer pays this attempt (the hosted page); NULL for cash and old rows.
  checkout_url TEXT,
  -- The provider's payment once paid (Stripe's PaymentIntent), which refunds name.
  payment_intent TEXT
);
INSERT INTO payments_new (id, order_id, user_id, amount_sen, currency, method, card_last4, status,
  external_transaction_id, processed_at)
SELECT id, order_id, user_id, amount_sen, currency, method, card_last4, status, external_transaction_id, processed_at
FROM payments;
DROP TABLE payments;
ALTER TABLE payments_new RENAME TO payments;
CREATE INDEX payments_order ON payments (order_id);
-- A provider event finds its attempt by the session id.
CREATE INDEX payments_session ON payments (external_transaction_id);

-- Each provider event applied once: its id is written in the same transaction as its effect, so a replayed event
-- (the provider retries until answered, and may send one twice) finds its id and changes nothing.
CREATE TABLE payment_events (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  order_id TEXT,
  -- What the event did: 'applied', 'ignored' (nothing left to change: late, or out of order), or 'refused'
  -- (an amount or currency that is not the order's, flagged to the administrators).
  outcome TEXT NOT NULL CHECK (outcome IN ('applied', 'ignored', 'refused')),
  received_at TEXT NOT NULL
);
CREATE INDEX payment_events_order ON payment_events (order_id) WHERE order_id IS NOT NULL;

-- The schedule's round of holds that ended: an order awaiting payment, or whose last attempt failed, keeps its
-- stock until payment_expires_at (0035's index serves the awaiting ones only).
CREATE INDEX orders_payment_hold ON orders (payment_expires_at)
  WHERE payment_status IN ('awaiting', 'failed') AND payment_expires_at IS NOT NULL;
