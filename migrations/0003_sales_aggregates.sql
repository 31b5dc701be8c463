-- Sales kept per merchant and day (and per product, per shipping location, per customer), so that an
-- analytics period reads a few rows per day instead of every order. Triggers keep them current inside the
-- very statement that writes a seller order, an order item or a status, so no code path can forget them.
-- An order counts on the UTC day its seller order was placed; a cancelled seller order counts only as
-- placed and cancelled. Order items and their seller order may be written in either order: the pair is
-- counted by whichever of the two is written second. Items are always found through their order
-- (order_items_order): a unary + keeps SQLite from reading all of a product's items instead.

CREATE TABLE merchant_sales_daily (
  merchant_id TEXT NOT NULL REFERENCES merchants (id),
  day TEXT NOT NULL,
  -- Seller orders placed that day, whatever their status now.
  placed INTEGER NOT NULL DEFAULT 0,
  -- Of those, the ones not cancelled, and the cancelled ones.
  orders INTEGER NOT NULL DEFAULT 0,
  cancelled INTEGER NOT NULL DEFAULT 0,
  -- The seller orders' totals (items and shipping share), not cancelled.
  revenue_sen INTEGER NOT NULL DEFAULT 0,
  -- The items alone (what the per-product rows split), and their units, not cancelled.
  item_sales_sen INTEGER NOT NULL DEFAULT 0,
  units INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, day)
);

CREATE TABLE product_sales_daily (
  merchant_id TEXT NOT NULL REFERENCES merchants (id),
  day TEXT NOT NULL,
  product_id TEXT NOT NULL REFERENCES products (id),
  -- Seller orders not cancelled that hold the product.
  orders INTEGER NOT NULL DEFAULT 0,
  units INTEGER NOT NULL DEFAULT 0,
  revenue_sen INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, day, product_id)
);
CREATE INDEX product_sales_daily_product ON product_sales_daily (product_id, day);

-- Seller orders not cancelled, per shipping city and state.
CREATE TABLE merchant_location_daily (
  merchant_id TEXT NOT NULL REFERENCES merchants (id),
  day TEXT NOT NULL,
  location_key TEXT NOT NULL,
  city TEXT NOT NULL,
  state TEXT NOT NULL,
  orders INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, day, location_key)
);

-- Each buyer's orders with a merchant, not cancelled: the first, the last and how many.
CREATE TABLE merchant_customers (
  merchant_id TEXT NOT NULL REFERENCES merchants (id),
  user_id TEXT NOT NULL REFERENCES users (id),
  first_order_at TEXT NOT NULL,
  last_order_at TEXT NOT NULL,
  orders INTEGER NOT NULL,
  PRIMARY KEY (merchant_id, user_id)
);
CREATE INDEX merchant_customers_last_order ON merchant_customers (merchant_id, last_order_at);

-- A new seller order: counted as placed, and as a sale unless it starts cancelled.
CREATE TRIGGER seller_orders_sales_insert AFTER INSERT ON seller_orders
BEGIN
  INSERT OR IGNORE INTO merchant_sales_daily (merchant_id, day) VALUES (NEW.merchant_id, substr(NEW.created_at, 1, 10));
  UPDATE merchant_sales_daily SET
    placed = placed + 1,
    orders = orders + (NEW.status <> 'cancelled'),
    cancelled = cancelled + (NEW.status = 'cancelled'),
    revenue_sen = revenue_sen + CASE WHEN NEW.status <> 'cancelled' THEN NEW.total_sen ELSE 0 END,
    item_sales_sen = item_sales_sen + CASE WHEN NEW.status <> 'cancelled' THEN
      (SELECT COALESCE(SUM(oi.total_price_sen), 0) FROM order_items oi WHERE oi.order_id = NEW.order_id AND oi.merchant_id = NEW.merchant_id) ELSE 0 END,
    units = units + CASE WHEN NEW.status <> 'cancelled' THEN
      (SELECT COALESCE(SUM(oi.quantity), 0) FROM order_items oi WHERE oi.order_id = NEW.order_id AND oi.merchant_id = NEW.merchant_id) ELSE 0 END
  WHERE merchant_id = NEW.merchant_id AND day = substr(NEW.created_at, 1, 10);

  INSERT OR IGNORE INTO product_sales_daily (merchant_id, day, product_id)
    SELECT DISTINCT NEW.merchant_id, substr(NEW.created_at, 1, 10), oi.product_id FROM order_items oi
    WHERE oi.order_id = NEW.order_id AND oi.merchant_id = NEW.merchant_id AND NEW.status <> 'cancelled';
  UPDATE product_sales_daily SET
    orders = orders + 1,
    units = units + (SELECT SUM(oi.quantity) FROM order_items oi
      WHERE oi.order_id = NEW.order_id AND oi.merchant_id = NEW.merchant_id AND +oi.product_id = product_sales_daily.product_id),
    revenue_sen = revenue_sen + (SELECT SUM(oi.total_price_sen) FROM order_items oi
      WHERE oi.order_id = NEW.order_id AND oi.merchant_id = NEW.merchant_id AND +oi.product_id = product_sales_daily.product_id)
  WHERE NEW.status <> 'cancelled' AND merchant_id = NEW.merchant_id AND day = substr(NEW.created_at, 1, 10)
    AND product_id IN (SELECT oi.product_id FROM order_items oi WHERE oi.order_id = NEW.order_id AND oi.merchant_id = NEW.merchant_id);

  INSERT OR IGNORE INTO merchant_location_daily (merchant_id, day, location_key, city, state)
    SELECT NEW.merchant_id, substr(NEW.created_at, 1, 10), lower(trim(o.ship_city)) || '|' || o.ship_state, trim(o.ship_city), o.ship_state
    FROM orders o WHERE o.id = NEW.order_id AND NEW.status <> 'cancelled';
  UPDATE merchant_location_daily SET orders = orders + 1
  WHERE NEW.status <> 'cancelled' AND merchant_id = NEW.merchant_id AND day = substr(NEW.created_at, 1, 10)
    AND location_key = (SELECT lower(trim(o.ship_city)) || '|' || o.ship_state FROM orders o WHERE o.id = NEW.order_id);

  INSERT OR IGNORE INTO merchant_customers (merchant_id, user_id, first_order_at, last_order_at, orders)
    SELECT NEW.merchant_id, o.user_id, NEW.created_at, NEW.created_at, 0 FROM orders o
    WHERE o.id = NEW.order_id AND NEW.status <> 'cancelled';
  UPDATE merchant_customers SET
    orders = orders + 1,
    first_order_at = min(first_order_at, NEW.created_at),
    last_order_at = max(last_order_at, NEW.created_at)
  WHERE NEW.status <> 'cancelled' AND merchant_id = NEW.merchant_id
    AND user_id = (SELECT o.user_id FROM orders o WHERE o.id = NEW.order_id);
END;

-- A new item of a seller order that is already written and not cancelled.
CREATE TRIGGER order_items_sales_insert AFTER INSERT ON order_items
WHEN EXISTS (SELECT 1 FROM seller_orders so WHERE so.order_id = NEW.order_id AND so.merchant_id = NEW.merchant_id AND so.status <> 'cancelled')
BEGIN
  UPDATE merchant_sales_daily SET
    item_sales_sen = item_sales_sen + NEW.total_price_sen,
    units = units + NEW.quantity
  WHERE merchant_id = NEW.merchant_id
    AND day = (SELECT substr(so.created_at, 1, 10) FROM seller_orders so WHERE so.order_id = NEW.order_id AND so.merchant_id = NEW.merchant_id);

  INSERT OR IGNORE INTO product_sales_daily (merchant_id, day, product_id)
    SELECT NEW.merchant_id, substr(so.created_at, 1, 10), NEW.product_id FROM seller_orders so
    WHERE so.order_id = NEW.order_id AND so.merchant_id = NEW.merchant_id;
  UPDATE product_sales_daily SET
    -- A second line of the same product in the same order is not another order.
    orders = orders + NOT EXISTS (SELECT 1 FROM order_items oi
      WHERE oi.order_id = NEW.order_id AND oi.merchant_id = NEW.merchant_id AND +oi.product_id = NEW.product_id AND oi.id <> NEW.id),
    units = units + NEW.quantity,
    revenue_sen = revenue_sen + NEW.total_price_sen
  WHERE merchant_id = NEW.merchant_id AND product_id = NEW.product_id
    AND day = (SELECT substr(so.created_at, 1, 10) FROM seller_orders so WHERE so.order_id = NEW.order_id AND so.merchant_id = NEW.merchant_id);
END;

-- A seller order that is cancelled, restored, or moved: its old contribution out, its new one in.
CREATE TRIGGER seller_orders_sales_update AFTER UPDATE OF status, total_sen, created_at, merchant_id, order_id ON seller_orders
WHEN (OLD.status = 'cancelled') IS NOT (NEW.status = 'cancelled') OR OLD.total_sen IS NOT NEW.total_sen
  OR OLD.created_at IS NOT NEW.created_at OR OLD.merchant_id IS NOT NEW.merchant_id OR OLD.order_id IS NOT NEW.order_id
BEGIN
  UPDATE merchant_sales_daily SET
    placed = placed - 1,
    orders = orders - (OLD.status <> 'cancelled'),
    cancelled = cancelled - (OLD.status = 'cancelled'),
    revenue_sen = revenue_sen - CASE WHEN OLD.status <> 'cancelled' THEN OLD.total_sen ELSE 0 END,
    item_sales_sen = item_sales_sen - CASE WHEN OLD.status <> 'cancelled' THEN
      (SELECT COALESCE(SUM(oi.total_price_sen), 0) FROM order_items oi WHERE oi.order_id = OLD.order_id AND oi.merchant_id = OLD.merchant_id) ELSE 0 END,
    units = units - CASE WHEN OLD.status <> 'cancelled' THEN
      (SELECT COALESCE(SUM(oi.quantity), 0) FROM order_items oi WHERE oi.order_id = OLD.order_id AND oi.merchant_id = OLD.merchant_id) ELSE 0 END
  WHERE merchant_id = OLD.merchant_id AND day = substr(OLD.created_at, 1, 10);
  DELETE FROM merchant_sales_daily WHERE merchant_id = OLD.merchant_id AND day = substr(OLD.created_at, 1, 10) AND placed = 0;

  UPDATE product_sales_daily SET
    orders = orders - 1,
    units = units - (SELECT SUM(oi.quantity) FROM order_items oi
      WHERE oi.order_id = OLD.order_id AND oi.merchant_id = OLD.merchant_id AND +oi.product_id = product_sales_daily.product_id),
    revenue_sen = revenue_sen - (SELECT SUM(oi.total_price_sen) FROM order_items oi
      WHERE oi.order_id = OLD.order_id AND oi.merchant_id = OLD.merchant_id AND +oi.product_id = product_sales_daily.product_id)
  WHERE OLD.status <> 'cancelled' AND merchant_id = OLD.merchant_id AND day = substr(OLD.created_at, 1, 10)
    AND product_id IN (SELECT oi.product_id FROM order_items oi WHERE oi.order_id = OLD.order_id AND oi.merchant_id = OLD.merchant_id);
  DELETE FROM product_sales_daily WHERE merchant_id = OLD.merchant_id AND day = substr(OLD.created_at, 1, 10) AND orders = 0;

  UPDATE merchant_location_daily SET orders = orders - 1
  WHERE OLD.status <> 'cancelled' AND merchant_id = OLD.merchant_id AND day = substr(OLD.created_at, 1, 10)
    AND location_key = (SELECT lower(trim(o.ship_city)) || '|' || o.ship_state FROM orders o WHERE o.id = OLD.order_id);
  DELETE FROM merchant_location_daily WHERE merchant_id = OLD.merchant_id AND day = substr(OLD.created_at, 1, 10) AND orders = 0;

  INSERT OR IGNORE INTO merchant_sales_daily (merchant_id, day) VALUES (NEW.merchant_id, substr(NEW.created_at, 1, 10));
  UPDATE merchant_sales_daily SET
    placed = placed + 1,
    orders = orders + (NEW.status <> 'cancelled'),
    cancelled = cancelled + (NEW.status = 'cancelled'),
    revenue_sen = revenue_sen + CASE WHEN NEW.status <> 'cancelled' THEN NEW.total_sen ELSE 0 END,
    item_sales_sen = item_sales_sen + CASE WHEN NEW.status <> 'cancelled' THEN
      (SELECT COALESCE(SUM(oi.total_price_sen), 0) FROM order_items oi WHERE oi.order_id = NEW.order_id AND oi.merchant_id = NEW.merchant_id) ELSE 0 END,
    units = units + CASE WHEN NEW.status <> 'cancelled' THEN
      (SELECT COALESCE(SUM(oi.quantity), 0) FROM order_items oi WHERE oi.order_id = NEW.order_id AND oi.merchant_id = NEW.merchant_id) ELSE 0 END
  WHERE merchant_id = NEW.merchant_id AND day = substr(NEW.created_at, 1, 10);

  INSERT OR IGNORE INTO product_sales_daily (merchant_id, day, product_id)
    SELECT DISTINCT NEW.merchant_id, substr(NEW.created_at, 1, 10), oi.product_id FROM order_items oi
    WHERE oi.order_id = NEW.order_id AND oi.merchant_id = NEW.merchant_id AND NEW.status <> 'cancelled';
  UPDATE product_sales_daily SET
    orders = orders + 1,
    units = units + (SELECT SUM(oi.quantity) FROM order_items oi
      WHERE oi.order_id = NEW.order_id AND oi.merchant_id = NEW.merchant_id AND +oi.product_id = product_sales_daily.product_id),
    revenue_sen = revenue_sen + (SELECT SUM(oi.total_price_sen) FROM order_items oi
      WHERE oi.order_id = NEW.order_id AND oi.merchant_id = NEW.merchant_id AND +oi.product_id = product_sales_daily.product_id)
  WHERE NEW.status <> 'cancelled' AND merchant_id = NEW.merchant_id AND day = substr(NEW.created_at, 1, 10)
    AND product_id IN (SELECT oi.product_id FROM order_items oi WHERE oi.order_id = NEW.order_id AND oi.merchant_id = NEW.merchant_id);

  INSERT OR IGNORE INTO merchant_location_daily (merchant_id, day, location_key, city, state)
    SELECT NEW.merchant_id, substr(NEW.created_at, 1, 10), lower(trim(o.ship_city)) || '|' || o.ship_state, trim(o.ship_city), o.ship_state
    FROM orders o WHERE o.id = NEW.order_id AND NEW.status <> 'cancelled';
  UPDATE merchant_location_daily SET orders = orders + 1
  WHERE NEW.status <> 'cancelled' AND merchant_id = NEW.merchant_id AND day = substr(NEW.created_at, 1, 10)
    AND location_key = (SELECT lower(trim(o.ship_city)) || '|' || o.ship_state FROM orders o WHERE o.id = NEW.order_id);

  -- The first and last orders of the buyer may have changed: recounted from the orders of that buyer alone,
  -- through orders_user (the + keeps SQLite from reading all the orders of the merchant instead).
  DELETE FROM merchant_customers WHERE merchant_id IN (OLD.merchant_id, NEW.merchant_id)
    AND user_id IN (SELECT o.user_id FROM orders o WHERE o.id IN (OLD.order_id, NEW.order_id));
  INSERT INTO merchant_customers (merchant_id, user_id, first_order_at, last_order_at, orders)
    SELECT so.merchant_id, o.user_id, MIN(so.created_at), MAX(so.created_at), COUNT(*)
    FROM orders o JOIN seller_orders so ON so.order_id = o.id
    WHERE o.user_id IN (SELECT b.user_id FROM orders b WHERE b.id IN (OLD.order_id, NEW.order_id))
      AND +so.merchant_id IN (OLD.merchant_id, NEW.merchant_id) AND so.status <> 'cancelled'
    GROUP BY so.merchant_id, o.user_id;
END;

-- The orders already placed.
INSERT INTO merchant_sales_daily (merchant_id, day, placed, orders, cancelled, revenue_sen, item_sales_sen, units)
  SELECT so.merchant_id, substr(so.created_at, 1, 10), COUNT(*),
         SUM(so.status <> 'cancelled'), SUM(so.status = 'cancelled'),
         SUM(CASE WHEN so.status <> 'cancelled' THEN so.total_sen ELSE 0 END),
         SUM(CASE WHEN so.status <> 'cancelled' THEN (SELECT COALESCE(SUM(oi.total_price_sen), 0) FROM order_items oi
           WHERE oi.order_id = so.order_id AND oi.merchant_id = so.merchant_id) ELSE 0 END),
         SUM(CASE WHEN so.status <> 'cancelled' THEN (SELECT COALESCE(SUM(oi.quantity), 0) FROM order_items oi
           WHERE oi.order_id = so.order_id AND oi.merchant_id = so.merchant_id) ELSE 0 END)
  FROM seller_orders so GROUP BY so.merchant_id, substr(so.created_at, 1, 10);

INSERT INTO product_sales_daily (merchant_id, day, product_id, orders, units, revenue_sen)
  SELECT so.merchant_id, substr(so.created_at, 1, 10), oi.product_id, COUNT(DISTINCT so.id), SUM(oi.quantity), SUM(oi.total_price_sen)
  FROM seller_orders so JOIN order_items oi ON oi.order_id = so.order_id AND oi.merchant_id = so.merchant_id
  WHERE so.status <> 'cancelled'
  GROUP BY so.merchant_id, substr(so.created_at, 1, 10), oi.product_id;

INSERT INTO merchant_location_daily (merchant_id, day, location_key, city, state, orders)
  SELECT so.merchant_id, substr(so.created_at, 1, 10), lower(trim(o.ship_city)) || '|' || o.ship_state, MIN(trim(o.ship_city)), o.ship_state, COUNT(*)
  FROM seller_orders so JOIN orders o ON o.id = so.order_id
  WHERE so.status <> 'cancelled'
  GROUP BY so.merchant_id, substr(so.created_at, 1, 10), lower(trim(o.ship_city)) || '|' || o.ship_state;

INSERT INTO merchant_customers (merchant_id, user_id, first_order_at, last_order_at, orders)
  SELECT so.merchant_id, o.user_id, MIN(so.created_at), MAX(so.created_at), COUNT(*)
  FROM seller_orders so JOIN orders o ON o.id = so.order_id
  WHERE so.status <> 'cancelled'
  GROUP BY so.merchant_id, o.user_id;
