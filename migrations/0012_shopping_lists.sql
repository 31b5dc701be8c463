-- One cart and one wishlist per buyer, kept by the server so that a cart built on a phone is on the laptop too.
-- The browser keeps a copy for instant rendering and offline changes (src/stores/shopping.ts); this is the
-- truth the checkout reads. Lines hold ids and quantities only: price and stock are read from products when
-- shown or bought. A product or user that is deleted takes its lines with it.
CREATE TABLE cart_items (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id TEXT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 999),
  added_at TEXT NOT NULL,
  PRIMARY KEY (user_id, product_id)
) WITHOUT ROWID;

CREATE TABLE wishlist_items (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id TEXT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  added_at TEXT NOT NULL,
  PRIMARY KEY (user_id, product_id)
) WITHOUT ROWID;

-- "Which carts hold this product" (a product's deletion, the cascade above).
CREATE INDEX cart_items_product ON cart_items (product_id);
CREATE INDEX wishlist_items_product ON wishlist_items (product_id);
