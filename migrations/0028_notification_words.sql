-- A notification is said by its reader's catalogue from its code and values (src/lib/notices.ts), never from
-- English stored beside them. A row stored before codes keeps its words under the code `written`, shown as they
-- were written; then the English columns go.
UPDATE notifications SET code = 'written', vals = json_object('title', title, 'message', message)
WHERE code IS NULL OR vals IS NULL;
ALTER TABLE notifications DROP COLUMN title;
ALTER TABLE notifications DROP COLUMN message;
