-- Issue 31: a save no longer holds the applicant's row lock while it judges the answers. It reads
-- what it judges against in one statement, then writes only if nothing was written to the
-- application since: every write that locks the application (lockOpenApplication) raises this
-- counter, and the save's write checks it on the row it locks, which PostgreSQL re-reads after
-- waiting for a concurrent writer. A changed counter sends the save back to read again.
ALTER TABLE applicants ADD COLUMN write_serial bigint NOT NULL DEFAULT 0;
