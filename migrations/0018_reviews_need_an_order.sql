-- A review comes from a purchase: the database refuses one that names no order, written or rewritten.
--
-- SQLite cannot add NOT NULL to an existing column, and rebuilding the reviews table (copy, drop, rename) would
-- have to recreate its indexes and the catalogue counters' triggers, rewrite every review in one migration
-- (hundreds of thousands at the shop's scale) and, for the NOT NULL to hold, delete the reviews that have no
-- order. Two triggers refuse the same rows at the same moment instead, changing nothing else.
--
-- The reviews already stored without an order stay: they were written before reviews named their order (the
-- demo data seeded before migrations/0013), cannot be tied to a purchase after the fact, and are shown without
-- the "Verified purchase" mark. Deleting them would silently lower ratings people have seen; the seed now ties
-- every demo review to a demo order, so a database seeded today has none.
CREATE TRIGGER reviews_need_an_order_insert BEFORE INSERT ON reviews
WHEN NEW.order_id IS NULL
BEGIN
  SELECT RAISE(ABORT, 'A review must name the order it was bought in.');
END;

CREATE TRIGGER reviews_need_an_order_update BEFORE UPDATE OF order_id ON reviews
WHEN NEW.order_id IS NULL
BEGIN
  SELECT RAISE(ABORT, 'A review must name the order it was bought in.');
END;
