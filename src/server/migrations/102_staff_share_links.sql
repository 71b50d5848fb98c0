-- Issue 27: the share links staff mint (service tokens, 24 hours) are recorded so that they can
-- be listed and revoked, and are revoked with the account that minted them. A token with no row
-- here (`npm run service-token` on the command line) is checked by its signature alone.
CREATE TABLE staff_share_links (
  token_id uuid PRIMARY KEY,
  -- No cascade: a staff row is never deleted, and losing a row would un-revoke its token.
  staff_id uuid NOT NULL REFERENCES staff (id),
  applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX staff_share_links_live ON staff_share_links (created_at DESC) WHERE revoked_at IS NULL;
CREATE INDEX staff_share_links_staff ON staff_share_links (staff_id) WHERE revoked_at IS NULL;

-- Single sign-ons under way now keep their state in a sealed, short-lived cookie: an anonymous
-- caller can no longer add rows.
DROP TABLE staff_oidc_logins;
