-- The tax an order was charged under, kept with it: the platform's tax is a setting a deployment may change (its rate
-- and its name: GST, SST, or none), and an order's pages and invoices must go on saying what the buyer paid, under the
-- name and rate of the day. Orders placed before this carried the spec's 6% GST.
ALTER TABLE orders ADD COLUMN tax_label TEXT NOT NULL DEFAULT 'GST' CHECK (length(tax_label) BETWEEN 1 AND 40);
ALTER TABLE orders ADD COLUMN tax_rate_basis_points INTEGER NOT NULL DEFAULT 600
  CHECK (tax_rate_basis_points BETWEEN 0 AND 10000);
