-- Whose bell a notification rings. A merchant is a buyer too, with one account: the seller dashboard's bell shows
-- what the shop tells the merchant (new orders, stock, reviews, the approval), the profile's bell what it tells the
-- buyer (their own orders, a refused application). Each bell reads, marks and clears its own audience only
-- (src/lib/notices.ts names the audience of each code; every insert states it).
ALTER TABLE notifications ADD COLUMN audience TEXT NOT NULL DEFAULT 'buyer' CHECK (audience IN ('buyer', 'merchant'));

-- The rows written before: by their code, or, written before codes (migrations/0019), by their kind and link.
UPDATE notifications SET audience = 'merchant'
WHERE code IN ('newOrder', 'lowStock', 'outOfStock', 'newReview', 'approved')
   OR (code IS NULL AND (type IN ('stock', 'review') OR link LIKE '/seller%'));

-- A bell's page, newest first, and its counts: one user's rows of one audience. It serves every read by user too,
-- so the index of user and time alone goes.
CREATE INDEX notifications_user_audience ON notifications (user_id, audience, created_at);
DROP INDEX notifications_user;
