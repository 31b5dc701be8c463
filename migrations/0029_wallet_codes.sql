-- A wallet transaction the shop describes is stored as a code and its values (src/lib/wallet.ts), said by the
-- reader's catalogue; a description written some other way stays in `description`, as written. The rows the shop
-- made so far ("Top up via {method}", "Payment for order {orderId}") are read back into their codes here.
ALTER TABLE wallet_transactions ADD COLUMN code TEXT CHECK (code IS NULL OR code IN ('topUp', 'payment'));
ALTER TABLE wallet_transactions ADD COLUMN vals TEXT CHECK (vals IS NULL OR json_valid(vals));
UPDATE wallet_transactions SET code = 'topUp', vals = json_object('method', substr(description, 12)), description = ''
WHERE code IS NULL AND description LIKE 'Top up via _%';
UPDATE wallet_transactions SET code = 'payment', vals = json_object('orderId', substr(description, 19)), description = ''
WHERE code IS NULL AND description LIKE 'Payment for order _%';
