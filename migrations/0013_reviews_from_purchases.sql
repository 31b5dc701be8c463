-- Reviews come from purchases: each names the order it was bought in, and the database allows one review per
-- product per order. The merchant may answer a review once, publicly; the buyer may edit it later.
--
-- order_id stays nullable only because SQLite cannot add a NOT NULL column without a default to a table with
-- rows; every review the shop writes names its order (src/data/reviews.ts), and the demo reviews do too.
ALTER TABLE reviews ADD COLUMN order_id TEXT REFERENCES orders (id);
ALTER TABLE reviews ADD COLUMN updated_at TEXT;
ALTER TABLE reviews ADD COLUMN reply TEXT CHECK (reply IS NULL OR length(reply) BETWEEN 1 AND 1000);
ALTER TABLE reviews ADD COLUMN replied_at TEXT;

-- One review per purchase; also finds an order's reviews for the buyer's tracking page.
CREATE UNIQUE INDEX reviews_one_per_purchase ON reviews (order_id, product_id);

-- The review sorts (newest, oldest, highest, lowest) of a product's and a store's Reviews tab, each read
-- in index order and stopped at the page shown.
CREATE INDEX reviews_product_rating ON reviews (product_id, rating, created_at);
CREATE INDEX reviews_merchant_rating ON reviews (merchant_id, rating, created_at);
