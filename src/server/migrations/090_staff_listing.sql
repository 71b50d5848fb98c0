-- What the staff workspace lists, filters and searches, kept on the account row so that a page
-- of the list is one index scan. The name and term columns are copied from the answers whose
-- keys forms/site.json names (staffList), by the server on every save (staff/applications/
-- listing-columns.ts); listing_stamp says which keys a row was filled from, so rows written
-- before this migration, or before site.json changed, are filled again at start.
ALTER TABLE applicants
  ADD COLUMN status text CHECK (status IN ('started', 'validating', 'submitted')),
  ADD COLUMN first_name text NOT NULL DEFAULT '',
  ADD COLUMN last_name text NOT NULL DEFAULT '',
  ADD COLUMN entry_term text NOT NULL DEFAULT '',
  -- The searched answers (names), lower-cased with accents removed: folded by the server, so
  -- the same folding serves PGlite, which has no unaccent.
  ADD COLUMN name_search text NOT NULL DEFAULT '',
  ADD COLUMN listing_stamp text,
  -- Newest first: by submission, or by account creation while not submitted.
  ADD COLUMN listed_at timestamptz GENERATED ALWAYS AS (COALESCE(submitted_at, created_at)) STORED,
  -- What search reads: the folded names and the e-mail address (already lower-case).
  ADD COLUMN search_text text GENERATED ALWAYS AS (name_search || ' ' || username) STORED;

UPDATE applicants a SET status = (
  SELECT w.web_status FROM web_statuses w WHERE w.applicant_id = a.id
   ORDER BY array_position(ARRAY['started', 'validating', 'submitted'], w.web_status) DESC
   LIMIT 1);

-- Keyset pages: (listed_at, id) descending, alone or after a status and/or term filter.
CREATE INDEX applicants_listed ON applicants (listed_at DESC, id DESC);
CREATE INDEX applicants_status_listed ON applicants (status, listed_at DESC, id DESC);
CREATE INDEX applicants_term_listed ON applicants (entry_term, listed_at DESC, id DESC);
-- Search for an e-mail address (or its beginning) by prefix.
CREATE INDEX applicants_username_prefix ON applicants (username text_pattern_ops);
CREATE INDEX applicants_status_term_listed ON applicants (status, entry_term, listed_at DESC, id DESC);

-- Substring search: trigram indexes where PostgreSQL has pg_trgm (installed once per database,
-- in the public schema, so schemas that come and go do not take it with them); otherwise
-- (PGlite, or a role that may not create it) a plain index, and search reads the table.
DO $$
DECLARE
  trgm_schema text;
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
  EXCEPTION WHEN OTHERS THEN
    NULL;
  END;
  SELECT n.nspname INTO trgm_schema
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
   WHERE e.extname = 'pg_trgm';
  IF trgm_schema IS NULL THEN
    CREATE INDEX applicants_search ON applicants (search_text text_pattern_ops);
  ELSE
    EXECUTE format('CREATE INDEX applicants_search ON applicants USING gin (search_text %I.gin_trgm_ops)', trgm_schema);
  END IF;
END;
$$;
