-- Where the views of a merchant's product pages and store page come from, counted per merchant, day (UTC) and
-- source. Nothing about the visitor is kept: no address, no account, no referring address, only its class
-- (src/lib/traffic.ts). A view adds one to its row with an UPSERT after the page has been sent, so a period
-- reads at most a few rows per day, whatever the number of views.
CREATE TABLE merchant_traffic_daily (
  merchant_id TEXT NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  day TEXT NOT NULL CHECK (length(day) = 10),
  source TEXT NOT NULL CHECK (source IN ('direct', 'shop_search', 'shop_browse', 'search_engine', 'social', 'other_site')),
  views INTEGER NOT NULL CHECK (typeof(views) = 'integer' AND views >= 0),
  PRIMARY KEY (merchant_id, day, source)
) WITHOUT ROWID;
