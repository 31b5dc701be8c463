-- How many of a merchant's reviews await a reply: the seller navigation shows it on every seller page, so it is
-- kept on the merchant's row by triggers, in the very statement that writes, answers, takes down the answer of or
-- removes a review, and read in one primary-key lookup however many reviews the merchant has.
ALTER TABLE merchants ADD COLUMN reviews_awaiting_reply INTEGER NOT NULL DEFAULT 0 CHECK (reviews_awaiting_reply >= 0);

UPDATE merchants SET reviews_awaiting_reply =
  (SELECT COUNT(*) FROM reviews r WHERE r.merchant_id = merchants.id AND r.reply IS NULL);

CREATE TRIGGER reviews_awaiting_reply_insert AFTER INSERT ON reviews
WHEN NEW.reply IS NULL
BEGIN
  UPDATE merchants SET reviews_awaiting_reply = reviews_awaiting_reply + 1 WHERE id = NEW.merchant_id;
END;

CREATE TRIGGER reviews_awaiting_reply_delete AFTER DELETE ON reviews
WHEN OLD.reply IS NULL
BEGIN
  UPDATE merchants SET reviews_awaiting_reply = reviews_awaiting_reply - 1 WHERE id = OLD.merchant_id;
END;

-- A reply written or taken down, or a review moved to another merchant: the old row's share leaves, the new one's comes.
CREATE TRIGGER reviews_awaiting_reply_update AFTER UPDATE OF reply, merchant_id ON reviews
WHEN (OLD.reply IS NULL) <> (NEW.reply IS NULL) OR OLD.merchant_id <> NEW.merchant_id
BEGIN
  UPDATE merchants SET reviews_awaiting_reply = reviews_awaiting_reply - 1
    WHERE id = OLD.merchant_id AND OLD.reply IS NULL;
  UPDATE merchants SET reviews_awaiting_reply = reviews_awaiting_reply + 1
    WHERE id = NEW.merchant_id AND NEW.reply IS NULL;
END;
