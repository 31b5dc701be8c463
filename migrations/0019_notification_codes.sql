-- A notification the shop writes keeps what it says as a code and its values (src/lib/notices.ts), so that its
-- reader sees it in the language they read the shop in, not the one of the day it was written. title and message
-- keep the English as written; a row made before this has no code and is shown as written.
ALTER TABLE notifications ADD COLUMN code TEXT;
ALTER TABLE notifications ADD COLUMN vals TEXT CHECK (vals IS NULL OR json_valid(vals));
