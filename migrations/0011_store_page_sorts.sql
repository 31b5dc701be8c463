-- The store page's sorts, each served by an index that starts with the merchant: a page walks the store's
-- products in the order shown and stops at its last one, instead of sorting every product of the store. (By
-- name, products_merchant_name of migrations/0004 serves.) Partial like the listing's, written exactly as the
-- catalogue's visibility test, so that only what buyers may see is indexed.
CREATE INDEX products_store_price ON products (merchant_id, price_sen, name COLLATE NOCASE, id)
  WHERE status IN ('active', 'out_of_stock') AND merchant_active = 1;
CREATE INDEX products_store_price_desc ON products (merchant_id, price_sen DESC, name COLLATE NOCASE, id)
  WHERE status IN ('active', 'out_of_stock') AND merchant_active = 1;
CREATE INDEX products_store_newest ON products (merchant_id, created_at DESC, name COLLATE NOCASE, id)
  WHERE status IN ('active', 'out_of_stock') AND merchant_active = 1;
