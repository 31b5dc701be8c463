-- A wallet transaction the shop describes is stored as a code and its values (src/lib/wallet.ts), said by the
-- reader's catalogue; a description written some other way stays in `description`, as written. The rows the shop
-- made so far ("Top up via {method}", "Payment for order {orderId}") are read back into their codes here.
ALTER TABLE wallet_transactions ADD COLUMN code TEXT CHECK (code IS NULL OR code IN ('topUp', 'payment'));
ALTER TABLE wallet_transactions ADD COLUMN vals TEXT CHECK (vals IS NULL OR json_valid(vals));
UPDATE wallet_transactions SET code = 'topUp', vals = json_object('method', substr(description, 12)), description = ''
WHERE code IS NULL AND description LIKE 'Top up via _%';
UPDATE wallet_transactions SET code = 'payment', vals = json_object('orderId', substr(description, 19)), description = ''
WHERE code IS NULL AND description LIKE 'Payment for order _%';

-- A shipment's service, named by the shop, is a code too: its name ('standard') and its description
-- ('islandWide', or 'shippedBy' with the store); a name or description written otherwise stays as written.
ALTER TABLE shipments ADD COLUMN name_code TEXT CHECK (name_code IS NULL OR name_code IN ('standard'));
ALTER TABLE shipments ADD COLUMN description_code TEXT
  CHECK (description_code IS NULL OR description_code IN ('islandWide', 'shippedBy'));
ALTER TABLE shipments ADD COLUMN description_vals TEXT CHECK (description_vals IS NULL OR json_valid(description_vals));
UPDATE shipments SET name_code = 'standard', name = '' WHERE name_code IS NULL AND name = 'Standard Delivery';
UPDATE shipments SET description_code = 'islandWide', description_vals = '{}', description = ''
WHERE description_code IS NULL AND description = 'Island-wide delivery, 2-4 business days';
UPDATE shipments SET description_code = 'shippedBy', description_vals = json_object('store', substr(description, 12)),
  description = ''
WHERE description_code IS NULL AND description LIKE 'Shipped by _%';
