-- Searches that forgive a typo ("kangkong" finds Kangkung, "durain" Durian). Each word of the catalogue's products
-- of four letters or more is kept with every spelling of it that lacks one or two of its letters (its deletion
-- keys, src/lib/search-terms.ts); a typed word's own deletion keys are looked up by this table's key, so a search
-- reads only the few rows whose keys it shares, at any size of the shop, and the words found are then measured
-- against it (at most one edit on a word of five to seven letters, two from eight). SQL cannot split a text into
-- words: a product whose name or description is written or changed is queued, and the queue is read by
-- `refreshSpellings` (src/data/search-spellings.ts) when the demo data is set up and on the worker's schedule.
-- Words are never taken out: a word no product holds any more only suggests a search that finds nothing more.
CREATE TABLE search_spellings (
  deletion_key TEXT NOT NULL,
  word TEXT NOT NULL,
  PRIMARY KEY (deletion_key, word)
) WITHOUT ROWID;

CREATE TABLE search_spelling_queue (
  product_id TEXT PRIMARY KEY
) WITHOUT ROWID;

INSERT INTO search_spelling_queue (product_id) SELECT id FROM products;

CREATE TRIGGER products_spelling_insert AFTER INSERT ON products BEGIN
  INSERT OR IGNORE INTO search_spelling_queue (product_id) VALUES (NEW.id);
END;

CREATE TRIGGER products_spelling_update AFTER UPDATE OF name, description ON products
WHEN OLD.name <> NEW.name OR OLD.description <> NEW.description BEGIN
  INSERT OR IGNORE INTO search_spelling_queue (product_id) VALUES (NEW.id);
END;
