-- Accounts people can live with: the sessions a person can see and end, links that reset a password or verify an
-- address, and the throttle of the emails that carry them.

-- Each signed-in session, as the profile's "Your devices" lists it. The session itself lives in KV (Astro's session
-- API); this row names it by the SHA-256 of its id only. A session whose row is gone is refused
-- (src/data/sessions.ts): deleting rows is how a device, or every other device, is signed out.
CREATE TABLE user_sessions (
  id_hash TEXT PRIMARY KEY CHECK (length(id_hash) = 64),
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  user_agent TEXT NOT NULL DEFAULT '' CHECK (length(user_agent) <= 400),
  -- Where it was signed in from, as Cloudflare places the request ("Labuan, MY"); empty when unknown.
  place TEXT NOT NULL DEFAULT '' CHECK (length(place) <= 120),
  created_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL
);
CREATE INDEX user_sessions_by_user ON user_sessions (user_id, last_seen_at);

-- Links sent by email: a password reset (30 minutes) or an address to verify (24 hours). Only the SHA-256 of the
-- random token is kept; the token itself is in the link alone. `email` is the address the link was sent to: for a
-- verification, the address it proves (an address being changed to is verified before it replaces the old one).
CREATE TABLE account_tokens (
  token_hash TEXT PRIMARY KEY CHECK (length(token_hash) = 64),
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('password_reset', 'verify_email')),
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX account_tokens_by_user ON account_tokens (user_id, purpose);

-- Requests for those emails, counted per email address, per network address and per account within a window
-- (src/data/account-tokens.ts), whether or not an account has the address.
CREATE TABLE account_mail_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  purpose TEXT NOT NULL CHECK (purpose IN ('password_reset', 'verify_email')),
  subject TEXT NOT NULL CHECK (length(subject) <= 300),
  requested_at TEXT NOT NULL
);
CREATE INDEX account_mail_requests_by_subject ON account_mail_requests (subject, purpose, requested_at);

-- An address the person asked to change to, waiting for its link to be opened.
ALTER TABLE users ADD COLUMN pending_email TEXT CHECK (pending_email IS NULL OR length(pending_email) BETWEEN 3 AND 254);

-- The outbox takes the accounts' emails too. Its kinds are now the code's (EmailKind, src/lib/emails.ts) rather than
-- a list here, so that a new kind of email needs no copy of this table: the column keeps only their shape.
CREATE TABLE email_outbox_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  message_key TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (length(kind) BETWEEN 1 AND 40 AND kind NOT GLOB '*[^a-z_]*'),
  user_id TEXT REFERENCES users (id),
  to_address TEXT NOT NULL CHECK (length(to_address) BETWEEN 3 AND 254),
  payload TEXT NOT NULL CHECK (json_valid(payload)),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  last_error TEXT,
  next_attempt_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  sent_at TEXT
);
INSERT INTO email_outbox_next SELECT * FROM email_outbox;
DROP TABLE email_outbox;
ALTER TABLE email_outbox_next RENAME TO email_outbox;
CREATE INDEX email_outbox_due ON email_outbox (status, next_attempt_at);
