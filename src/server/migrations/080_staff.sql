-- Issue 19: staff, a realm apart from applicants. Times are the server's clock, as in 001.

CREATE TABLE staff (
  id uuid PRIMARY KEY,
  username text NOT NULL UNIQUE,           -- the e-mail address, trimmed and lower-cased
  role text NOT NULL CHECK (role IN ('reader', 'admin')),
  password_hash text,                      -- scrypt, as applicants'; null until the welcome
  totp_secret text,                        -- sealed with a key derived from the server secret
  -- The RFC 6238 time step of the last code accepted: a code of this step or an older one is
  -- refused, so each code works once.
  totp_last_step bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  disabled_at timestamptz
);

-- Welcome links: sha256 of a random 256-bit token, single use (deleted when used), 72 hours.
CREATE TABLE staff_invitations (
  token_hash text PRIMARY KEY,
  staff_id uuid NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX staff_invitations_staff ON staff_invitations (staff_id);

-- The same rules as applicants' sessions (accounts/sessions.ts serves both tables).
CREATE TABLE staff_sessions (
  token_hash text PRIMARY KEY,
  staff_id uuid NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL
);
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id);
CREATE INDEX staff_sessions_last_seen ON staff_sessions (last_seen_at);

-- Recovery codes, keyed HMACs; a used code is deleted.
CREATE TABLE staff_recovery_codes (
  staff_id uuid NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  PRIMARY KEY (staff_id, code_hash)
);

-- OpenID Connect sign-ins under way: found by the sha256 of the state the browser's cookie holds.
CREATE TABLE staff_oidc_logins (
  state_hash text PRIMARY KEY,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  expires_at timestamptz NOT NULL
);

-- Append-only: who did what to which application, when and from where. No foreign keys, so
-- erasing an applicant never has to touch a row here.
CREATE TABLE staff_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL,
  staff_id uuid,                           -- null when the name given matched no account
  staff_username text NOT NULL,
  action text NOT NULL,
  application_id uuid,
  detail jsonb NOT NULL DEFAULT '{}',
  ip text NOT NULL
);

CREATE FUNCTION staff_audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only';
END;
$$;
CREATE TRIGGER staff_audit_no_update_delete BEFORE UPDATE OR DELETE ON staff_audit
  FOR EACH ROW EXECUTE FUNCTION staff_audit_refuse_change();
CREATE TRIGGER staff_audit_no_truncate BEFORE TRUNCATE ON staff_audit
  FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_refuse_change();
