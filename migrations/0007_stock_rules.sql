-- What a product's switches mean for its stock, kept by the database so that no write can forget them.
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
-- MIN_PRICE_SEN). A draft may still have none; making it active, by any path, is refused.
CREATE TRIGGER products_listed_price_insert BEFORE INSERT ON products
WHEN NEW.status IN ('active', 'out_of_stock') AND NEW.price_sen < 1
BEGIN
  SELECT RAISE(ABORT, 'A product on sale needs a price of at least RM 0.01');
END;

CREATE TRIGGER products_listed_price_update BEFORE UPDATE OF status, price_sen ON products
WHEN NEW.status IN ('active', 'out_of_stock') AND NEW.price_sen < 1
BEGIN
  SELECT RAISE(ABORT, 'A product on sale needs a price of at least RM 0.01');
END;

-- The units of an order line that were not in stock when it was bought (the product takes backorders):
-- the merchant sees them, and a cancellation puts back only the units that were taken from stock.
ALTER TABLE order_items ADD COLUMN backordered INTEGER NOT NULL DEFAULT 0 CHECK (backordered >= 0);
