-- The tracking lookup matches a whole order id or a whole tracking number: the tracking number is looked up
-- by an index, in any letter case.
CREATE INDEX shipments_tracking_number ON shipments (tracking_number COLLATE NOCASE);

-- Lookups that found no order, per address, so that guessing order ids or tracking numbers stays slow.
CREATE TABLE lookup_misses (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  address TEXT NOT NULL,
  missed_at TEXT NOT NULL
);
CREATE INDEX lookup_misses_address ON lookup_misses (address, missed_at);

-- The per-address sign-in count reads its own index instead of every attempt.
CREATE INDEX login_attempts_address ON login_attempts (address, attempted_at);

-- Browsers that have signed in to an account before (OWASP's device cookies): the cookie holds a random token,
-- only its SHA-256 is kept here. A known browser is not held back by its address's failures; its own failures
-- lock the token for a while.
CREATE TABLE known_devices (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  failures INTEGER NOT NULL DEFAULT 0 CHECK (failures >= 0),
  locked_until TEXT,
  created_at TEXT NOT NULL,
  last_used_at TEXT NOT NULL
);
CREATE INDEX known_devices_user ON known_devices (user_id, last_used_at);
