-- Product sales per merchant and calendar month, kept from the daily rows (0003) by triggers. A period of
-- analytics reads its whole months here and only its first and last partial months day by day, so a year
-- of a merchant with a thousand products reads some 13,000 rows, not 365 for each product sold.

CREATE TABLE product_sales_monthly (
  merchant_id TEXT NOT NULL REFERENCES merchants (id),
  -- 'YYYY-MM', the UTC month of the days it sums.
  month TEXT NOT NULL,
  product_id TEXT NOT NULL REFERENCES products (id),
  orders INTEGER NOT NULL DEFAULT 0,
  units INTEGER NOT NULL DEFAULT 0,
  revenue_sen INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, month, product_id)
) WITHOUT ROWID;
CREATE INDEX product_sales_monthly_product ON product_sales_monthly (product_id, month);

-- A period's days at its ends, and its customers and places, are read from indexes that hold every column
-- the report needs, so that no row is looked up twice.
CREATE INDEX product_sales_daily_report ON product_sales_daily (merchant_id, day, product_id, orders, units, revenue_sen);
DROP INDEX merchant_customers_last_order;
CREATE INDEX merchant_customers_recent ON merchant_customers (merchant_id, last_order_at, first_order_at);
CREATE INDEX merchant_location_daily_report ON merchant_location_daily (merchant_id, day, location_key, city, state, orders);

-- A daily row is written as zeros and then added to (0003), changed in place, or deleted once it holds no
-- order; the month follows each step by the difference.
CREATE TRIGGER product_sales_daily_month_insert AFTER INSERT ON product_sales_daily
BEGIN
  INSERT OR IGNORE INTO product_sales_monthly (merchant_id, month, product_id)
    VALUES (NEW.merchant_id, substr(NEW.day, 1, 7), NEW.product_id);
  UPDATE product_sales_monthly SET
    orders = orders + NEW.orders, units = units + NEW.units, revenue_sen = revenue_sen + NEW.revenue_sen
  WHERE merchant_id = NEW.merchant_id AND month = substr(NEW.day, 1, 7) AND product_id = NEW.product_id;
END;

CREATE TRIGGER product_sales_daily_month_update AFTER UPDATE ON product_sales_daily
BEGIN
  UPDATE product_sales_monthly SET
    orders = orders - OLD.orders, units = units - OLD.units, revenue_sen = revenue_sen - OLD.revenue_sen
  WHERE merchant_id = OLD.merchant_id AND month = substr(OLD.day, 1, 7) AND product_id = OLD.product_id;
  INSERT OR IGNORE INTO product_sales_monthly (merchant_id, month, product_id)
    VALUES (NEW.merchant_id, substr(NEW.day, 1, 7), NEW.product_id);
  UPDATE product_sales_monthly SET
    orders = orders + NEW.orders, units = units + NEW.units, revenue_sen = revenue_sen + NEW.revenue_sen
  WHERE merchant_id = NEW.merchant_id AND month = substr(NEW.day, 1, 7) AND product_id = NEW.product_id;
  DELETE FROM product_sales_monthly
  WHERE merchant_id = OLD.merchant_id AND month = substr(OLD.day, 1, 7) AND product_id = OLD.product_id AND orders = 0;
END;

CREATE TRIGGER product_sales_daily_month_delete AFTER DELETE ON product_sales_daily
BEGIN
  UPDATE product_sales_monthly SET
    orders = orders - OLD.orders, units = units - OLD.units, revenue_sen = revenue_sen - OLD.revenue_sen
  WHERE merchant_id = OLD.merchant_id AND month = substr(OLD.day, 1, 7) AND product_id = OLD.product_id;
  DELETE FROM product_sales_monthly
  WHERE merchant_id = OLD.merchant_id AND month = substr(OLD.day, 1, 7) AND product_id = OLD.product_id AND orders = 0;
END;

-- The months already sold.
INSERT INTO product_sales_monthly (merchant_id, month, product_id, orders, units, revenue_sen)
  SELECT merchant_id, substr(day, 1, 7), product_id, SUM(orders), SUM(units), SUM(revenue_sen)
  FROM product_sales_daily GROUP BY merchant_id, substr(day, 1, 7), product_id;

-- A category sorted by price: walking the price index and skipping the other categories read thousands of
-- rows when the category is dear (seafood's cheapest item comes after most of the catalogue's).
CREATE INDEX products_listed_category_price ON products (category, price_sen, name COLLATE NOCASE, id)
  WHERE status IN ('active', 'out_of_stock') AND merchant_active = 1;
CREATE INDEX products_listed_category_price_desc ON products (category, price_sen DESC, name COLLATE NOCASE, id)
  WHERE status IN ('active', 'out_of_stock') AND merchant_active = 1;

-- Order Management's search: a trigram full-text index of each seller order's reference, customer name and
-- email, and the names of the merchant's products in it, scoped by a merchant column. The index keeps no copy
-- of the text (contentless). Each seller order's row id in it is the millisecond it was placed times 1024,
-- plus its place among the orders of that millisecond, so that the index hands out matches newest first and
-- a page of a search reads that page's matches, not all of them. seller_order_search_rows maps it to the
-- seller order (a TEXT-keyed table has no row id to rely on, as product_search_rows says for products).
CREATE TABLE seller_order_search_rows (
  rowid INTEGER PRIMARY KEY,
  seller_order_id TEXT NOT NULL UNIQUE REFERENCES seller_orders (id)
);
CREATE VIRTUAL TABLE seller_order_search USING fts5(
  merchant, ref, customer, email, items,
  content = '', contentless_delete = 1, tokenize = 'trigram'
);

-- The searchable text of each seller order. The merchant is written '<id>' so that a phrase of it matches
-- that merchant alone, never one whose id merely contains it.
CREATE VIEW seller_order_search_text AS
  SELECT r.rowid AS search_row, so.id AS seller_order_id, so.order_id, so.merchant_id,
         '<' || so.merchant_id || '>' AS merchant, so.id AS ref,
         COALESCE(o.ship_full_name, '') AS customer, COALESCE(o.ship_email, '') AS email,
         (SELECT COALESCE(group_concat(oi.snapshot_name, char(10)), '') FROM order_items oi
          WHERE oi.order_id = so.order_id AND oi.merchant_id = so.merchant_id) AS items
  FROM seller_orders so JOIN seller_order_search_rows r ON r.seller_order_id = so.id LEFT JOIN orders o ON o.id = so.order_id;

-- A seller order's text, written anew: a contentless index takes no partial update, so the view takes the
-- seller order (its order and merchant) and its trigger deletes the old text and writes the new one whole.
CREATE VIEW seller_order_search_refresh AS SELECT order_id, merchant_id FROM seller_orders WHERE 0;

CREATE TRIGGER seller_order_search_rewrite INSTEAD OF INSERT ON seller_order_search_refresh
BEGIN
  DELETE FROM seller_order_search WHERE rowid IN (SELECT search_row FROM seller_order_search_text
    WHERE order_id = NEW.order_id AND merchant_id = NEW.merchant_id);
  INSERT INTO seller_order_search (rowid, merchant, ref, customer, email, items)
    SELECT search_row, merchant, ref, customer, email, items FROM seller_order_search_text
    WHERE order_id = NEW.order_id AND merchant_id = NEW.merchant_id;
END;

CREATE TRIGGER seller_orders_search_insert AFTER INSERT ON seller_orders
BEGIN
  INSERT INTO seller_order_search_rows (rowid, seller_order_id)
    SELECT COALESCE((SELECT MAX(rowid) + 1 FROM seller_order_search_rows WHERE rowid BETWEEN key AND key + 1023), key), NEW.id
    FROM (SELECT CAST(round((julianday(NEW.created_at) - 2440587.5) * 86400000) AS INTEGER) * 1024 AS key);
  INSERT INTO seller_order_search_refresh VALUES (NEW.order_id, NEW.merchant_id);
END;

CREATE TRIGGER seller_orders_search_delete AFTER DELETE ON seller_orders
BEGIN
  DELETE FROM seller_order_search WHERE rowid = (SELECT rowid FROM seller_order_search_rows WHERE seller_order_id = OLD.id);
  DELETE FROM seller_order_search_rows WHERE seller_order_id = OLD.id;
END;

-- A seller order moved or re-timed: its row id follows its time.
CREATE TRIGGER seller_orders_search_update AFTER UPDATE OF id, order_id, merchant_id, created_at ON seller_orders
BEGIN
  DELETE FROM seller_order_search WHERE rowid = (SELECT rowid FROM seller_order_search_rows WHERE seller_order_id = OLD.id);
  DELETE FROM seller_order_search_rows WHERE seller_order_id = OLD.id;
  INSERT INTO seller_order_search_rows (rowid, seller_order_id)
    SELECT COALESCE((SELECT MAX(rowid) + 1 FROM seller_order_search_rows WHERE rowid BETWEEN key AND key + 1023), key), NEW.id
    FROM (SELECT CAST(round((julianday(NEW.created_at) - 2440587.5) * 86400000) AS INTEGER) * 1024 AS key);
  INSERT INTO seller_order_search_refresh VALUES (NEW.order_id, NEW.merchant_id);
END;

CREATE TRIGGER order_items_search_insert AFTER INSERT ON order_items
BEGIN
  INSERT INTO seller_order_search_refresh VALUES (NEW.order_id, NEW.merchant_id);
END;

CREATE TRIGGER order_items_search_delete AFTER DELETE ON order_items
BEGIN
  INSERT INTO seller_order_search_refresh VALUES (OLD.order_id, OLD.merchant_id);
END;

CREATE TRIGGER order_items_search_update AFTER UPDATE OF snapshot_name, order_id, merchant_id ON order_items
BEGIN
  INSERT INTO seller_order_search_refresh VALUES (OLD.order_id, OLD.merchant_id);
  INSERT INTO seller_order_search_refresh VALUES (NEW.order_id, NEW.merchant_id);
END;

CREATE TRIGGER orders_search_update AFTER UPDATE OF ship_full_name, ship_email ON orders
WHEN OLD.ship_full_name IS NOT NEW.ship_full_name OR OLD.ship_email IS NOT NEW.ship_email
BEGIN
  INSERT INTO seller_order_search_refresh SELECT order_id, merchant_id FROM seller_orders WHERE order_id = NEW.id;
END;

-- The seller orders already placed: within one millisecond, in the order of their ids.
INSERT INTO seller_order_search_rows (rowid, seller_order_id)
  SELECT CAST(round((julianday(created_at) - 2440587.5) * 86400000) AS INTEGER) * 1024
         + ROW_NUMBER() OVER (PARTITION BY created_at ORDER BY id) - 1, id
  FROM seller_orders;
INSERT INTO seller_order_search (rowid, merchant, ref, customer, email, items)
  SELECT search_row, merchant, ref, customer, email, items FROM seller_order_search_text;

-- A seller order's part in the daily sales, written once: the view takes a seller order with a sign, and
-- its trigger adds (1) or takes away (-1) what the order counts for. A new order adds itself; a changed one
-- takes its old self away and adds its new self (0003 wrote both halves out twice). Rows left holding no
-- order are removed. The customers table keeps its own rules in the seller-order triggers: a first and last
-- order cannot be taken away by subtraction.
CREATE VIEW seller_order_sales AS
  SELECT merchant_id, order_id, created_at, status, total_sen, 1 AS sign FROM seller_orders WHERE 0;

CREATE TRIGGER seller_order_sales_apply INSTEAD OF INSERT ON seller_order_sales
BEGIN
  INSERT OR IGNORE INTO merchant_sales_daily (merchant_id, day) VALUES (NEW.merchant_id, substr(NEW.created_at, 1, 10));
  UPDATE merchant_sales_daily SET
    placed = placed + NEW.sign,
    orders = orders + NEW.sign * (NEW.status <> 'cancelled'),
    cancelled = cancelled + NEW.sign * (NEW.status = 'cancelled'),
    revenue_sen = revenue_sen + NEW.sign * CASE WHEN NEW.status <> 'cancelled' THEN NEW.total_sen ELSE 0 END,
    item_sales_sen = item_sales_sen + NEW.sign * CASE WHEN NEW.status <> 'cancelled' THEN
      (SELECT COALESCE(SUM(oi.total_price_sen), 0) FROM order_items oi WHERE oi.order_id = NEW.order_id AND oi.merchant_id = NEW.merchant_id) ELSE 0 END,
    units = units + NEW.sign * CASE WHEN NEW.status <> 'cancelled' THEN
      (SELECT COALESCE(SUM(oi.quantity), 0) FROM order_items oi WHERE oi.order_id = NEW.order_id AND oi.merchant_id = NEW.merchant_id) ELSE 0 END
  WHERE merchant_id = NEW.merchant_id AND day = substr(NEW.created_at, 1, 10);
  DELETE FROM merchant_sales_daily WHERE merchant_id = NEW.merchant_id AND day = substr(NEW.created_at, 1, 10) AND placed = 0;

  INSERT OR IGNORE INTO product_sales_daily (merchant_id, day, product_id)
    SELECT DISTINCT NEW.merchant_id, substr(NEW.created_at, 1, 10), oi.product_id FROM order_items oi
    WHERE oi.order_id = NEW.order_id AND oi.merchant_id = NEW.merchant_id AND NEW.status <> 'cancelled';
  UPDATE product_sales_daily SET
    orders = orders + NEW.sign,
    units = units + NEW.sign * (SELECT SUM(oi.quantity) FROM order_items oi
      WHERE oi.order_id = NEW.order_id AND oi.merchant_id = NEW.merchant_id AND +oi.product_id = product_sales_daily.product_id),
    revenue_sen = revenue_sen + NEW.sign * (SELECT SUM(oi.total_price_sen) FROM order_items oi
      WHERE oi.order_id = NEW.order_id AND oi.merchant_id = NEW.merchant_id AND +oi.product_id = product_sales_daily.product_id)
  WHERE NEW.status <> 'cancelled' AND merchant_id = NEW.merchant_id AND day = substr(NEW.created_at, 1, 10)
    AND product_id IN (SELECT oi.product_id FROM order_items oi WHERE oi.order_id = NEW.order_id AND oi.merchant_id = NEW.merchant_id);
  DELETE FROM product_sales_daily WHERE merchant_id = NEW.merchant_id AND day = substr(NEW.created_at, 1, 10) AND orders = 0;

  INSERT OR IGNORE INTO merchant_location_daily (merchant_id, day, location_key, city, state)
    SELECT NEW.merchant_id, substr(NEW.created_at, 1, 10), lower(trim(o.ship_city)) || '|' || o.ship_state, trim(o.ship_city), o.ship_state
    FROM orders o WHERE o.id = NEW.order_id AND NEW.status <> 'cancelled';
  UPDATE merchant_location_daily SET orders = orders + NEW.sign
  WHERE NEW.status <> 'cancelled' AND merchant_id = NEW.merchant_id AND day = substr(NEW.created_at, 1, 10)
    AND location_key = (SELECT lower(trim(o.ship_city)) || '|' || o.ship_state FROM orders o WHERE o.id = NEW.order_id);
  DELETE FROM merchant_location_daily WHERE merchant_id = NEW.merchant_id AND day = substr(NEW.created_at, 1, 10) AND orders = 0;
END;

DROP TRIGGER seller_orders_sales_insert;
CREATE TRIGGER seller_orders_sales_insert AFTER INSERT ON seller_orders
BEGIN
  INSERT INTO seller_order_sales VALUES (NEW.merchant_id, NEW.order_id, NEW.created_at, NEW.status, NEW.total_sen, 1);

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

DROP TRIGGER seller_orders_sales_update;
CREATE TRIGGER seller_orders_sales_update AFTER UPDATE OF status, total_sen, created_at, merchant_id, order_id ON seller_orders
WHEN (OLD.status = 'cancelled') IS NOT (NEW.status = 'cancelled') OR OLD.total_sen IS NOT NEW.total_sen
  OR OLD.created_at IS NOT NEW.created_at OR OLD.merchant_id IS NOT NEW.merchant_id OR OLD.order_id IS NOT NEW.order_id
BEGIN
  INSERT INTO seller_order_sales VALUES (OLD.merchant_id, OLD.order_id, OLD.created_at, OLD.status, OLD.total_sen, -1);
  INSERT INTO seller_order_sales VALUES (NEW.merchant_id, NEW.order_id, NEW.created_at, NEW.status, NEW.total_sen, 1);

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

-- The catalogue's search index again (0002), now folding accents ("creme" finds "Crème") and curly quotes as
-- well as apostrophes, and with a merchant column ('<id>', as in the order search) so that a store page's
-- search goes through the index too. The listing matches the other three columns only.
DROP TRIGGER products_search_insert;
DROP TRIGGER products_search_update;
DROP TRIGGER merchants_search_update;
DROP TABLE product_search;
CREATE VIRTUAL TABLE product_search USING fts5(
  name, description, merchant_name, merchant,
  tokenize = 'trigram remove_diacritics 1'
);

-- What the index holds of each product: curly apostrophes and quotes as straight ones (foldQuotes in
-- src/lib/catalogue.ts folds the query the same way).
CREATE VIEW product_search_text AS
  SELECT s.rowid AS search_row, p.id AS product_id, p.merchant_id,
         replace(replace(replace(replace(p.name, char(8217), ''''), char(8216), ''''), char(8220), '"'), char(8221), '"') AS name,
         replace(replace(replace(replace(p.description, char(8217), ''''), char(8216), ''''), char(8220), '"'), char(8221), '"') AS description,
         replace(replace(replace(replace(m.display_name, char(8217), ''''), char(8216), ''''), char(8220), '"'), char(8221), '"') AS merchant_name,
         '<' || p.merchant_id || '>' AS merchant
  FROM product_search_rows s JOIN products p ON p.id = s.product_id JOIN merchants m ON m.id = p.merchant_id;

INSERT INTO product_search (rowid, name, description, merchant_name, merchant)
  SELECT search_row, name, description, merchant_name, merchant FROM product_search_text;

CREATE TRIGGER products_search_insert AFTER INSERT ON products BEGIN
  INSERT INTO product_search_rows (product_id) VALUES (NEW.id);
  INSERT INTO product_search (rowid, name, description, merchant_name, merchant)
    SELECT search_row, name, description, merchant_name, merchant FROM product_search_text WHERE product_id = NEW.id;
END;

CREATE TRIGGER products_search_update AFTER UPDATE OF name, description, merchant_id ON products
WHEN OLD.name <> NEW.name OR OLD.description <> NEW.description OR OLD.merchant_id <> NEW.merchant_id
BEGIN
  UPDATE product_search SET (name, description, merchant_name, merchant) =
    (SELECT name, description, merchant_name, merchant FROM product_search_text WHERE product_id = NEW.id)
  WHERE rowid = (SELECT rowid FROM product_search_rows WHERE product_id = NEW.id);
END;

CREATE TRIGGER merchants_search_update AFTER UPDATE OF display_name ON merchants WHEN OLD.display_name <> NEW.display_name BEGIN
  UPDATE product_search SET merchant_name =
    replace(replace(replace(replace(NEW.display_name, char(8217), ''''), char(8216), ''''), char(8220), '"'), char(8221), '"')
  WHERE rowid IN (SELECT s.rowid FROM product_search_rows s JOIN products p ON p.id = s.product_id WHERE p.merchant_id = NEW.id);
END;
