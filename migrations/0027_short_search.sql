-- Searches of one or two characters ("ch", "kg") match the words that start with them, in a product's name, its
-- description and its merchant's name, as longer searches match anywhere through product_search (a trigram index,
-- which cannot hold a search shorter than three characters). Words, not trigrams: the unicode61 tokenizer, with
-- prefix indexes of one and two characters, so that such a search reads its candidates from the index alone.
CREATE VIRTUAL TABLE product_words USING fts5(
  name, description, merchant_name,
  tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2'
);

INSERT INTO product_words (rowid, name, description, merchant_name)
  SELECT search_row, name, description, merchant_name FROM product_search_text;

-- Kept with product_search_rows, whose row ids both indexes share: a product's row is made after the product,
-- and deleted with it (migrations/0002_catalogue_at_scale.sql).
CREATE TRIGGER product_words_insert AFTER INSERT ON product_search_rows BEGIN
  INSERT INTO product_words (rowid, name, description, merchant_name)
    SELECT search_row, name, description, merchant_name FROM product_search_text WHERE search_row = NEW.rowid;
END;

CREATE TRIGGER product_words_delete AFTER DELETE ON product_search_rows BEGIN
  DELETE FROM product_words WHERE rowid = OLD.rowid;
END;

CREATE TRIGGER product_words_update AFTER UPDATE OF name, description, merchant_id ON products
WHEN OLD.name <> NEW.name OR OLD.description <> NEW.description OR OLD.merchant_id <> NEW.merchant_id
BEGIN
  UPDATE product_words SET (name, description, merchant_name) =
    (SELECT name, description, merchant_name FROM product_search_text WHERE product_id = NEW.id)
  WHERE rowid = (SELECT rowid FROM product_search_rows WHERE product_id = NEW.id);
END;

CREATE TRIGGER merchants_words_update AFTER UPDATE OF display_name ON merchants
WHEN OLD.display_name <> NEW.display_name BEGIN
  UPDATE product_words SET merchant_name =
    replace(replace(replace(replace(NEW.display_name, char(8217), ''''), char(8216), ''''), char(8220), '"'), char(8221), '"')
  WHERE rowid IN (SELECT s.rowid FROM product_search_rows s JOIN products p ON p.id = s.product_id WHERE p.merchant_id = NEW.id);
END;
