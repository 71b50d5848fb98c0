-- Issue 33: what the office adds to an application. Times are the server's clock (parameters).

-- Internal notes: staff only, never in an applicant's reply or PDF.
CREATE TABLE staff_notes (
  id uuid PRIMARY KEY,
  applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
  -- No cascade: a staff row is never deleted.
  staff_id uuid NOT NULL REFERENCES staff (id),
  text text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX staff_notes_applicant ON staff_notes (applicant_id, created_at, id);

-- What staff set on a checklist item (forms/site.json `checklist`): received by other means, or
-- waived. An item without a row is in the state the answers give it (engine: checklistStates).
CREATE TABLE checklist_marks (
  applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
  item_id text NOT NULL,
  status text NOT NULL CHECK (status IN ('received', 'missing', 'waived')),
  staff_id uuid NOT NULL REFERENCES staff (id),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (applicant_id, item_id)
);

-- The decision on an application, one at a time (a new one replaces it). The applicant sees it
-- from release_at on; `id` changes with each decision, so a release e-mail queued for an older
-- one finds it replaced and sends nothing.
CREATE TABLE decisions (
  applicant_id uuid PRIMARY KEY REFERENCES applicants (id) ON DELETE CASCADE,
  id uuid NOT NULL UNIQUE,
  decision text NOT NULL,
  letter text NOT NULL,
  release_at timestamptz NOT NULL,
  staff_id uuid NOT NULL REFERENCES staff (id),
  decided_at timestamptz NOT NULL
);
