-- Issue 18: which definitions (forms/ and schemas/, by content hash) an application was last
-- saved and submitted against. NULL for what was written before this migration.
ALTER TABLE answers ADD COLUMN definitions_version text;
ALTER TABLE applicants ADD COLUMN submitted_definitions_version text;
