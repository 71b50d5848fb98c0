-- Answer revisions (issue 27): every write of answers raises the application's counter by one and
-- records its new value against each key whose value it changed. A save says which revision of a
-- key it was based on; a base older than the key's revision is a conflict, never an overwrite.
ALTER TABLE answers
  ADD COLUMN revision bigint NOT NULL DEFAULT 0,
  ADD COLUMN revisions jsonb NOT NULL DEFAULT '{}'::jsonb;
