-- Uploaded documents on their way to PDF, and the job queue that converts them.
-- Times are written by the server's clock (parameters, never now()), like 001_accounts.

-- One conversion per applicant and document question. `id` changes on every new upload, so
-- a job that finishes after a delete or a re-upload sees that its row is gone and discards
-- its result instead of overwriting the newer state.
CREATE TABLE document_conversions (
  applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
  answer_key text NOT NULL,
  id uuid NOT NULL UNIQUE,
  status text NOT NULL CHECK (status IN ('unprocessed', 'in_progress', 'completed', 'failed')),
  file_key text NOT NULL,            -- the uploaded original in object storage
  file_name text NOT NULL,
  pdf_key text,                      -- the converted PDF, once completed
  message text NOT NULL DEFAULT '',  -- why it failed, in words for the applicant
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (applicant_id, answer_key)
);

-- The application PDF of spec section 4 ("PDF download status"): one per applicant, rebuilt
-- when the answers or documents it was made from have changed.
CREATE TABLE application_pdfs (
  applicant_id uuid PRIMARY KEY REFERENCES applicants (id) ON DELETE CASCADE,
  id uuid NOT NULL UNIQUE,
  status text NOT NULL CHECK (status IN ('unprocessed', 'in_progress', 'completed', 'failed')),
  source_stamp text NOT NULL,        -- what it was made from (see pdf/source-stamp.ts)
  pdf_key text,
  message text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL
);

-- Work for any number of worker processes. A worker takes a row with FOR UPDATE SKIP LOCKED
-- and leases it until locked_until; a worker that dies loses its lease and another retries.
CREATE TABLE jobs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  run_after timestamptz NOT NULL,
  locked_until timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX jobs_ready ON jobs (run_after, id);
