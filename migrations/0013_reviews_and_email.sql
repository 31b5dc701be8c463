-- Reviews come from purchases: each names the order it was bought in, and the database allows one review per
-- product per order. The merchant may answer a review once, publicly; the buyer may edit it later.
--
-- order_id stays nullable only because SQLite cannot add a NOT NULL column without a default to a table with
-- rows; every review the shop writes names its order (src/data/reviews.ts). A review without one (the demo
-- data's, not yet tied to demo orders) is shown without the "Verified purchase" mark.
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

-- Email, through an outbox: a message is queued in the same batch as the event that causes it, and sent after
-- the response (src/data/outbox.ts). The key names the message ("order-confirmation:ORD-..."), so the same
-- message is never queued twice; the payload holds what it says, rendered when it is sent.
CREATE TABLE email_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  message_key TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('order_confirmation', 'shipping_update', 'order_cancelled', 'new_order', 'low_stock', 'application_decision')),
  user_id TEXT REFERENCES users (id),
  to_address TEXT NOT NULL CHECK (length(to_address) BETWEEN 3 AND 254),
  payload TEXT NOT NULL CHECK (json_valid(payload)),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  last_error TEXT,
  next_attempt_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  sent_at TEXT
);
-- What is due: pending (or claimed long ago by a send that never finished), oldest first.
CREATE INDEX email_outbox_due ON email_outbox (status, next_attempt_at);

-- The kinds of email a user turned off (every kind is on until turned off).
CREATE TABLE email_opt_outs (
  user_id TEXT NOT NULL REFERENCES users (id),
  kind TEXT NOT NULL,
  PRIMARY KEY (user_id, kind)
) WITHOUT ROWID;
