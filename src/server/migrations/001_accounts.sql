-- Accounts, their one-time secrets and sessions. Every time is written by the server's clock
-- (passed as a parameter, never now()), so tests can move time and every process agrees.

CREATE TABLE applicants (
  id uuid PRIMARY KEY,
  username text NOT NULL UNIQUE,           -- the e-mail address, trimmed and lower-cased
  password_hash text NOT NULL,             -- scrypt$N$r$p$salt$hash
  created_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  -- The visitor draft token given at sign-up, merged into the answers at confirmation. Kept in
  -- clear (unlike other tokens) because a resent confirmation e-mail must carry it again; it only
  -- reads a draft whose answers are in this database anyway.
  pending_draft_token text,
  last_page text NOT NULL DEFAULT '',
  submitted_at timestamptz
);

-- One live code per account: a resend replaces it. Stored as an HMAC, never in clear.
CREATE TABLE confirmation_codes (
  applicant_id uuid PRIMARY KEY REFERENCES applicants (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0
);

-- Forgot-password tokens: sha256 of a random 256-bit id, single use.
CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX password_resets_applicant ON password_resets (applicant_id);

-- Sessions live here, not in a process, so any server process can serve any request.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL
);
CREATE INDEX sessions_applicant ON sessions (applicant_id);
CREATE INDEX sessions_last_seen ON sessions (last_seen_at);

-- One row per successful login (the profile's successful_login list).
CREATE TABLE logins (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
  at timestamptz NOT NULL
);
CREATE INDEX logins_applicant ON logins (applicant_id, id);

-- Fixed-window counters for @fastify/rate-limit, shared by every server process.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  resets_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_resets_at ON rate_limits (resets_at);

-- A visitor's answers saved before having an account, found by the sha256 of a random token.
CREATE TABLE drafts (
  token_hash text PRIMARY KEY,
  answers jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX drafts_expires_at ON drafts (expires_at);
