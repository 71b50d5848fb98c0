-- Each removal of a repeated entry (issue 27), numbered per repeater: a repeater's layout
-- generation is the number of its last removal (0 before any). A save or removal based on an
-- older generation is re-aimed through the removals since, so it never lands on another entry.
CREATE TABLE repeater_removals (
  applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
  button_id text NOT NULL,
  generation integer NOT NULL CHECK (generation > 0),
  removed_index integer NOT NULL CHECK (removed_index > 0),
  PRIMARY KEY (applicant_id, button_id, generation)
);
