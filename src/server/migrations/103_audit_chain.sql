-- Issue 27, item 6: the audit is tamper-evident against the database role too. Each row carries
-- its place in the chain (seq), the hash of the row before it and the sha256 of its own content
-- with that hash; `npm run staff -- audit-verify` recomputes the chain outside the database
-- (src/server/staff/audit-row-hash.ts is the same encoding in TypeScript), so a row deleted or
-- edited behind the app's back, trigger disabled, is found.

ALTER TABLE staff_audit
  ADD COLUMN seq bigint,
  ADD COLUMN prev_hash text,
  ADD COLUMN hash text;

-- One field of the canonical encoding: its UTF-8 length, a colon and the text; '~' for null.
CREATE FUNCTION staff_audit_field(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN value IS NULL THEN '~'
              ELSE octet_length(convert_to(value, 'UTF8')) || ':' || value END
$$;

-- The hash of a row: every column as text in a fixed form (the time in UTC to the microsecond,
-- the detail as jsonb prints it), then the previous row's hash.
CREATE FUNCTION staff_audit_row_hash(r staff_audit) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(
    staff_audit_field(r.seq::text) ||
    staff_audit_field(r.id::text) ||
    staff_audit_field(to_char(r.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')) ||
    staff_audit_field(r.staff_id::text) ||
    staff_audit_field(r.staff_username) ||
    staff_audit_field(r.action) ||
    staff_audit_field(r.application_id::text) ||
    staff_audit_field(r.detail::text) ||
    staff_audit_field(r.ip) ||
    staff_audit_field(r.prev_hash), 'UTF8')), 'hex')
$$;

-- Rows already written join the chain now, in id order (their insertion order so far).
ALTER TABLE staff_audit DISABLE TRIGGER staff_audit_no_update_delete;
DO $$
DECLARE
  r staff_audit;
  n bigint := 0;
  previous text;
BEGIN
  FOR r IN SELECT * FROM staff_audit ORDER BY id LOOP
    n := n + 1;
    r.seq := n;
    r.prev_hash := previous;
    r.hash := staff_audit_row_hash(r);
    UPDATE staff_audit SET seq = r.seq, prev_hash = r.prev_hash, hash = r.hash WHERE id = r.id;
    previous := r.hash;
  END LOOP;
END;
$$;
ALTER TABLE staff_audit ENABLE TRIGGER staff_audit_no_update_delete;

ALTER TABLE staff_audit
  ALTER COLUMN seq SET NOT NULL,
  ALTER COLUMN hash SET NOT NULL;
CREATE UNIQUE INDEX staff_audit_seq ON staff_audit (seq);

-- Every insert is chained here, whatever the inserting code: it cannot choose its own hash.
-- The advisory lock (per schema, held to the end of the inserting transaction) makes appends
-- one at a time, so each row links to the row committed before it; ids, drawn before the lock,
-- may interleave, hence seq.
CREATE FUNCTION staff_audit_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  head_seq bigint;
  head_hash text;
BEGIN
  PERFORM pg_advisory_xact_lock(727275, hashtext(TG_TABLE_SCHEMA));
  EXECUTE format('SELECT seq, hash FROM %I.%I ORDER BY seq DESC LIMIT 1', TG_TABLE_SCHEMA, TG_TABLE_NAME)
    INTO head_seq, head_hash;
  NEW.seq := COALESCE(head_seq, 0) + 1;
  NEW.prev_hash := head_hash;
  NEW.hash := staff_audit_row_hash(NEW);
  RETURN NEW;
END;
$$;
CREATE TRIGGER staff_audit_chain BEFORE INSERT ON staff_audit
  FOR EACH ROW EXECUTE FUNCTION staff_audit_chain();

-- Only the owner (who runs the migrations) may change the audit: a role granted every table's
-- rights by default (README, "A role for the app") keeps SELECT and INSERT here, nothing more.
-- Disabling a trigger takes ownership, which no grant gives.
DO $$
DECLARE
  grantee_name text;
BEGIN
  FOR grantee_name IN
    SELECT DISTINCT CASE WHEN a.grantee = 0 THEN 'PUBLIC' ELSE quote_ident(pg_get_userbyid(a.grantee)) END
      FROM pg_class c, aclexplode(c.relacl) a
     WHERE c.oid = 'staff_audit'::regclass AND a.grantee <> c.relowner
       AND a.privilege_type IN ('UPDATE', 'DELETE', 'TRUNCATE', 'TRIGGER', 'REFERENCES')
  LOOP
    EXECUTE format('REVOKE UPDATE, DELETE, TRUNCATE, TRIGGER, REFERENCES ON staff_audit FROM %s', grantee_name);
  END LOOP;
END;
$$;
