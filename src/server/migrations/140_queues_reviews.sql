-- Issue 33, second half: review queues, readers' assignments and their reviews. Times are the
-- server's clock (parameters).

-- Where an application sits (forms/site.json `queues`). A submitted application without a row
-- is in the first queue; an admin's move writes the row.
CREATE TABLE application_queues (
  applicant_id uuid PRIMARY KEY REFERENCES applicants (id) ON DELETE CASCADE,
  queue_id text NOT NULL,
  -- No cascade: a staff row is never deleted.
  staff_id uuid NOT NULL REFERENCES staff (id),
  moved_at timestamptz NOT NULL
);
CREATE INDEX application_queues_queue ON application_queues (queue_id, applicant_id);

-- Which readers are to review which application; a reader's queue is their rows in the order
-- they were assigned (`seq`: a bulk assignment keeps the order the admin gave).
CREATE TABLE assignments (
  seq bigint GENERATED ALWAYS AS IDENTITY,
  applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
  reader_id uuid NOT NULL REFERENCES staff (id),
  assigned_by uuid NOT NULL REFERENCES staff (id),
  assigned_at timestamptz NOT NULL,
  PRIMARY KEY (applicant_id, reader_id)
);
CREATE INDEX assignments_reader ON assignments (reader_id, seq);

-- A reader's review (forms/review.json answers), one per reader and application; the queue it
-- was written in is kept, so a blind queue's rule reads the reviews of that queue.
CREATE TABLE reviews (
  id uuid PRIMARY KEY,
  applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
  staff_id uuid NOT NULL REFERENCES staff (id),
  queue_id text NOT NULL,
  answers jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (applicant_id, staff_id)
);
