-- The second factor: a time-based code app (TOTP, RFC 6238) with single-use recovery codes, the pending second
-- step of a sign-in, the browsers trusted to skip it for a while, and the administrator's audited resets.

-- One authenticator per account. `secret` is the base32 key the app holds too (a code cannot be checked without
-- it); it is stored while being set up (enabled_at NULL) and kept only while the factor is on.
CREATE TABLE second_factors (
  user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret TEXT NOT NULL CHECK (length(secret) = 32 AND secret NOT GLOB '*[^A-Z2-7]*'),
  enabled_at TEXT,
  -- The last time step whose code was accepted: a code is never accepted twice, nor an older one.
  last_used_step INTEGER,
  -- Wrong codes in a row, and the end of the lock they lead to.
  failures INTEGER NOT NULL DEFAULT 0 CHECK (failures >= 0),
  locked_until TEXT,
  created_at TEXT NOT NULL
) WITHOUT ROWID;

-- Only the SHA-256 of each recovery code; a used one is kept, marked, so that it is refused as used.
CREATE TABLE recovery_codes (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL CHECK (length(code_hash) = 64),
  used_at TEXT,
  PRIMARY KEY (user_id, code_hash)
) WITHOUT ROWID;

-- A sign-in whose password was right and whose code is awaited: bound to the browser by a random token in an
-- HttpOnly cookie (only its SHA-256 here), expiring in minutes, with its wrong codes counted.
CREATE TABLE sign_in_challenges (
  token_hash TEXT PRIMARY KEY CHECK (length(token_hash) = 64),
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL
) WITHOUT ROWID;

CREATE INDEX sign_in_challenges_user ON sign_in_challenges (user_id);
CREATE INDEX sign_in_challenges_expiry ON sign_in_challenges (expires_at);

-- A known browser (known_devices) whose owner completed the second step there and asked not to be asked again
-- on it for 30 days. Signing in there still needs the password.
CREATE TABLE trusted_browsers (
  token_hash TEXT PRIMARY KEY REFERENCES known_devices (token_hash) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  trusted_until TEXT NOT NULL
) WITHOUT ROWID;

CREATE INDEX trusted_browsers_user ON trusted_browsers (user_id);

-- What the administrator did to someone's account, kept: who, to whom, when, and how the person's identity was
-- checked (a code, never free text, so that no personal data is written here).
CREATE TABLE admin_audit (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  admin_id TEXT NOT NULL REFERENCES users (id),
  action TEXT NOT NULL CHECK (action IN ('secondFactorReset')),
  subject_user_id TEXT NOT NULL REFERENCES users (id),
  verified_by TEXT NOT NULL CHECK (verified_by IN ('idDocument', 'orderDetails', 'videoCall')),
  created_at TEXT NOT NULL
);

CREATE INDEX admin_audit_recent ON admin_audit (created_at);
CREATE INDEX admin_audit_subject ON admin_audit (subject_user_id, created_at);
