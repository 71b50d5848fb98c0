-- Issue 33, finding: the list sorted by name or e-mail address without reading every row, and
-- the searches each staff member keeps.

-- What the list sorts names by: family then given name, folded by the server as name_search is
-- (staff/applications/listing-columns.ts); rows are filled again at start (their listing_stamp
-- names the columns' version). Compared byte by byte, so every database gives the same order.
ALTER TABLE applicants ADD COLUMN name_sort text NOT NULL DEFAULT '';

-- Keyset pages in name order and e-mail order; the same index serves either direction.
CREATE INDEX applicants_name_sorted ON applicants (name_sort COLLATE "C", id);
CREATE INDEX applicants_username_sorted ON applicants (username COLLATE "C", id);

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
