-- The listing's Merchant filter offers every active merchant with a product buyers may see, by name. Read
-- from the merchants, that is one row per merchant on every listing view (about 400 at the scale the bench
-- grows); kept here as one row, it is one read. The row is written anew only when the set of offered
-- merchants or one of their names changes: a merchant approved, suspended or renamed, or its first product
-- listed or its last one withdrawn. A sale or a stock change does not touch it.
CREATE TABLE merchant_filter_options (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  -- A JSON array of [merchant id, display name], ordered by name.
  options TEXT NOT NULL
);

-- Writing into this view rebuilds the row: the statement is written once, here, for every trigger below.
CREATE VIEW merchant_filter_options_refresh AS SELECT 1 AS refresh WHERE 0;

CREATE TRIGGER merchant_filter_options_rebuild INSTEAD OF INSERT ON merchant_filter_options_refresh
BEGIN
  INSERT INTO merchant_filter_options (id, options)
    SELECT 1, json_group_array(json_array(id, display_name) ORDER BY display_name, rowid)
    FROM merchants INDEXED BY merchants_status_name WHERE status = 'active' AND listed_products > 0
  ON CONFLICT (id) DO UPDATE SET options = excluded.options;
END;

CREATE TRIGGER merchants_filter_insert AFTER INSERT ON merchants
WHEN NEW.status = 'active' AND NEW.listed_products > 0
BEGIN
  INSERT INTO merchant_filter_options_refresh VALUES (1);
END;

CREATE TRIGGER merchants_filter_update AFTER UPDATE OF id, display_name, status, listed_products ON merchants
WHEN (OLD.status = 'active' AND OLD.listed_products > 0) <> (NEW.status = 'active' AND NEW.listed_products > 0)
  OR (NEW.status = 'active' AND NEW.listed_products > 0 AND (OLD.display_name IS NOT NEW.display_name OR OLD.id IS NOT NEW.id))
BEGIN
  INSERT INTO merchant_filter_options_refresh VALUES (1);
END;

CREATE TRIGGER merchants_filter_delete AFTER DELETE ON merchants
WHEN OLD.status = 'active' AND OLD.listed_products > 0
BEGIN
  INSERT INTO merchant_filter_options_refresh VALUES (1);
END;

INSERT INTO merchant_filter_options_refresh VALUES (1);
