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
);
CREATE INDEX product_sales_monthly_product ON product_sales_monthly (product_id, month);

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
