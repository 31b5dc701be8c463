-- The seller area's lists are searched, filtered, sorted, counted and paged in D1: indexes that serve them,
-- scoped by merchant first so that one merchant's page never reads another's rows.

-- Order Management: newest first, with or without a status filter; the keyset export walks the same order.
-- The status index ends with the total so that the summary cards (count and revenue per status) read the
-- index alone.
CREATE INDEX seller_orders_merchant_newest ON seller_orders (merchant_id, created_at, id);
CREATE INDEX seller_orders_merchant_status ON seller_orders (merchant_id, status, created_at, id, total_sen);
-- The order list's product names and quantities, per seller order.
CREATE INDEX order_items_order_merchant ON order_items (order_id, merchant_id);

-- Manage Products and the dashboard's Products tab: each sort of the list, with and without a status filter.
CREATE INDEX products_merchant_newest ON products (merchant_id, created_at, id);
CREATE INDEX products_merchant_status_newest ON products (merchant_id, status, created_at, id);
CREATE INDEX products_merchant_name ON products (merchant_id, name COLLATE NOCASE, id);
CREATE INDEX products_merchant_price ON products (merchant_id, price_sen, id);
CREATE INDEX products_merchant_stock ON products (merchant_id, stock, id);
-- The category filter, and the category options (the merchant's distinct categories, from the index alone).
CREATE INDEX products_merchant_category ON products (merchant_id, category, created_at, id);

-- Units sold and revenue per product, counting items of orders that neither the buyer nor the seller
-- cancelled. Kept current by the triggers below in the same transaction as the write that changes them,
-- so that the list's Sales, Revenue and Best Selling sort never sum a product's whole order history.
CREATE TABLE product_sales (
  product_id TEXT PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  units INTEGER NOT NULL DEFAULT 0,
  revenue_sen INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX product_sales_units ON product_sales (units);

INSERT INTO product_sales (product_id, units, revenue_sen)
SELECT oi.product_id, SUM(oi.quantity), SUM(oi.total_price_sen)
FROM order_items oi
JOIN orders o ON o.id = oi.order_id AND o.status <> 'cancelled'
WHERE NOT EXISTS (
  SELECT 1 FROM seller_orders so WHERE so.order_id = oi.order_id AND so.merchant_id = oi.merchant_id AND so.status = 'cancelled'
)
GROUP BY oi.product_id;

CREATE TRIGGER product_sales_item_added AFTER INSERT ON order_items
WHEN NOT EXISTS (SELECT 1 FROM orders WHERE id = NEW.order_id AND status = 'cancelled')
  AND NOT EXISTS (SELECT 1 FROM seller_orders WHERE order_id = NEW.order_id AND merchant_id = NEW.merchant_id AND status = 'cancelled')
BEGIN
  INSERT INTO product_sales (product_id, units, revenue_sen) VALUES (NEW.product_id, NEW.quantity, NEW.total_price_sen)
  ON CONFLICT (product_id) DO UPDATE SET units = units + excluded.units, revenue_sen = revenue_sen + excluded.revenue_sen;
END;

-- A seller's part of an order is cancelled (or recorded as cancelled): its items no longer count, unless
-- the whole order was already cancelled and took them off then.
CREATE TRIGGER product_sales_seller_order_cancelled AFTER UPDATE OF status ON seller_orders
WHEN NEW.status = 'cancelled' AND OLD.status <> 'cancelled'
  AND NOT EXISTS (SELECT 1 FROM orders WHERE id = NEW.order_id AND status = 'cancelled')
BEGIN
  UPDATE product_sales SET
    units = units - (SELECT SUM(oi.quantity) FROM order_items oi
                     WHERE oi.order_id = NEW.order_id AND oi.merchant_id = NEW.merchant_id AND oi.product_id = product_sales.product_id),
    revenue_sen = revenue_sen - (SELECT SUM(oi.total_price_sen) FROM order_items oi
                     WHERE oi.order_id = NEW.order_id AND oi.merchant_id = NEW.merchant_id AND oi.product_id = product_sales.product_id)
  WHERE product_id IN (SELECT product_id FROM order_items WHERE order_id = NEW.order_id AND merchant_id = NEW.merchant_id);
END;

CREATE TRIGGER product_sales_seller_order_added_cancelled AFTER INSERT ON seller_orders
WHEN NEW.status = 'cancelled'
  AND NOT EXISTS (SELECT 1 FROM orders WHERE id = NEW.order_id AND status = 'cancelled')
BEGIN
  UPDATE product_sales SET
    units = units - (SELECT SUM(oi.quantity) FROM order_items oi
                     WHERE oi.order_id = NEW.order_id AND oi.merchant_id = NEW.merchant_id AND oi.product_id = product_sales.product_id),
    revenue_sen = revenue_sen - (SELECT SUM(oi.total_price_sen) FROM order_items oi
                     WHERE oi.order_id = NEW.order_id AND oi.merchant_id = NEW.merchant_id AND oi.product_id = product_sales.product_id)
  WHERE product_id IN (SELECT product_id FROM order_items WHERE order_id = NEW.order_id AND merchant_id = NEW.merchant_id);
END;

-- The whole order is cancelled: the items of every seller part that was not cancelled already stop counting.
CREATE TRIGGER product_sales_order_cancelled AFTER UPDATE OF status ON orders
WHEN NEW.status = 'cancelled' AND OLD.status <> 'cancelled'
BEGIN
  UPDATE product_sales SET
    units = units - (SELECT SUM(oi.quantity) FROM order_items oi
                     WHERE oi.order_id = NEW.id AND oi.product_id = product_sales.product_id
                       AND NOT EXISTS (SELECT 1 FROM seller_orders so
                                       WHERE so.order_id = oi.order_id AND so.merchant_id = oi.merchant_id AND so.status = 'cancelled')),
    revenue_sen = revenue_sen - (SELECT SUM(oi.total_price_sen) FROM order_items oi
                     WHERE oi.order_id = NEW.id AND oi.product_id = product_sales.product_id
                       AND NOT EXISTS (SELECT 1 FROM seller_orders so
                                       WHERE so.order_id = oi.order_id AND so.merchant_id = oi.merchant_id AND so.status = 'cancelled'))
  WHERE product_id IN (SELECT oi.product_id FROM order_items oi
                       WHERE oi.order_id = NEW.id
                         AND NOT EXISTS (SELECT 1 FROM seller_orders so
                                         WHERE so.order_id = oi.order_id AND so.merchant_id = oi.merchant_id AND so.status = 'cancelled'));
END;

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
