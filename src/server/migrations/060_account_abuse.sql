-- Issue 16: what an attacker could still do with the account calls.

-- Set when someone signs up again with an address whose account is still waiting for its
-- confirmation. Whoever confirms proves the mailbox, not the password: the password of a
-- contested sign-up is then set only through a reset link, and its draft is not brought in.
ALTER TABLE applicants ADD COLUMN signup_contested boolean NOT NULL DEFAULT false;

-- Failed log-ins, per account and address ('pair:<account> <address>') and per account
-- ('account:<account>'). Every `step` failures lock the key for a time that doubles each time;
-- a key with no failure for a day is forgotten.
CREATE TABLE login_failures (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  locked_until timestamptz,
  forget_at timestamptz NOT NULL
);
CREATE INDEX login_failures_forget_at ON login_failures (forget_at);
