-- The catalogue at scale: figures that summarise many rows become columns, full-text search gets an index,
-- and every listing sort an index of its own, so that a page view reads about as many rows as it shows.
--
-- The counters are kept by triggers: a trigger runs inside the very statement that writes a review, an
-- order item or a seller order's status, so no code path can forget one, and a batch that fails leaves them
-- untouched. `tests/integration/catalogue-counters.test.ts` compares them with a recomputation from scratch.

-- Whether the product's merchant is active: a suspended merchant's products leave the catalogue. Kept on the
-- product so that the listing's indexes hold only what buyers may see, with no merchant read per product.
ALTER TABLE products ADD COLUMN merchant_active INTEGER NOT NULL DEFAULT 1 CHECK (merchant_active IN (0, 1));
UPDATE products SET merchant_active = (SELECT m.status = 'active' FROM merchants m WHERE m.id = products.merchant_id);

CREATE TRIGGER merchants_active_update AFTER UPDATE OF status ON merchants WHEN OLD.status <> NEW.status BEGIN
  UPDATE products SET merchant_active = (NEW.status = 'active') WHERE merchant_id = NEW.id;
END;

CREATE TRIGGER products_merchant_active_insert AFTER INSERT ON products
WHEN (SELECT status FROM merchants WHERE id = NEW.merchant_id) <> 'active'
BEGIN
  UPDATE products SET merchant_active = 0 WHERE id = NEW.id;
END;

-- Ratings: the sum and count of a product's reviews, and the average rounded to one decimal, times ten (an
-- integer, so that the rating filter and sort compare whole numbers, rounding half up like the display).
ALTER TABLE products ADD COLUMN review_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE products ADD COLUMN rating_total INTEGER NOT NULL DEFAULT 0;
ALTER TABLE products ADD COLUMN rating_x10 INTEGER NOT NULL DEFAULT 0;
-- Units, and what they sold for, in seller orders that were not cancelled.
ALTER TABLE products ADD COLUMN units_sold INTEGER NOT NULL DEFAULT 0;
ALTER TABLE products ADD COLUMN revenue_sen INTEGER NOT NULL DEFAULT 0;

ALTER TABLE merchants ADD COLUMN review_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE merchants ADD COLUMN rating_total INTEGER NOT NULL DEFAULT 0;
ALTER TABLE merchants ADD COLUMN units_sold INTEGER NOT NULL DEFAULT 0;
-- The merchant's products that buyers may see (active or out of stock): the store's product count, and
-- whether the merchant is offered in the listing's Merchant filter.
ALTER TABLE merchants ADD COLUMN listed_products INTEGER NOT NULL DEFAULT 0;

UPDATE products SET
  review_count = (SELECT COUNT(*) FROM reviews r WHERE r.product_id = products.id),
  rating_total = (SELECT COALESCE(SUM(rating), 0) FROM reviews r WHERE r.product_id = products.id);
UPDATE products SET rating_x10 = CASE WHEN review_count = 0 THEN 0 ELSE (rating_total * 20 + review_count) / (2 * review_count) END;
UPDATE products SET
  units_sold = (
    SELECT COALESCE(SUM(oi.quantity), 0) FROM order_items oi
    WHERE oi.product_id = products.id
      AND NOT EXISTS (SELECT 1 FROM seller_orders so WHERE so.order_id = oi.order_id AND so.merchant_id = oi.merchant_id AND so.status = 'cancelled')),
  revenue_sen = (
    SELECT COALESCE(SUM(oi.total_price_sen), 0) FROM order_items oi
    WHERE oi.product_id = products.id
      AND NOT EXISTS (SELECT 1 FROM seller_orders so WHERE so.order_id = oi.order_id AND so.merchant_id = oi.merchant_id AND so.status = 'cancelled'));
UPDATE merchants SET
  review_count = (SELECT COUNT(*) FROM reviews r WHERE r.merchant_id = merchants.id),
  rating_total = (SELECT COALESCE(SUM(rating), 0) FROM reviews r WHERE r.merchant_id = merchants.id),
  units_sold = (
    SELECT COALESCE(SUM(oi.quantity), 0) FROM order_items oi
    WHERE oi.merchant_id = merchants.id
      AND NOT EXISTS (SELECT 1 FROM seller_orders so WHERE so.order_id = oi.order_id AND so.merchant_id = oi.merchant_id AND so.status = 'cancelled'));

UPDATE merchants SET listed_products = (
  SELECT COUNT(*) FROM products p WHERE p.merchant_id = merchants.id AND p.status IN ('active', 'out_of_stock'));

CREATE TRIGGER products_listed_insert AFTER INSERT ON products WHEN NEW.status IN ('active', 'out_of_stock') BEGIN
  UPDATE merchants SET listed_products = listed_products + 1 WHERE id = NEW.merchant_id;
END;

CREATE TRIGGER products_listed_delete AFTER DELETE ON products WHEN OLD.status IN ('active', 'out_of_stock') BEGIN
  UPDATE merchants SET listed_products = listed_products - 1 WHERE id = OLD.merchant_id;
END;

CREATE TRIGGER products_listed_update AFTER UPDATE OF status, merchant_id ON products
WHEN (OLD.status IN ('active', 'out_of_stock')) <> (NEW.status IN ('active', 'out_of_stock')) OR OLD.merchant_id <> NEW.merchant_id
BEGIN
  UPDATE merchants SET listed_products = listed_products - 1
  WHERE id = OLD.merchant_id AND OLD.status IN ('active', 'out_of_stock');
  UPDATE merchants SET listed_products = listed_products + 1
  WHERE id = NEW.merchant_id AND NEW.status IN ('active', 'out_of_stock');
END;

-- Reviews.
CREATE TRIGGER reviews_count_insert AFTER INSERT ON reviews BEGIN
  UPDATE products SET review_count = review_count + 1, rating_total = rating_total + NEW.rating,
    rating_x10 = ((rating_total + NEW.rating) * 20 + review_count + 1) / (2 * (review_count + 1))
  WHERE id = NEW.product_id;
  UPDATE merchants SET review_count = review_count + 1, rating_total = rating_total + NEW.rating WHERE id = NEW.merchant_id;
END;

CREATE TRIGGER reviews_count_delete AFTER DELETE ON reviews BEGIN
  UPDATE products SET review_count = review_count - 1, rating_total = rating_total - OLD.rating,
    rating_x10 = CASE WHEN review_count = 1 THEN 0
      ELSE ((rating_total - OLD.rating) * 20 + review_count - 1) / (2 * (review_count - 1)) END
  WHERE id = OLD.product_id;
  UPDATE merchants SET review_count = review_count - 1, rating_total = rating_total - OLD.rating WHERE id = OLD.merchant_id;
END;

CREATE TRIGGER reviews_count_update AFTER UPDATE OF rating, product_id, merchant_id ON reviews BEGIN
  UPDATE products SET review_count = review_count - 1, rating_total = rating_total - OLD.rating,
    rating_x10 = CASE WHEN review_count = 1 THEN 0
      ELSE ((rating_total - OLD.rating) * 20 + review_count - 1) / (2 * (review_count - 1)) END
  WHERE id = OLD.product_id;
  UPDATE merchants SET review_count = review_count - 1, rating_total = rating_total - OLD.rating WHERE id = OLD.merchant_id;
  UPDATE products SET review_count = review_count + 1, rating_total = rating_total + NEW.rating,
    rating_x10 = ((rating_total + NEW.rating) * 20 + review_count + 1) / (2 * (review_count + 1))
  WHERE id = NEW.product_id;
  UPDATE merchants SET review_count = review_count + 1, rating_total = rating_total + NEW.rating WHERE id = NEW.merchant_id;
END;

-- Units sold: an order item counts unless the seller order of its merchant is cancelled. Checkout writes the
-- items before the seller orders; the demo seed may write a seller order already cancelled.
CREATE TRIGGER order_items_units_insert AFTER INSERT ON order_items
WHEN NOT EXISTS (SELECT 1 FROM seller_orders so WHERE so.order_id = NEW.order_id AND so.merchant_id = NEW.merchant_id AND so.status = 'cancelled')
BEGIN
  UPDATE products SET units_sold = units_sold + NEW.quantity, revenue_sen = revenue_sen + NEW.total_price_sen WHERE id = NEW.product_id;
  UPDATE merchants SET units_sold = units_sold + NEW.quantity WHERE id = NEW.merchant_id;
END;

CREATE TRIGGER order_items_units_delete AFTER DELETE ON order_items
WHEN NOT EXISTS (SELECT 1 FROM seller_orders so WHERE so.order_id = OLD.order_id AND so.merchant_id = OLD.merchant_id AND so.status = 'cancelled')
BEGIN
  UPDATE products SET units_sold = units_sold - OLD.quantity, revenue_sen = revenue_sen - OLD.total_price_sen WHERE id = OLD.product_id;
  UPDATE merchants SET units_sold = units_sold - OLD.quantity WHERE id = OLD.merchant_id;
END;

CREATE TRIGGER seller_orders_units_insert AFTER INSERT ON seller_orders WHEN NEW.status = 'cancelled' BEGIN
  UPDATE products SET
    units_sold = units_sold - (
      SELECT SUM(oi.quantity) FROM order_items oi
      WHERE oi.order_id = NEW.order_id AND oi.merchant_id = NEW.merchant_id AND oi.product_id = products.id),
    revenue_sen = revenue_sen - (
      SELECT SUM(oi.total_price_sen) FROM order_items oi
      WHERE oi.order_id = NEW.order_id AND oi.merchant_id = NEW.merchant_id AND oi.product_id = products.id)
  WHERE id IN (SELECT product_id FROM order_items WHERE order_id = NEW.order_id AND merchant_id = NEW.merchant_id);
  UPDATE merchants SET units_sold = units_sold - (
    SELECT COALESCE(SUM(quantity), 0) FROM order_items WHERE order_id = NEW.order_id AND merchant_id = NEW.merchant_id)
  WHERE id = NEW.merchant_id;
END;

CREATE TRIGGER seller_orders_units_delete AFTER DELETE ON seller_orders WHEN OLD.status = 'cancelled' BEGIN
  UPDATE products SET
    units_sold = units_sold + (
      SELECT SUM(oi.quantity) FROM order_items oi
      WHERE oi.order_id = OLD.order_id AND oi.merchant_id = OLD.merchant_id AND oi.product_id = products.id),
    revenue_sen = revenue_sen + (
      SELECT SUM(oi.total_price_sen) FROM order_items oi
      WHERE oi.order_id = OLD.order_id AND oi.merchant_id = OLD.merchant_id AND oi.product_id = products.id)
  WHERE id IN (SELECT product_id FROM order_items WHERE order_id = OLD.order_id AND merchant_id = OLD.merchant_id);
  UPDATE merchants SET units_sold = units_sold + (
    SELECT COALESCE(SUM(quantity), 0) FROM order_items WHERE order_id = OLD.order_id AND merchant_id = OLD.merchant_id)
  WHERE id = OLD.merchant_id;
END;

CREATE TRIGGER seller_orders_units_status AFTER UPDATE OF status ON seller_orders
WHEN (OLD.status = 'cancelled') <> (NEW.status = 'cancelled')
BEGIN
  UPDATE products SET
    units_sold = units_sold + (CASE WHEN NEW.status = 'cancelled' THEN -1 ELSE 1 END) * (
      SELECT SUM(oi.quantity) FROM order_items oi
      WHERE oi.order_id = NEW.order_id AND oi.merchant_id = NEW.merchant_id AND oi.product_id = products.id),
    revenue_sen = revenue_sen + (CASE WHEN NEW.status = 'cancelled' THEN -1 ELSE 1 END) * (
      SELECT SUM(oi.total_price_sen) FROM order_items oi
      WHERE oi.order_id = NEW.order_id AND oi.merchant_id = NEW.merchant_id AND oi.product_id = products.id)
  WHERE id IN (SELECT product_id FROM order_items WHERE order_id = NEW.order_id AND merchant_id = NEW.merchant_id);
  UPDATE merchants SET units_sold = units_sold + (CASE WHEN NEW.status = 'cancelled' THEN -1 ELSE 1 END) * (
    SELECT COALESCE(SUM(quantity), 0) FROM order_items WHERE order_id = NEW.order_id AND merchant_id = NEW.merchant_id)
  WHERE id = NEW.merchant_id;
END;

-- Full-text search over name, description and the merchant's name. The trigram tokenizer matches any part
-- of a word, case-insensitively, as the listing always has. Curly apostrophes are stored as straight ones
-- (and the query is folded the same way), so that "bird's" finds "Bird’s" and the other way round.
-- product_search_rows gives each product a stable integer row id for the index (a TEXT-keyed table's own
-- rowid may change on VACUUM).
CREATE TABLE product_search_rows (
  rowid INTEGER PRIMARY KEY,
  product_id TEXT NOT NULL UNIQUE
);
CREATE VIRTUAL TABLE product_search USING fts5(name, description, merchant_name, tokenize = 'trigram');

INSERT INTO product_search_rows (product_id) SELECT id FROM products ORDER BY created_at, id;
INSERT INTO product_search (rowid, name, description, merchant_name)
SELECT s.rowid,
       replace(replace(p.name, char(8217), ''''), char(8216), ''''),
       replace(replace(p.description, char(8217), ''''), char(8216), ''''),
       replace(replace(m.display_name, char(8217), ''''), char(8216), '''')
FROM product_search_rows s JOIN products p ON p.id = s.product_id JOIN merchants m ON m.id = p.merchant_id;

CREATE TRIGGER products_search_insert AFTER INSERT ON products BEGIN
  INSERT INTO product_search_rows (product_id) VALUES (NEW.id);
  INSERT INTO product_search (rowid, name, description, merchant_name)
  VALUES (
    (SELECT rowid FROM product_search_rows WHERE product_id = NEW.id),
    replace(replace(NEW.name, char(8217), ''''), char(8216), ''''),
    replace(replace(NEW.description, char(8217), ''''), char(8216), ''''),
    (SELECT replace(replace(display_name, char(8217), ''''), char(8216), '''') FROM merchants WHERE id = NEW.merchant_id));
END;

CREATE TRIGGER products_search_update AFTER UPDATE OF name, description, merchant_id ON products
WHEN OLD.name <> NEW.name OR OLD.description <> NEW.description OR OLD.merchant_id <> NEW.merchant_id
BEGIN
  UPDATE product_search SET
    name = replace(replace(NEW.name, char(8217), ''''), char(8216), ''''),
    description = replace(replace(NEW.description, char(8217), ''''), char(8216), ''''),
    merchant_name = (SELECT replace(replace(display_name, char(8217), ''''), char(8216), '''') FROM merchants WHERE id = NEW.merchant_id)
  WHERE rowid = (SELECT rowid FROM product_search_rows WHERE product_id = NEW.id);
END;

CREATE TRIGGER products_search_delete AFTER DELETE ON products BEGIN
  DELETE FROM product_search WHERE rowid = (SELECT rowid FROM product_search_rows WHERE product_id = OLD.id);
  DELETE FROM product_search_rows WHERE product_id = OLD.id;
END;

CREATE TRIGGER merchants_search_update AFTER UPDATE OF display_name ON merchants WHEN OLD.display_name <> NEW.display_name BEGIN
  UPDATE product_search SET merchant_name = replace(replace(NEW.display_name, char(8217), ''''), char(8216), '''')
  WHERE rowid IN (
    SELECT s.rowid FROM product_search_rows s JOIN products p ON p.id = s.product_id WHERE p.merchant_id = NEW.id);
END;

-- One index per listing sort, over the visible products only, so that a page is read in its order and the
-- read stops at the page's last product. Names sort case-insensitively; the id settles ties for good.
CREATE INDEX products_listed_popular ON products (units_sold DESC, name COLLATE NOCASE, id)
  WHERE status IN ('active', 'out_of_stock') AND merchant_active = 1;
CREATE INDEX products_listed_name ON products (name COLLATE NOCASE, id) WHERE status IN ('active', 'out_of_stock') AND merchant_active = 1;
CREATE INDEX products_listed_price ON products (price_sen, name COLLATE NOCASE, id) WHERE status IN ('active', 'out_of_stock') AND merchant_active = 1;
CREATE INDEX products_listed_price_desc ON products (price_sen DESC, name COLLATE NOCASE, id)
  WHERE status IN ('active', 'out_of_stock') AND merchant_active = 1;
CREATE INDEX products_listed_newest ON products (created_at DESC, name COLLATE NOCASE, id)
  WHERE status IN ('active', 'out_of_stock') AND merchant_active = 1;
CREATE INDEX products_listed_oldest ON products (created_at, name COLLATE NOCASE, id) WHERE status IN ('active', 'out_of_stock') AND merchant_active = 1;
CREATE INDEX products_listed_rating ON products (rating_x10 DESC, review_count DESC, name COLLATE NOCASE, id)
  WHERE status IN ('active', 'out_of_stock') AND merchant_active = 1;
-- Browsing one category, the listing's most common filter, in its default order.
CREATE INDEX products_listed_category ON products (category, units_sold DESC, name COLLATE NOCASE, id)
  WHERE status IN ('active', 'out_of_stock') AND merchant_active = 1;

-- Sold out is a filter few products pass: it reads through an index of its own.
CREATE INDEX products_listed_stock ON products (stock, units_sold DESC) WHERE status IN ('active', 'out_of_stock') AND merchant_active = 1;
-- The Merchant filter's options by name.
CREATE INDEX merchants_status_name ON merchants (status, display_name);

-- A product's reviews newest first, and the units of an order item's product (for the counters above).
CREATE INDEX reviews_product_newest ON reviews (product_id, created_at);
CREATE INDEX order_items_order_merchant ON order_items (order_id, merchant_id);
