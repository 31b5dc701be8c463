-- A buyer's "small pictures" choice (data saver), kept with the account: cards then load the smallest variant of
-- each picture. Without an account the choice is kept in the browser (a cookie, src/pages/pictures.ts).
ALTER TABLE users ADD COLUMN small_pictures INTEGER NOT NULL DEFAULT 0 CHECK (small_pictures IN (0, 1));
