-- The merchants' ledger: what each seller order brought in, what the market kept, what went back to the buyer, and
-- what the market has paid out. The rules (src/lib/ledger.ts says them once more, for the pages and the tests):
--
-- * A seller order counts when its money has arrived: paid to the market through the provider (the order's payment
--   is paid, partly refunded or refunded, by any method but cash), or collected in cash by the merchant (cash on
--   delivery with cash_collected_at set). It counts on the day the money arrived: the order's placing for the
--   provider (the hosted page is paid within the payment's hold), the cash's collection for cash; in the week
--   (Monday to Sunday, Malaysia time, UTC+8) of that day.
-- * gross: what the buyer paid for the merchant's part: its goods, its shipping share and its tax share (the merchant
--   ships and is the seller of record, so both pass to it).
-- * commission: the seller order's own rate (commission_basis_points, kept with it at ordering) of its goods, less
--   what was refunded, never below nothing, rounded half up to the sen. Shipping and tax carry no commission.
-- * refunds: the seller order's succeeded refund.
-- * net = gross - commission - refunds.
-- * What the market owes the merchant (the balance) = the nets of seller orders the market collected, less the
--   commission (and any refund the market made) on cash the merchant collected, less the payouts recorded.
--
-- The lines and the weekly sums are kept by triggers in the statement that changes what they are made from (a
-- payment's state, the cash collected, a refund, a payout), so a balance reads a merchant's few weekly rows, never
-- its orders.

-- What the administrator paid a merchant: the amount, the bank's reference, and the day it was paid (a calendar
-- day in Malaysia).
CREATE TABLE payouts (
  id TEXT PRIMARY KEY,
  merchant_id TEXT NOT NULL REFERENCES merchants (id),
  amount_sen INTEGER NOT NULL CHECK (amount_sen > 0),
  bank_reference TEXT NOT NULL CHECK (length(trim(bank_reference)) BETWEEN 1 AND 60),
  paid_on TEXT NOT NULL CHECK (paid_on GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]' AND date(paid_on) = paid_on),
  recorded_by TEXT NOT NULL REFERENCES users (id),
  created_at TEXT NOT NULL
);
CREATE INDEX payouts_merchant ON payouts (merchant_id, paid_on, created_at);

-- Every seller order that counts, as one line of its merchant's ledger, made from the rows it is read from.
CREATE VIEW ledger_lines AS
SELECT
  seller_order_id,
  merchant_id,
  order_id,
  collected_by,
  counted_at,
  date(counted_at, '+8 hours', 'weekday 0', '-6 days') AS week_start,
  gross_sen,
  (MAX(0, goods_sen - refund_sen) * commission_basis_points + 5000) / 10000 AS commission_sen,
  refund_sen,
  gross_sen - (MAX(0, goods_sen - refund_sen) * commission_basis_points + 5000) / 10000 - refund_sen AS net_sen
FROM (
  SELECT
    so.id AS seller_order_id,
    so.merchant_id,
    so.order_id,
    CASE WHEN o.payment_method = 'cod' THEN 'merchant' ELSE 'market' END AS collected_by,
    CASE WHEN o.payment_method = 'cod' THEN so.cash_collected_at ELSE o.created_at END AS counted_at,
    so.total_sen + COALESCE(so.tax_sen, 0) AS gross_sen,
    so.subtotal_sen AS goods_sen,
    so.commission_basis_points,
    COALESCE(r.amount_sen, 0) AS refund_sen
  FROM seller_orders so
  JOIN orders o ON o.id = so.order_id
  LEFT JOIN refunds r ON r.seller_order_id = so.id AND r.status = 'succeeded'
  WHERE (o.payment_method <> 'cod' AND o.payment_status IN ('paid', 'partly_refunded', 'refunded'))
     OR (o.payment_method = 'cod' AND so.cash_collected_at IS NOT NULL)
);

-- The lines, kept: the seller orders of a merchant's week are read from here by its index.
CREATE TABLE ledger_entries (
  seller_order_id TEXT PRIMARY KEY,
  merchant_id TEXT NOT NULL,
  order_id TEXT NOT NULL,
  collected_by TEXT NOT NULL CHECK (collected_by IN ('market', 'merchant')),
  counted_at TEXT NOT NULL,
  week_start TEXT NOT NULL,
  gross_sen INTEGER NOT NULL,
  commission_sen INTEGER NOT NULL,
  refund_sen INTEGER NOT NULL,
  net_sen INTEGER NOT NULL
);
CREATE INDEX ledger_entries_week ON ledger_entries (merchant_id, week_start, counted_at, seller_order_id);
CREATE INDEX ledger_entries_order ON ledger_entries (order_id);

-- Each merchant's weeks: the sums of its lines (cash collected is the gross of the lines the merchant collected),
-- and its payouts.
CREATE TABLE ledger_weeks (
  merchant_id TEXT NOT NULL,
  week_start TEXT NOT NULL,
  orders INTEGER NOT NULL DEFAULT 0,
  gross_sen INTEGER NOT NULL DEFAULT 0,
  commission_sen INTEGER NOT NULL DEFAULT 0,
  refunds_sen INTEGER NOT NULL DEFAULT 0,
  net_sen INTEGER NOT NULL DEFAULT 0,
  cash_orders INTEGER NOT NULL DEFAULT 0,
  cash_collected_sen INTEGER NOT NULL DEFAULT 0,
  payouts INTEGER NOT NULL DEFAULT 0,
  payouts_sen INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, week_start)
);

CREATE TRIGGER ledger_entries_week_add AFTER INSERT ON ledger_entries
BEGIN
  INSERT INTO ledger_weeks (merchant_id, week_start, orders, gross_sen, commission_sen, refunds_sen, net_sen,
    cash_orders, cash_collected_sen)
  VALUES (NEW.merchant_id, NEW.week_start, 1, NEW.gross_sen, NEW.commission_sen, NEW.refund_sen, NEW.net_sen,
    NEW.collected_by = 'merchant', CASE WHEN NEW.collected_by = 'merchant' THEN NEW.gross_sen ELSE 0 END)
  ON CONFLICT (merchant_id, week_start) DO UPDATE SET
    orders = orders + 1,
    gross_sen = gross_sen + excluded.gross_sen,
    commission_sen = commission_sen + excluded.commission_sen,
    refunds_sen = refunds_sen + excluded.refunds_sen,
    net_sen = net_sen + excluded.net_sen,
    cash_orders = cash_orders + excluded.cash_orders,
    cash_collected_sen = cash_collected_sen + excluded.cash_collected_sen;
END;

CREATE TRIGGER ledger_entries_week_remove AFTER DELETE ON ledger_entries
BEGIN
  UPDATE ledger_weeks SET
    orders = orders - 1,
    gross_sen = gross_sen - OLD.gross_sen,
    commission_sen = commission_sen - OLD.commission_sen,
    refunds_sen = refunds_sen - OLD.refund_sen,
    net_sen = net_sen - OLD.net_sen,
    cash_orders = cash_orders - (OLD.collected_by = 'merchant'),
    cash_collected_sen = cash_collected_sen - CASE WHEN OLD.collected_by = 'merchant' THEN OLD.gross_sen ELSE 0 END
  WHERE merchant_id = OLD.merchant_id AND week_start = OLD.week_start;
END;

CREATE TRIGGER payouts_week_add AFTER INSERT ON payouts
BEGIN
  INSERT INTO ledger_weeks (merchant_id, week_start, payouts, payouts_sen)
  VALUES (NEW.merchant_id, date(NEW.paid_on, 'weekday 0', '-6 days'), 1, NEW.amount_sen)
  ON CONFLICT (merchant_id, week_start) DO UPDATE SET
    payouts = payouts + 1,
    payouts_sen = payouts_sen + excluded.payouts_sen;
END;

CREATE TRIGGER payouts_week_remove AFTER DELETE ON payouts
BEGIN
  UPDATE ledger_weeks SET payouts = payouts - 1, payouts_sen = payouts_sen - OLD.amount_sen
  WHERE merchant_id = OLD.merchant_id AND week_start = date(OLD.paid_on, 'weekday 0', '-6 days');
END;

-- A payout is a record of money sent: corrected by a new record, never rewritten.
CREATE TRIGGER payouts_kept BEFORE UPDATE ON payouts
BEGIN
  SELECT RAISE(ABORT, 'a payout is never changed');
END;

-- What a line is made from changing: the line made again.
CREATE TRIGGER seller_orders_ledger_insert AFTER INSERT ON seller_orders
BEGIN
  INSERT INTO ledger_entries SELECT * FROM ledger_lines WHERE seller_order_id = NEW.id;
END;

CREATE TRIGGER seller_orders_ledger_update
AFTER UPDATE OF order_id, merchant_id, subtotal_sen, shipping_sen, total_sen, tax_sen, cash_collected_at,
  commission_basis_points ON seller_orders
BEGIN
  DELETE FROM ledger_entries WHERE seller_order_id = OLD.id;
  INSERT INTO ledger_entries SELECT * FROM ledger_lines WHERE seller_order_id = NEW.id;
END;

CREATE TRIGGER seller_orders_ledger_delete AFTER DELETE ON seller_orders
BEGIN
  DELETE FROM ledger_entries WHERE seller_order_id = OLD.id;
END;

CREATE TRIGGER orders_ledger_update AFTER UPDATE OF payment_method, payment_status, created_at ON orders
BEGIN
  DELETE FROM ledger_entries WHERE order_id = NEW.id;
  INSERT INTO ledger_entries SELECT * FROM ledger_lines WHERE order_id = NEW.id;
END;

CREATE TRIGGER refunds_ledger_insert AFTER INSERT ON refunds
BEGIN
  DELETE FROM ledger_entries WHERE seller_order_id = NEW.seller_order_id;
  INSERT INTO ledger_entries SELECT * FROM ledger_lines WHERE seller_order_id = NEW.seller_order_id;
END;

CREATE TRIGGER refunds_ledger_update AFTER UPDATE OF seller_order_id, status, amount_sen ON refunds
BEGIN
  DELETE FROM ledger_entries WHERE seller_order_id IN (OLD.seller_order_id, NEW.seller_order_id);
  INSERT INTO ledger_entries SELECT * FROM ledger_lines WHERE seller_order_id IN (OLD.seller_order_id, NEW.seller_order_id);
END;

CREATE TRIGGER refunds_ledger_delete AFTER DELETE ON refunds
BEGIN
  DELETE FROM ledger_entries WHERE seller_order_id = OLD.seller_order_id;
  INSERT INTO ledger_entries SELECT * FROM ledger_lines WHERE seller_order_id = OLD.seller_order_id;
END;

-- The seller orders already written.
INSERT INTO ledger_entries SELECT * FROM ledger_lines;

-- The buyer's wallet shows the buyer's real payments (orders paid through the provider, cash handed over on
-- delivery) and refunds, read from the orders and refunds themselves (src/data/wallet.ts). Nothing real ever wrote a
-- wallet transaction: the demo's lines were made up, and Top Up and Withdraw have no provider behind them.
DROP TABLE wallet_transactions;
