-- The seller area's lists are searched, filtered, sorted, counted and paged in D1: indexes that serve them,
-- scoped by merchant first so that one merchant's page never reads another's rows.

-- Order Management: newest first, with or without a status filter; the keyset export walks the same order.
-- The status index ends with the total so that the summary cards (count and revenue per status) read the
-- index alone.
CREATE INDEX seller_orders_merchant_newest ON seller_orders (merchant_id, created_at, id);
CREATE INDEX seller_orders_merchant_status ON seller_orders (merchant_id, status, created_at, id, total_sen);
-- The order list's product names and quantities, per seller order, read through order_items_order_merchant
-- (migrations/0002).

-- Manage Products and the dashboard's Products tab: each sort of the list, with and without a status filter.
CREATE INDEX products_merchant_newest ON products (merchant_id, created_at, id);
CREATE INDEX products_merchant_status_newest ON products (merchant_id, status, created_at, id);
CREATE INDEX products_merchant_name ON products (merchant_id, name COLLATE NOCASE, id);
CREATE INDEX products_merchant_price ON products (merchant_id, price_sen, id);
CREATE INDEX products_merchant_stock ON products (merchant_id, stock, id);
-- The category filter, and the category options (the merchant's distinct categories, from the index alone).
CREATE INDEX products_merchant_category ON products (merchant_id, category, created_at, id);

-- Units sold and revenue per product are products.units_sold and revenue_sen (migrations/0002): the list's
-- Sales, Revenue and Best Selling sort read them, never a product's order history.

-- Order Management's summary cards and its unfiltered counts: seller orders and their totals per merchant and
-- status, kept current by triggers in the same transaction as every insert, status change and delete, so
-- that a page view reads five rows instead of counting all of a merchant's orders.
CREATE TABLE seller_order_counts (
  merchant_id TEXT NOT NULL REFERENCES merchants (id),
  status TEXT NOT NULL,
  orders INTEGER NOT NULL DEFAULT 0,
  total_sen INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, status)
);

INSERT INTO seller_order_counts (merchant_id, status, orders, total_sen)
SELECT merchant_id, status, COUNT(*), SUM(total_sen) FROM seller_orders GROUP BY merchant_id, status;

CREATE TRIGGER seller_order_counts_added AFTER INSERT ON seller_orders
BEGIN
  INSERT INTO seller_order_counts (merchant_id, status, orders, total_sen) VALUES (NEW.merchant_id, NEW.status, 1, NEW.total_sen)
  ON CONFLICT (merchant_id, status) DO UPDATE SET orders = orders + 1, total_sen = total_sen + excluded.total_sen;
END;

CREATE TRIGGER seller_order_counts_changed AFTER UPDATE OF status, total_sen, merchant_id ON seller_orders
BEGIN
  UPDATE seller_order_counts SET orders = orders - 1, total_sen = total_sen - OLD.total_sen
  WHERE merchant_id = OLD.merchant_id AND status = OLD.status;
  INSERT INTO seller_order_counts (merchant_id, status, orders, total_sen) VALUES (NEW.merchant_id, NEW.status, 1, NEW.total_sen)
  ON CONFLICT (merchant_id, status) DO UPDATE SET orders = orders + 1, total_sen = total_sen + excluded.total_sen;
END;

CREATE TRIGGER seller_order_counts_removed AFTER DELETE ON seller_orders
BEGIN
  UPDATE seller_order_counts SET orders = orders - 1, total_sen = total_sen - OLD.total_sen
  WHERE merchant_id = OLD.merchant_id AND status = OLD.status;
END;
