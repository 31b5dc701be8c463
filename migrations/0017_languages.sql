-- The language each user chose to read the shop in (English or Bahasa Malaysia) with the switch in the header or
-- footer; null until they choose. A later visit on another device opens in it, and what the shop writes to them
-- follows it.
ALTER TABLE users ADD COLUMN lang TEXT CHECK (lang IS NULL OR lang IN ('en', 'ms'));
