-- An applicant's application: one flat answer map plus the small per-page state of spec section 3.

CREATE TABLE answers (
  applicant_id uuid PRIMARY KEY REFERENCES applicants (id) ON DELETE CASCADE,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at timestamptz NOT NULL
);

-- Kept once per status, in the order first reached (started, validating, submitted), so the
-- client's "count of distinct statuses" is right and a retried post changes nothing.
CREATE TABLE web_statuses (
  applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
  web_status text NOT NULL CHECK (web_status IN ('started', 'validating', 'submitted')),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (applicant_id, web_status)
);

-- The last error map the client posted (POST /api/validations).
CREATE TABLE validations (
  applicant_id uuid PRIMARY KEY REFERENCES applicants (id) ON DELETE CASCADE,
  errors jsonb NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE add_another (
  applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
  button_id text NOT NULL,
  num_components integer NOT NULL,
  PRIMARY KEY (applicant_id, button_id)
);

CREATE TABLE tabs (
  applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
  tab_id text NOT NULL,
  chosen_tab text NOT NULL,
  PRIMARY KEY (applicant_id, tab_id)
);

-- Filled by the documents routes (a later issue) when a conversion completes.
CREATE TABLE document_answers (
  applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
  answer_key text NOT NULL,
  file_name text NOT NULL,
  file_size integer NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (applicant_id, answer_key)
);
