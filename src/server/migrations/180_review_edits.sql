-- Issue 33: a reader may change their review until the application's decision is recorded; the
-- review shows when it was last changed (null: as submitted). Times are the server's clock.
ALTER TABLE reviews ADD COLUMN updated_at timestamptz;
