-- The sitemap (src/pages/sitemap*.ts) lists the products buyers may see, in id order, with when each last changed:
-- read from this index alone (it holds both columns), a page of the sitemap never touches the products' rows.
CREATE INDEX products_sitemap ON products (id, updated_at) WHERE status IN ('active', 'out_of_stock') AND merchant_active = 1;
