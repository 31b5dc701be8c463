-- One calendar for the shop: a day is Labuan's day (Asia/Kuala_Lumpur, UTC+8 all year, no daylight saving),
-- as src/lib/dates.ts states it. The daily sales rows (0003, 0005) counted an order on the UTC day of its
-- seller order, while the order list's date filter already counted Labuan's days: an order placed at 07:30
-- in Labuan was "today" in the list and yesterday in the analytics. The two triggers that key a sales row by
-- day now take date(created_at, '+8 hours'), the SQL form of src/lib/dates.ts's shopDay, and the rows already
-- written are counted again from the seller orders. The monthly product rows follow the daily ones by their
-- own triggers (0005). Traffic counters (0010) are kept as they are: a day's views cannot be split by hour
-- after the fact, so the views counted before this migration stay on their UTC day.

DROP TRIGGER seller_order_sales_apply;
CREATE TRIGGER seller_order_sales_apply INSTEAD OF INSERT ON seller_order_sales
BEGIN
  INSERT OR IGNORE INTO merchant_sales_daily (merchant_id, day) VALUES (NEW.merchant_id, date(NEW.created_at, '+8 hours'));
  UPDATE merchant_sales_daily SET
    placed = placed + NEW.sign,
    orders = orders + NEW.sign * (NEW.status <> 'cancelled'),
    cancelled = cancelled + NEW.sign * (NEW.status = 'cancelled'),
    revenue_sen = revenue_sen + NEW.sign * CASE WHEN NEW.status <> 'cancelled' THEN NEW.total_sen ELSE 0 END,
    item_sales_sen = item_sales_sen + NEW.sign * CASE WHEN NEW.status <> 'cancelled' THEN
      (SELECT COALESCE(SUM(oi.total_price_sen), 0) FROM order_items oi WHERE oi.order_id = NEW.order_id AND oi.merchant_id = NEW.merchant_id) ELSE 0 END,
    units = units + NEW.sign * CASE WHEN NEW.status <> 'cancelled' THEN
      (SELECT COALESCE(SUM(oi.quantity), 0) FROM order_items oi WHERE oi.order_id = NEW.order_id AND oi.merchant_id = NEW.merchant_id) ELSE 0 END
  WHERE merchant_id = NEW.merchant_id AND day = date(NEW.created_at, '+8 hours');
  DELETE FROM merchant_sales_daily WHERE merchant_id = NEW.merchant_id AND day = date(NEW.created_at, '+8 hours') AND placed = 0;

  INSERT OR IGNORE INTO product_sales_daily (merchant_id, day, product_id)
    SELECT DISTINCT NEW.merchant_id, date(NEW.created_at, '+8 hours'), oi.product_id FROM order_items oi
    WHERE oi.order_id = NEW.order_id AND oi.merchant_id = NEW.merchant_id AND NEW.status <> 'cancelled';
  UPDATE product_sales_daily SET
    orders = orders + NEW.sign,
    units = units + NEW.sign * (SELECT SUM(oi.quantity) FROM order_items oi
      WHERE oi.order_id = NEW.order_id AND oi.merchant_id = NEW.merchant_id AND +oi.product_id = product_sales_daily.product_id),
    revenue_sen = revenue_sen + NEW.sign * (SELECT SUM(oi.total_price_sen) FROM order_items oi
      WHERE oi.order_id = NEW.order_id AND oi.merchant_id = NEW.merchant_id AND +oi.product_id = product_sales_daily.product_id)
  WHERE NEW.status <> 'cancelled' AND merchant_id = NEW.merchant_id AND day = date(NEW.created_at, '+8 hours')
    AND product_id IN (SELECT oi.product_id FROM order_items oi WHERE oi.order_id = NEW.order_id AND oi.merchant_id = NEW.merchant_id);
  DELETE FROM product_sales_daily WHERE merchant_id = NEW.merchant_id AND day = date(NEW.created_at, '+8 hours') AND orders = 0;

  INSERT OR IGNORE INTO merchant_location_daily (merchant_id, day, location_key, city, state)
    SELECT NEW.merchant_id, date(NEW.created_at, '+8 hours'), lower(trim(o.ship_city)) || '|' || o.ship_state, trim(o.ship_city), o.ship_state
    FROM orders o WHERE o.id = NEW.order_id AND NEW.status <> 'cancelled';
  UPDATE merchant_location_daily SET orders = orders + NEW.sign
  WHERE NEW.status <> 'cancelled' AND merchant_id = NEW.merchant_id AND day = date(NEW.created_at, '+8 hours')
    AND location_key = (SELECT lower(trim(o.ship_city)) || '|' || o.ship_state FROM orders o WHERE o.id = NEW.order_id);
  DELETE FROM merchant_location_daily WHERE merchant_id = NEW.merchant_id AND day = date(NEW.created_at, '+8 hours') AND orders = 0;
END;

DROP TRIGGER order_items_sales_insert;
CREATE TRIGGER order_items_sales_insert AFTER INSERT ON order_items
WHEN EXISTS (SELECT 1 FROM seller_orders so WHERE so.order_id = NEW.order_id AND so.merchant_id = NEW.merchant_id AND so.status <> 'cancelled')
BEGIN
  UPDATE merchant_sales_daily SET
    item_sales_sen = item_sales_sen + NEW.total_price_sen,
    units = units + NEW.quantity
  WHERE merchant_id = NEW.merchant_id
    AND day = (SELECT date(so.created_at, '+8 hours') FROM seller_orders so WHERE so.order_id = NEW.order_id AND so.merchant_id = NEW.merchant_id);

  INSERT OR IGNORE INTO product_sales_daily (merchant_id, day, product_id)
    SELECT NEW.merchant_id, date(so.created_at, '+8 hours'), NEW.product_id FROM seller_orders so
    WHERE so.order_id = NEW.order_id AND so.merchant_id = NEW.merchant_id;
  UPDATE product_sales_daily SET
    -- A second line of the same product in the same order is not another order.
    orders = orders + NOT EXISTS (SELECT 1 FROM order_items oi
      WHERE oi.order_id = NEW.order_id AND oi.merchant_id = NEW.merchant_id AND +oi.product_id = NEW.product_id AND oi.id <> NEW.id),
    units = units + NEW.quantity,
    revenue_sen = revenue_sen + NEW.total_price_sen
  WHERE merchant_id = NEW.merchant_id AND product_id = NEW.product_id
    AND day = (SELECT date(so.created_at, '+8 hours') FROM seller_orders so WHERE so.order_id = NEW.order_id AND so.merchant_id = NEW.merchant_id);
END;

DELETE FROM merchant_sales_daily;
DELETE FROM product_sales_daily;
DELETE FROM merchant_location_daily;

INSERT INTO merchant_sales_daily (merchant_id, day, placed, orders, cancelled, revenue_sen, item_sales_sen, units)
  SELECT so.merchant_id, date(so.created_at, '+8 hours'), COUNT(*),
         SUM(so.status <> 'cancelled'), SUM(so.status = 'cancelled'),
         SUM(CASE WHEN so.status <> 'cancelled' THEN so.total_sen ELSE 0 END),
         SUM(CASE WHEN so.status <> 'cancelled' THEN (SELECT COALESCE(SUM(oi.total_price_sen), 0) FROM order_items oi
           WHERE oi.order_id = so.order_id AND oi.merchant_id = so.merchant_id) ELSE 0 END),
         SUM(CASE WHEN so.status <> 'cancelled' THEN (SELECT COALESCE(SUM(oi.quantity), 0) FROM order_items oi
           WHERE oi.order_id = so.order_id AND oi.merchant_id = so.merchant_id) ELSE 0 END)
  FROM seller_orders so GROUP BY so.merchant_id, date(so.created_at, '+8 hours');

INSERT INTO product_sales_daily (merchant_id, day, product_id, orders, units, revenue_sen)
  SELECT so.merchant_id, date(so.created_at, '+8 hours'), oi.product_id, COUNT(DISTINCT so.id), SUM(oi.quantity), SUM(oi.total_price_sen)
  FROM seller_orders so JOIN order_items oi ON oi.order_id = so.order_id AND oi.merchant_id = so.merchant_id
  WHERE so.status <> 'cancelled'
  GROUP BY so.merchant_id, date(so.created_at, '+8 hours'), oi.product_id;

INSERT INTO merchant_location_daily (merchant_id, day, location_key, city, state, orders)
  SELECT so.merchant_id, date(so.created_at, '+8 hours'), lower(trim(o.ship_city)) || '|' || o.ship_state, MIN(trim(o.ship_city)), o.ship_state, COUNT(*)
  FROM seller_orders so JOIN orders o ON o.id = so.order_id
  WHERE so.status <> 'cancelled'
  GROUP BY so.merchant_id, date(so.created_at, '+8 hours'), lower(trim(o.ship_city)) || '|' || o.ship_state;
