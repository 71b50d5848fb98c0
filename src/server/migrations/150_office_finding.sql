-- Issue 33, finding: the list sorted by name or e-mail address without reading every row, and
-- the searches each staff member keeps.

-- Keyset pages in name order (family name, then given name, case-blind) and e-mail order; the
-- same index serves either direction.
CREATE INDEX applicants_name_sorted ON applicants (lower(last_name), lower(first_name), id);
CREATE INDEX applicants_username_sorted ON applicants (username, id);

-- A search a staff member named and keeps: the list's query (search, filters, order) as JSON,
-- checked by the route as the list checks it.
CREATE TABLE staff_saved_searches (
  id uuid PRIMARY KEY,
  staff_id uuid NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  name text NOT NULL,
  query jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (staff_id, name)
);

-- The audit read by person, or by action, newest first.
CREATE INDEX staff_audit_staff ON staff_audit (staff_id, id DESC);
CREATE INDEX staff_audit_action ON staff_audit (action, id DESC);
