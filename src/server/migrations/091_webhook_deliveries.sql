-- The signed webhook on submit (SUBMIT_WEBHOOK_URL): one row per submitted application, sent by
-- the job queue until the receiver answers 2xx. Failures stay visible to staff.
CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY,
  applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
  -- Sent as Idempotency-Key: the same on every attempt, so the receiver can drop repeats.
  idempotency_key text NOT NULL UNIQUE,
  url text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'delivered')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text NOT NULL DEFAULT '',
  last_attempt_at timestamptz,
  next_attempt_at timestamptz,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX webhook_deliveries_failing ON webhook_deliveries (created_at DESC, id DESC)
  WHERE status = 'pending' AND attempts > 0;
