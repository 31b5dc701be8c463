-- An account deleted by its owner: the users row stays (orders, payments and reviews refer to it) but is
-- anonymised at once, and deleted_at makes every session of it worthless and every sign-in to it impossible.
ALTER TABLE users ADD COLUMN deleted_at TEXT;
