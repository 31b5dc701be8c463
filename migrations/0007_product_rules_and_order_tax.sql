-- What a product's switches mean for its stock and its price, kept by the database so that no write can
-- forget them; and the GST each seller order's buyer paid.
--
-- A listed product (active or out of stock) is out of stock exactly when it counts its quantity, takes no
-- backorders and has none left; otherwise it is on sale. The triggers below restore that after every write
-- of a product (a checkout, a cancellation's restock, an edit, an import, a status change), so each of
-- those writes only says "listed" and the stock decides which. src/lib/stock.ts listedStatus() is the same
-- rule for the screens.

CREATE TRIGGER products_status_follows_stock_insert AFTER INSERT ON products
WHEN NEW.status IN ('active', 'out_of_stock')
  AND NEW.status <> CASE WHEN NEW.track_quantity = 1 AND NEW.allow_backorders = 0 AND NEW.stock = 0 THEN 'out_of_stock' ELSE 'active' END
BEGIN
  UPDATE products SET status = CASE WHEN track_quantity = 1 AND allow_backorders = 0 AND stock = 0 THEN 'out_of_stock' ELSE 'active' END
  WHERE id = NEW.id;
END;

CREATE TRIGGER products_status_follows_stock_update AFTER UPDATE OF stock, track_quantity, allow_backorders, status ON products
WHEN NEW.status IN ('active', 'out_of_stock')
  AND NEW.status <> CASE WHEN NEW.track_quantity = 1 AND NEW.allow_backorders = 0 AND NEW.stock = 0 THEN 'out_of_stock' ELSE 'active' END
BEGIN
  UPDATE products SET status = CASE WHEN track_quantity = 1 AND allow_backorders = 0 AND stock = 0 THEN 'out_of_stock' ELSE 'active' END
  WHERE id = NEW.id;
END;

UPDATE products SET status = CASE WHEN track_quantity = 1 AND allow_backorders = 0 AND stock = 0 THEN 'out_of_stock' ELSE 'active' END
WHERE status IN ('active', 'out_of_stock');

-- A product on sale has a price a buyer can be charged: at least RM 0.01 (src/lib/product-rules.ts
-- MIN_PRICE_SEN; a negative price breaks the column's CHECK already). A draft may still have none; making it
-- active, by any path, is refused.
CREATE TRIGGER products_listed_price_insert BEFORE INSERT ON products
WHEN NEW.status IN ('active', 'out_of_stock') AND NEW.price_sen = 0
BEGIN
  SELECT RAISE(ABORT, 'A product on sale needs a price of at least RM 0.01');
END;

CREATE TRIGGER products_listed_price_update BEFORE UPDATE OF status, price_sen ON products
WHEN NEW.status IN ('active', 'out_of_stock') AND NEW.price_sen = 0
BEGIN
  SELECT RAISE(ABORT, 'A product on sale needs a price of at least RM 0.01');
END;

-- The units of an order line that were not in stock when it was bought (the product takes backorders):
-- the merchant sees them, and a cancellation puts back only the units that were taken from stock.
ALTER TABLE order_items ADD COLUMN backordered INTEGER NOT NULL DEFAULT 0 CHECK (backordered >= 0);

-- Each seller order's share of its order's GST, as the buyer paid it, for the merchant's order page and
-- invoice. Checkout writes it: the order's tax split over its seller orders in proportion to their taxable
-- goods (src/lib/pricing splitTax). A seller order written without one (orders placed before this column,
-- the demo and scale data, which tax every item) gets its share by trigger: the order's tax in proportion to
-- the subtotals, the sen left by rounding to the order's first seller order.
ALTER TABLE seller_orders ADD COLUMN tax_sen INTEGER CHECK (tax_sen IS NULL OR tax_sen >= 0);

CREATE TRIGGER seller_orders_tax_share AFTER INSERT ON seller_orders WHEN NEW.tax_sen IS NULL
BEGIN
  UPDATE seller_orders SET tax_sen = (
    SELECT CASE WHEN o.subtotal_sen > 0 THEN (o.tax_sen * seller_orders.subtotal_sen) / o.subtotal_sen ELSE 0 END
    FROM orders o WHERE o.id = seller_orders.order_id)
  WHERE order_id = NEW.order_id;
  UPDATE seller_orders SET tax_sen = tax_sen + (
    (SELECT o.tax_sen FROM orders o WHERE o.id = NEW.order_id)
    - (SELECT SUM(s.tax_sen) FROM seller_orders s WHERE s.order_id = NEW.order_id))
  WHERE id = (SELECT MIN(s.id) FROM seller_orders s WHERE s.order_id = NEW.order_id);
END;

UPDATE seller_orders SET tax_sen = (
  SELECT CASE WHEN o.subtotal_sen > 0 THEN (o.tax_sen * seller_orders.subtotal_sen) / o.subtotal_sen ELSE 0 END
  FROM orders o WHERE o.id = seller_orders.order_id);

UPDATE seller_orders SET tax_sen = tax_sen + (
  (SELECT o.tax_sen FROM orders o WHERE o.id = seller_orders.order_id)
  - (SELECT SUM(s.tax_sen) FROM seller_orders s WHERE s.order_id = seller_orders.order_id))
WHERE id = (SELECT MIN(s.id) FROM seller_orders s WHERE s.order_id = seller_orders.order_id);
